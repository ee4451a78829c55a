import clsx from 'clsx';
import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import type { RouletteChip } from '@jade/engines/roulette';
import { kit } from './view-kit';
import { chipLabel } from './roulette-board';
import styles from './roulette.module.css';

type Props = {
  chips: RouletteChip[];
  /** What each chip paid in the last spin (null once the chips changed). */
  wins: number[] | null;
  money: (minor: number) => string;
  disabled: boolean;
  onRemove: (index: number) => void;
  onClear: () => void;
};

/** The chips on the table, each removable; winners of the last spin are marked. */
export function RouletteChips({ chips, wins, money, disabled, onRemove, onClear }: Props) {
  const { t } = useTranslation();
  const id = useId();
  const total = chips.reduce((s, c) => s + c.amount, 0);
  return (
    <section className={styles.chipList} aria-labelledby={id}>
      <div className={styles.chipHead}>
        <h3 id={id}>{t('play.roulette.yourChips')}</h3>
        <span data-testid="total-stake">{t('play.common.totalStake', { amount: money(total) })}</span>
        <button type="button" className={kit.secondary} onClick={onClear} disabled={disabled || chips.length === 0}>
          {t('play.common.clearBets')}
        </button>
      </div>
      {chips.length === 0 ? (
        <p className={kit.muted}>{t('play.roulette.noChips')}</p>
      ) : (
        <ul>
          {chips.map((c, i) => {
            const label = chipLabel(t, c);
            const won = (wins?.[i] ?? 0) > 0;
            return (
              <li key={c.numbers.join(',')} className={clsx(won && styles.chipWon)} data-testid={`roulette-chip-${i}`}>
                <span className={styles.chipName}>{label}</span>
                <span className={styles.chipAmount}>{money(c.amount)}</span>
                {won && <span className={styles.chipPaid}>{t('play.roulette.paid', { amount: money(wins![i]!) })}</span>}
                <button
                  type="button"
                  className={styles.remove}
                  disabled={disabled}
                  onClick={() => onRemove(i)}
                  aria-label={t('play.roulette.remove', { label })}
                >
                  <span aria-hidden="true">×</span>
                </button>
              </li>
            );
          })}
        </ul>
      )}
    </section>
  );
}
