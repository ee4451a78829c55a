import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { Withdrawal } from '@jade/contract/payments';
import { Button } from '@/components/ui/button';
import { Card } from '@/components/ui/card';
import { DataTable } from '@/components/ui/data-table';
import { fieldStyles } from '@/components/ui/text-field';
import { formatDateTime } from '@/lib/dates';
import { errorText } from '@/lib/errors';
import { formatMoney } from '@/lib/money';
import { useWithdrawals } from '../api/get-withdrawals';
import { ConfirmReceiptDialog } from './confirm-receipt-dialog';
import { StatusBadge } from './status-badge';
import styles from './payments.module.css';
import { useLivePayments } from '../hooks/use-live-payments';

/** What the member should know about a withdrawal in its state, under its badge. */
function StateNote({ w, symbol }: { w: Withdrawal; symbol: string }) {
  const { t, i18n } = useTranslation();
  switch (w.status) {
    case 'PAID':
      return w.confirmBy ? (
        <span className={styles.note}>
          {t('payments.withdraw.confirmBy', { time: formatDateTime(w.confirmBy, i18n.language) })}
        </span>
      ) : null;
    case 'FORCED_RECEIVED':
      return <span className={styles.note}>{t('payments.withdraw.forced')}</span>;
    case 'PARTIAL':
    case 'NOT_RECEIVED':
      return <span className={styles.note}>{t('payments.withdraw.review')}</span>;
    case 'RESOLVED':
      return (
        <span className={styles.note}>
          {t('payments.withdraw.refunded', { amount: formatMoney(w.refundedAmount ?? 0, symbol) })}
        </span>
      );
    default:
      return w.remark ? <span className={styles.note}>{w.remark}</span> : null;
  }
}

/** The member's withdrawals; a PAID one asks whether the money arrived. */
export function WithdrawalList({ symbol }: { symbol: string }) {
  const { t, i18n } = useTranslation();
  useLivePayments();
  const withdrawals = useWithdrawals();
  const [confirming, setConfirming] = useState<Withdrawal | null>(null);
  const list = withdrawals.data?.list ?? [];
  return (
    <Card aria-labelledby="withdrawal-list">
      <h2 id="withdrawal-list">{t('payments.withdraw.list')}</h2>
      {withdrawals.isPending ? <p>{t('common.loading')}</p> : null}
      {withdrawals.isError ? <p className={fieldStyles.alert}>{errorText(t, withdrawals.error)}</p> : null}
      {withdrawals.data && list.length === 0 ? <p className={styles.muted}>{t('payments.withdraw.none')}</p> : null}
      {list.length > 0 ? (
        <DataTable
          data-testid="withdrawal-list"
          rows={list}
          rowProps={(w) => ({ 'data-order': w.orderNo })}
          columns={[
            {
              header: t('payments.columns.time'),
              cell: (w) => (
                <>
                  {formatDateTime(w.createdAt, i18n.language)}
                  <span className={`${styles.note} ${styles.mono}`}>{w.orderNo}</span>
                </>
              ),
            },
            {
              header: t('payments.columns.account'),
              cell: (w) => (
                <>
                  {w.account.provider}
                  <span className={`${styles.note} ${styles.mono}`}>{w.account.accountNumber}</span>
                </>
              ),
            },
            { header: t('payments.columns.amount'), num: true, cell: (w) => formatMoney(w.amount, symbol) },
            {
              header: t('payments.columns.status'),
              cell: (w) => (
                <>
                  <StatusBadge kind="withdrawal" status={w.status} />
                  <StateNote w={w} symbol={symbol} />
                </>
              ),
            },
            {
              header: t('payments.columns.actions'),
              hideHeader: true,
              cell: (w) =>
                w.status === 'PAID' ? (
                  <Button variant="secondary" onClick={() => setConfirming(w)}>
                    {t('payments.receipt.open')}
                  </Button>
                ) : null,
            },
          ]}
        />
      ) : null}
      {confirming ? <ConfirmReceiptDialog withdrawal={confirming} symbol={symbol} onClose={() => setConfirming(null)} /> : null}
    </Card>
  );
}
