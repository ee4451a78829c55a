import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import styles from './games.module.css';

type Props = {
  minBet1: boolean;
  lines25: boolean;
  onMinBet1: (on: boolean) => void;
  onLines25: (on: boolean) => void;
  symbol: string;
};

/** The slot filters of spec §9 with their hints: minimum bet 1 or more, 25 lines or more. */
export function SlotFilters({ minBet1, lines25, onMinBet1, onLines25, symbol }: Props) {
  const { t } = useTranslation();
  const id = useId();
  return (
    <fieldset className={styles.filters}>
      <legend className="visually-hidden">{t('games.filters.legend')}</legend>
      <div className={styles.filter}>
        <label>
          <input type="checkbox" checked={minBet1} onChange={(e) => onMinBet1(e.target.checked)} aria-describedby={`${id}-bet`} />
          <span>{t('games.filters.minBet1')}</span>
        </label>
        <small id={`${id}-bet`}>{t('games.filters.minBetHint', { symbol })}</small>
      </div>
      <div className={styles.filter}>
        <label>
          <input
            type="checkbox"
            checked={lines25}
            onChange={(e) => onLines25(e.target.checked)}
            aria-describedby={`${id}-lines`}
          />
          <span>{t('games.filters.lines25')}</span>
        </label>
        <small id={`${id}-lines`}>{t('games.filters.linesHint')}</small>
      </div>
    </fieldset>
  );
}
