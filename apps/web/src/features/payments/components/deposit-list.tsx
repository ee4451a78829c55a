import { useEffect, useRef } from 'react';
import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import type { Deposit } from '@jade/contract/payments';
import { fieldStyles } from '@/components/ui/text-field';
import { formatDateTime } from '@/lib/dates';
import { errorText } from '@/lib/errors';
import { formatMoney } from '@/lib/money';
import { depositsQuery } from '../api/get-deposits';
import { useRefreshMoney } from '../hooks/use-refresh-money';
import { StatusBadge } from './status-badge';
import styles from './payments.module.css';

const POLL_MS = 5_000;
const pendingBank = (list: Deposit[] | undefined) => list?.filter((d) => d.kind === 'BANK' && d.status === 'PENDING').length ?? 0;

/**
 * The member's recent deposits with their state. While a bank transfer waits for the operator the
 * list is polled, and a decision refreshes the balance (gateway orders are polled by OrderStatus).
 */
export function DepositList({ symbol }: { symbol: string }) {
  const { t, i18n } = useTranslation();
  const deposits = useQuery({
    ...depositsQuery(),
    refetchInterval: (q) => (pendingBank(q.state.data?.list) > 0 ? POLL_MS : false),
  });
  const pending = pendingBank(deposits.data?.list);
  const before = useRef(pending);
  const refresh = useRefreshMoney();
  useEffect(() => {
    if (pending < before.current) void refresh();
    before.current = pending;
  }, [pending, refresh]);
  return (
    <section className={styles.card} aria-labelledby="recent-deposits">
      <h2 id="recent-deposits">{t('payments.deposit.recent')}</h2>
      {deposits.isPending ? <p>{t('common.loading')}</p> : null}
      {deposits.isError ? <p className={fieldStyles.alert}>{errorText(t, deposits.error)}</p> : null}
      {deposits.data && deposits.data.list.length === 0 ? <p className={styles.muted}>{t('payments.deposit.none')}</p> : null}
      {deposits.data && deposits.data.list.length > 0 ? (
        <div className={styles.tableWrap}>
          <table className={styles.table} data-testid="deposit-list">
            <thead>
              <tr>
                <th>{t('payments.columns.time')}</th>
                <th>{t('payments.columns.channel')}</th>
                <th className={styles.num}>{t('payments.columns.amount')}</th>
                <th className={styles.num}>{t('payments.columns.credited')}</th>
                <th>{t('payments.columns.status')}</th>
              </tr>
            </thead>
            <tbody>
              {deposits.data.list.map((d: Deposit) => (
                <tr key={d.id} data-order={d.orderNo}>
                  <td>
                    {formatDateTime(d.createdAt, i18n.language)}
                    <span className={`${styles.note} ${styles.mono}`}>{d.orderNo}</span>
                  </td>
                  <td>{d.channelName}</td>
                  <td className={styles.num}>{formatMoney(d.amount, symbol)}</td>
                  <td className={styles.num}>{formatMoney(d.credited, symbol)}</td>
                  <td>
                    <StatusBadge kind="deposit" status={d.status} />
                    {d.remark ? <span className={styles.note}>{d.remark}</span> : null}
                  </td>
                </tr>
              ))}
            </tbody>
          </table>
        </div>
      ) : null}
    </section>
  );
}
