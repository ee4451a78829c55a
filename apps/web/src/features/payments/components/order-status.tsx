import { useEffect, useState } from 'react';
import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { Card } from '@/components/ui/card';
import { formatMoney } from '@/lib/money';
import { depositsQuery } from '../api/get-deposits';
import { useRefreshMoney } from '../hooks/use-refresh-money';
import { StatusBadge } from './status-badge';
import styles from './payments.module.css';

const POLL_MS = 3_000;
const POLL_FOR_MS = 2 * 60_000;

/**
 * Back from the gateway (`&order=`): the order's state, polled every 3 s while it is pending and
 * for 2 minutes at most (the gateway's callback usually lands within seconds).
 */
export function OrderStatus({ orderNo, symbol }: { orderNo: string; symbol: string }) {
  const { t } = useTranslation();
  const [stopped, setStopped] = useState(false);
  useEffect(() => {
    const timer = setTimeout(() => setStopped(true), POLL_FOR_MS);
    return () => clearTimeout(timer);
  }, [orderNo]);
  const deposits = useQuery({
    ...depositsQuery(),
    refetchInterval: (q) => {
      const order = q.state.data?.list.find((d) => d.orderNo === orderNo);
      return !stopped && (!order || order.status === 'PENDING') ? POLL_MS : false;
    },
  });
  const order = deposits.data?.list.find((d) => d.orderNo === orderNo);
  const decided = order !== undefined && order.status !== 'PENDING';
  const refresh = useRefreshMoney();
  // The order was decided while polling: the header balance has changed too.
  useEffect(() => {
    if (decided) void refresh();
  }, [decided, refresh]);
  return (
    <Card aria-labelledby="order-title" data-testid="order-status">
      <h2 id="order-title">{t('payments.deposit.orderTitle')}</h2>
      {!deposits.data ? <p>{t('common.loading')}</p> : null}
      {deposits.data && !order ? <p className={styles.muted}>{t('payments.deposit.orderNotFound')}</p> : null}
      {order ? (
        <dl className={styles.rows}>
          <dt>{t('payments.deposit.order')}</dt>
          <dd className={styles.mono}>{order.orderNo}</dd>
          <dt>{t('payments.columns.amount')}</dt>
          <dd>{formatMoney(order.amount, symbol)}</dd>
          <dt>{t('payments.columns.status')}</dt>
          <dd>
            <StatusBadge kind="deposit" status={order.status} />
          </dd>
        </dl>
      ) : null}
      {order?.status === 'PENDING' ? (
        <p className={styles.muted} role="status">
          {stopped ? t('payments.deposit.orderStopped') : t('payments.deposit.orderPending')}
        </p>
      ) : null}
    </Card>
  );
}
