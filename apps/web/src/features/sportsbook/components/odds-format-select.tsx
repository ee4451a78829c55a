import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { ODDS_FORMATS, type OddsFormat } from '@jade/engines/sportsbook/odds';
import type { OddsDisplay } from '../hooks/use-odds-format';
import styles from './sportsbook.module.css';

/** The member's odds format (decimal, fractional, American, Hong Kong, Malay, Indonesian), remembered. */
export function OddsFormatSelect({ odds }: { odds: OddsDisplay }) {
  const { t } = useTranslation();
  const id = useId();
  return (
    <div className={styles.format}>
      <label htmlFor={id}>{t('sportsbook.format.label')}</label>
      <select id={id} value={odds.format} onChange={(e) => odds.setFormat(e.target.value as OddsFormat)}>
        {ODDS_FORMATS.map((f) => (
          <option key={f} value={f}>
            {t(`sportsbook.format.${f}`)}
          </option>
        ))}
      </select>
    </div>
  );
}
