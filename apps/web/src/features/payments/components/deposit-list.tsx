import { useEffect, useRef } from 'react';
import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import type { Deposit } from '@jade/contract/payments';
import { Card } from '@/components/ui/card';
import { DataTable } from '@/components/ui/data-table';
import { fieldStyles } from '@/components/ui/text-field';
import { formatDateTime } from '@/lib/dates';
import { errorText } from '@/lib/errors';
import { formatMoney } from '@/lib/money';
import { depositsQuery } from '../api/get-deposits';
import { useRefreshMoney } from '../hooks/use-refresh-money';
import { StatusBadge } from './status-badge';
import styles from './payments.module.css';
import { useLivePayments } from '../hooks/use-live-payments';

const POLL_MS = 5_000;
const pendingBank = (list: Deposit[] | undefined) => list?.filter((d) => d.kind === 'BANK' && d.status === 'PENDING').length ?? 0;

/**
 * The member's recent deposits with their state. While a bank transfer waits for the operator the
 * list is polled, and a decision refreshes the balance (gateway orders are polled by OrderStatus).
 */
export function DepositList({ symbol }: { symbol: string }) {
  const { t, i18n } = useTranslation();
  useLivePayments();
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
    <Card aria-labelledby="recent-deposits">
      <h2 id="recent-deposits">{t('payments.deposit.recent')}</h2>
      {deposits.isPending ? <p>{t('common.loading')}</p> : null}
      {deposits.isError ? <p className={fieldStyles.alert}>{errorText(t, deposits.error)}</p> : null}
      {deposits.data && deposits.data.list.length === 0 ? <p className={styles.muted}>{t('payments.deposit.none')}</p> : null}
      {deposits.data && deposits.data.list.length > 0 ? (
        <DataTable
          data-testid="deposit-list"
          rows={deposits.data.list}
          rowProps={(d) => ({ 'data-order': d.orderNo })}
          columns={[
            {
              header: t('payments.columns.time'),
              cell: (d) => (
                <>
                  {formatDateTime(d.createdAt, i18n.language)}
                  <span className={`${styles.note} ${styles.mono}`}>{d.orderNo}</span>
                </>
              ),
            },
            { header: t('payments.columns.channel'), cell: (d) => d.channelName },
            { header: t('payments.columns.amount'), num: true, cell: (d) => formatMoney(d.amount, symbol) },
            { header: t('payments.columns.credited'), num: true, cell: (d) => formatMoney(d.credited, symbol) },
            {
              header: t('payments.columns.status'),
              cell: (d) => (
                <>
                  <StatusBadge kind="deposit" status={d.status} />
                  {d.remark ? <span className={styles.note}>{d.remark}</span> : null}
                </>
              ),
            },
          ]}
        />
      ) : null}
    </Card>
  );
}
