import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import type { OddsDisplay } from '../hooks/use-odds-format';
import { marketName, selectionName } from '@/lib/sports-labels';
import type { SlipLeg as Leg } from '../slip';
import styles from './slip.module.css';

type Props = {
  leg: Leg;
  odds: OddsDisplay;
  /** Marked as a second leg of one event (a parlay refuses it). */
  clash: boolean;
  /** The single's stake text, when the slip is on singles. */
  stake?: string | undefined;
  onStake?: ((text: string) => void) | undefined;
  onRemove: () => void;
};

/** One pick of the slip: what it is, its odds, a remove button and, for a single, its stake. */
export function SlipLegRow({ leg, odds, clash, stake, onStake, onRemove }: Props) {
  const { t } = useTranslation();
  const stakeId = useId();
  const name = selectionName(t, leg, leg.code, leg);
  return (
    <li className={styles.leg} data-clash={clash} data-testid="slip-leg" data-selection={leg.selectionId}>
      <div className={styles.legHead}>
        <span>
          <strong>{name}</strong> · <strong data-testid="slip-leg-odds">{odds.show(leg.odds)}</strong>
        </span>
        <button
          type="button"
          className={styles.remove}
          aria-label={t('sportsbook.slip.remove', { selection: name })}
          onClick={onRemove}
        >
          ×
        </button>
      </div>
      <p>{marketName(t, leg)}</p>
      <p>{t('sportsbook.event.vs', { home: leg.home, away: leg.away })}</p>
      {clash ? <p className={styles.error}>{t('sportsbook.slip.sameEvent')}</p> : null}
      {onStake ? (
        <div className={styles.field}>
          <label htmlFor={stakeId}>{t('sportsbook.slip.stakeFor', { selection: name })}</label>
          <input
            id={stakeId}
            inputMode="decimal"
            autoComplete="off"
            value={stake ?? ''}
            onChange={(e) => onStake(e.target.value)}
          />
        </div>
      ) : null}
    </li>
  );
}
