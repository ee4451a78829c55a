import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { TextField } from '@/components/ui/text-field';
import type { Paged } from '@/components/ui/paged-view';
import type { Outcome } from '../shell/decision-dialog';
import { useQueue } from '../shell/use-queue';
import { DecisionNotice } from './decision-notice';
import { FINANCE_KEY, type QueueFilter } from './finance-api';
import styles from './finance.module.css';

type Props<S extends string> = { value: QueueFilter<S>; onChange: (value: QueueFilter<S>) => void };

/** A finance queue's filters after its status: the member (exact username) and a range of days, each labelled. */
function QueueFilters<S extends string>({ value, onChange }: Props<S>) {
  const { t } = useTranslation();
  const set = (patch: Partial<QueueFilter<S>>) => onChange({ ...value, ...patch });
  return (
    <>
      <TextField
        label={t('ops.shell.common.member')}
        type="search"
        value={value.username}
        maxLength={64}
        autoComplete="off"
        placeholder={t('ops.finance.usernamePlaceholder')}
        onChange={(e) => set({ username: e.target.value })}
      />
      <TextField
        label={t('ops.shell.common.from')}
        type="date"
        value={value.from}
        max={value.to || undefined}
        onChange={(e) => set({ from: e.target.value })}
      />
      <TextField
        label={t('ops.shell.common.to')}
        type="date"
        value={value.to}
        min={value.from || undefined}
        onChange={(e) => set({ to: e.target.value })}
      />
    </>
  );
}

/**
 * What the three finance queues share in their `QueueTable`: the live queue (`name` in its key,
 * opening on `status`), the member and days filters, the finance pages and the menu's count
 * refreshed after a decision, and the decision's notice.
 */
export function useFinanceQueue<S extends string, R>(
  name: string,
  status: NoInfer<S>,
  fetchPage: (f: QueueFilter<S>, pageNo: number, pageSize?: number) => Promise<Paged<R>>,
) {
  const queue = useQueue({
    key: [...FINANCE_KEY, name],
    initial: { status, username: '', from: '', to: '' } as QueueFilter<S>,
    fetchPage,
    live: true,
  });
  return {
    queue,
    filters: <QueueFilters value={queue.filter} onChange={queue.setFilter} />,
    refresh: FINANCE_KEY,
    notice: (o: Outcome | null) => <DecisionNotice outcome={o} />,
  };
}

/** A queue's first cell: a time (or what stands for it) with the order number under it. */
export const withOrder = (time: ReactNode, orderNo: string) => (
  <>
    {time}
    <span className={`${styles.muted} ${styles.mono}`}>{orderNo}</span>
  </>
);
