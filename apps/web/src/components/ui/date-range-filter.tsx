import { useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { DATE_PRESETS, presetRange, type DatePreset, type DayRange } from '@/lib/dates';
import styles from './date-range-filter.module.css';

/** A range of days and the shortcut it came from (null once the member typed the days). */
export type DateRangeValue = DayRange & { preset: DatePreset | null };

/** Range state starting on a preset computed from today. */
export function useDateRange(initial: DatePreset) {
  return useState<DateRangeValue>(() => ({ preset: initial, ...presetRange(initial, new Date()) }));
}

type Props = { value: DateRangeValue; onChange: (value: DateRangeValue) => void };

/**
 * The period of a report: preset buttons (today, previous and next 7 and 30 days) and a custom
 * from/to. A from after the to moves the other end along, so the range is never empty.
 */
export function DateRangeFilter({ value, onChange }: Props) {
  const { t } = useTranslation();
  const id = useId();
  const custom = (from: string, to: string) => onChange({ preset: null, from, to });
  return (
    <fieldset className={styles.filter}>
      <legend className={styles.legend}>{t('ui.dates.period')}</legend>
      <div className={styles.presets} role="group" aria-label={t('ui.dates.presets')}>
        {DATE_PRESETS.map((p) => (
          <button
            key={p}
            type="button"
            className={styles.preset}
            aria-pressed={value.preset === p}
            onClick={() => onChange({ preset: p, ...presetRange(p, new Date()) })}
          >
            {t(`ui.dates.${p}`)}
          </button>
        ))}
      </div>
      <div className={styles.custom}>
        <label htmlFor={`${id}-from`}>{t('ui.dates.from')}</label>
        <input
          id={`${id}-from`}
          type="date"
          className={styles.date}
          value={value.from}
          required
          onChange={(e) => e.target.value && custom(e.target.value, e.target.value > value.to ? e.target.value : value.to)}
        />
        <label htmlFor={`${id}-to`}>{t('ui.dates.to')}</label>
        <input
          id={`${id}-to`}
          type="date"
          className={styles.date}
          value={value.to}
          required
          onChange={(e) => e.target.value && custom(e.target.value < value.from ? e.target.value : value.from, e.target.value)}
        />
      </div>
    </fieldset>
  );
}
