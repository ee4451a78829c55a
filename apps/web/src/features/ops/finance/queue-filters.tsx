import { useId, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { pageHeadStyles } from '../shell/page-head';
import type { QueueFilter } from './finance-api';
import styles from './finance.module.css';

type Props<S extends string> = {
  value: QueueFilter<S>;
  onChange: (value: QueueFilter<S>) => void;
  /** The statuses offered, each with its label; "all" comes first. */
  statuses: readonly { value: S; label: string }[];
  /** Beside the filters: the export. */
  children?: ReactNode;
};

/** A queue's filters: status, member (exact username) and a range of days, each labelled. */
export function QueueFilters<S extends string>({ value, onChange, statuses, children }: Props<S>) {
  const { t } = useTranslation();
  const id = useId();
  const set = (patch: Partial<QueueFilter<S>>) => onChange({ ...value, ...patch });
  return (
    <div className={pageHeadStyles.filters} role="search" aria-label={t('ops.shell.common.filters')}>
      <div className={styles.filterField}>
        <label htmlFor={`${id}-status`}>{t('ops.shell.common.status')}</label>
        <select id={`${id}-status`} value={value.status} onChange={(e) => set({ status: e.target.value as S | '' })}>
          <option value="">{t('ops.shell.common.all')}</option>
          {statuses.map((s) => (
            <option key={s.value} value={s.value}>
              {s.label}
            </option>
          ))}
        </select>
      </div>
      <div className={styles.filterField}>
        <label htmlFor={`${id}-member`}>{t('ops.shell.common.member')}</label>
        <input
          id={`${id}-member`}
          type="search"
          value={value.username}
          maxLength={64}
          autoComplete="off"
          placeholder={t('ops.finance.usernamePlaceholder')}
          onChange={(e) => set({ username: e.target.value })}
        />
      </div>
      <div className={styles.filterField}>
        <label htmlFor={`${id}-from`}>{t('ops.shell.common.from')}</label>
        <input
          id={`${id}-from`}
          type="date"
          value={value.from}
          max={value.to || undefined}
          onChange={(e) => set({ from: e.target.value })}
        />
      </div>
      <div className={styles.filterField}>
        <label htmlFor={`${id}-to`}>{t('ops.shell.common.to')}</label>
        <input
          id={`${id}-to`}
          type="date"
          value={value.to}
          min={value.from || undefined}
          onChange={(e) => set({ to: e.target.value })}
        />
      </div>
      {children}
    </div>
  );
}
