import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { useOpsSession } from '../api/ops-api';
import { FINANCE_KEY, getQueueCounts } from './finance-api';
import styles from './finance.module.css';

/** The roles that read the finance queues (the server refuses the count to the others). */
const READERS = new Set(['admin', 'finance', 'readonly']);
const LIVE_MS = 15_000;

/**
 * The finance queues' live count next to the menu entry: deposits to decide, withdrawals to pay
 * and disputes to resolve, re-read every 15 seconds and when the window comes back; hidden at 0.
 */
export function FinanceBadge() {
  const { t } = useTranslation();
  const role = useOpsSession().data?.role;
  const counts = useQuery({
    queryKey: [...FINANCE_KEY, 'counts'],
    queryFn: getQueueCounts,
    enabled: role !== undefined && READERS.has(role),
    refetchInterval: LIVE_MS,
    refetchOnWindowFocus: true,
  });
  const c = counts.data;
  const total = c ? c.deposits + c.withdrawals + c.disputes : 0;
  if (!c || total === 0) return null;
  const label = t('ops.finance.badge', { count: total, deposits: c.deposits, withdrawals: c.withdrawals, disputes: c.disputes });
  return (
    <span className={styles.badge} title={label} data-testid="finance-badge">
      <span aria-hidden="true">{total}</span>
      <span className="visually-hidden">{label}</span>
    </span>
  );
}
