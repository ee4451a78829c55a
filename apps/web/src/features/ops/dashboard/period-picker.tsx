import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { PERIODS, type PeriodChoice } from './dashboard-api';
import styles from './dashboard.module.css';

type Props = { value: PeriodChoice; onChange: (value: PeriodChoice) => void };

/**
 * The dashboard's period: today, yesterday, this week, this month (the merchant's business days)
 * or a chosen range of days; a from after the to moves the other end along.
 */
export function PeriodPicker({ value, onChange }: Props) {
  const { t } = useTranslation();
  const id = useId();
  return (
    <fieldset className={styles.period}>
      <legend className="visually-hidden">{t('ops.dashboard.period')}</legend>
      <div className={styles.presets} role="group" aria-label={t('ops.dashboard.period')}>
        {PERIODS.map((p) => (
          <button
            key={p}
            type="button"
            className={styles.preset}
            aria-pressed={value.period === p}
            onClick={() => onChange({ ...value, period: p })}
          >
            {t(`ops.dashboard.periods.${p}`)}
          </button>
        ))}
      </div>
      {value.period === 'range' ? (
        <div className={styles.range}>
          <label htmlFor={`${id}-from`}>{t('ops.shell.common.from')}</label>
          <input
            id={`${id}-from`}
            type="date"
            value={value.from}
            required
            onChange={(e) =>
              e.target.value &&
              onChange({ ...value, from: e.target.value, to: e.target.value > value.to ? e.target.value : value.to })
            }
          />
          <label htmlFor={`${id}-to`}>{t('ops.shell.common.to')}</label>
          <input
            id={`${id}-to`}
            type="date"
            value={value.to}
            required
            onChange={(e) =>
              e.target.value &&
              onChange({ ...value, to: e.target.value, from: e.target.value < value.from ? e.target.value : value.from })
            }
          />
        </div>
      ) : null}
    </fieldset>
  );
}
