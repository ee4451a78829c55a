import clsx from 'clsx';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { rankName } from '@jade/engines/dragontiger';
import styles from './baccarat-table.module.css';

/** The chip table shared by baccarat and dragon tiger: bet spots, their totals, and playing cards. */

export { styles as tableStyles };

/** Stakes per spot, added chip by chip; the total never passes `maxBet`. */
export function useTableBets<S extends string>(spots: readonly S[], maxBet: number) {
  const empty = () => Object.fromEntries(spots.map((s) => [s, 0])) as Record<S, number>;
  const [bets, setBets] = useState(empty);
  const [overLimit, setOverLimit] = useState(false);
  const total = spots.reduce((sum, s) => sum + bets[s], 0);
  const place = (spot: S, amount: number) => {
    if (total + amount > maxBet) {
      setOverLimit(true);
      return;
    }
    setOverLimit(false);
    setBets((b) => ({ ...b, [spot]: b[spot] + amount }));
  };
  const clear = () => {
    setBets(empty());
    setOverLimit(false);
  };
  return { bets, total, place, clear, overLimit };
}

type SpotProps = {
  spot: string;
  name: string;
  odds: string;
  amount: number;
  money: (minor: number) => string;
  won: boolean;
  disabled: boolean;
  onPlace: () => void;
};

/** One bet spot: a click adds the selected chip. */
export function BetSpot({ spot, name, odds, amount, money, won, disabled, onPlace }: SpotProps) {
  const { t } = useTranslation();
  return (
    <button
      type="button"
      data-testid={`place-${spot}`}
      className={clsx(styles.spot, styles[spot], won && styles.spotWon)}
      disabled={disabled}
      onClick={onPlace}
      aria-label={t('play.common.spotLabel', { spot: name, odds, amount: money(amount) })}
    >
      <span className={styles.spotName}>{name}</span>
      <span className={styles.odds}>{t('play.common.pays', { odds })}</span>
      <span className={clsx(styles.spotAmount, amount > 0 && styles.spotAmountOn)}>{amount > 0 ? money(amount) : '\u00a0'}</span>
    </button>
  );
}

/** A face-up card (ranks 1..13; these games have no suits). */
export function PlayingCard({ rank, red }: { rank: number; red?: boolean }) {
  const { t } = useTranslation();
  const name = rankName(rank);
  return (
    <span className={clsx(styles.card, red && styles.cardRed)} role="img" aria-label={t('play.common.card', { rank: name })}>
      <span aria-hidden="true">{name}</span>
    </span>
  );
}

/** Where a card will be: an empty outline keeps the layout still while dealing. */
export function CardSlot() {
  return <span className={styles.cardSlot} aria-hidden="true" />;
}

/** A hand: its name, its total so far and its cards. */
export function Hand(props: { name: string; total: number | null; cards: number[]; slots: number; won: boolean; red?: boolean }) {
  const { t } = useTranslation();
  const { name, total, cards, slots, won, red } = props;
  return (
    <div className={clsx(styles.hand, won && styles.handWon)}>
      <div className={styles.handHead}>
        <span>{name}</span>
        {total !== null && <span className={styles.handTotal}>{t('play.common.handTotal', { total })}</span>}
      </div>
      <div className={styles.cards}>
        {cards.map((c, i) => (
          <PlayingCard key={i} rank={c} red={red} />
        ))}
        {Array.from({ length: Math.max(0, slots - cards.length) }, (_, i) => (
          <CardSlot key={`s${i}`} />
        ))}
      </div>
    </div>
  );
}
