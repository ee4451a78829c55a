import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { Withdrawal } from '@jade/contract/payments';
import { Button } from '@/components/ui/button';
import { fieldStyles } from '@/components/ui/text-field';
import { formatDateTime } from '@/lib/dates';
import { errorText } from '@/lib/errors';
import { formatMoney } from '@/lib/money';
import { useWithdrawals } from '../api/get-withdrawals';
import { ConfirmReceiptDialog } from './confirm-receipt-dialog';
import { StatusBadge } from './status-badge';
import styles from './payments.module.css';

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
  const withdrawals = useWithdrawals();
  const [confirming, setConfirming] = useState<Withdrawal | null>(null);
  const list = withdrawals.data?.list ?? [];
  return (
    <section className={styles.card} aria-labelledby="withdrawal-list">
      <h2 id="withdrawal-list">{t('payments.withdraw.list')}</h2>
      {withdrawals.isPending ? <p>{t('common.loading')}</p> : null}
      {withdrawals.isError ? <p className={fieldStyles.alert}>{errorText(t, withdrawals.error)}</p> : null}
      {withdrawals.data && list.length === 0 ? <p className={styles.muted}>{t('payments.withdraw.none')}</p> : null}
      {list.length > 0 ? (
        <div className={styles.tableWrap}>
          <table className={styles.table} data-testid="withdrawal-list">
            <thead>
              <tr>
                <th>{t('payments.columns.time')}</th>
                <th>{t('payments.columns.account')}</th>
                <th className={styles.num}>{t('payments.columns.amount')}</th>
                <th>{t('payments.columns.status')}</th>
                <th>
                  <span className="visually-hidden">{t('payments.columns.actions')}</span>
                </th>
              </tr>
            </thead>
            <tbody>
              {list.map((w) => (
                <tr key={w.id} data-order={w.orderNo}>
                  <td>
                    {formatDateTime(w.createdAt, i18n.language)}
                    <span className={`${styles.note} ${styles.mono}`}>{w.orderNo}</span>
                  </td>
                  <td>
                    {w.account.provider}
                    <span className={`${styles.note} ${styles.mono}`}>{w.account.accountNumber}</span>
                  </td>
                  <td className={styles.num}>{formatMoney(w.amount, symbol)}</td>
                  <td>
                    <StatusBadge kind="withdrawal" status={w.status} />
                    <StateNote w={w} symbol={symbol} />
                  </td>
                  <td>
                    {w.status === 'PAID' ? (
                      <Button variant="secondary" onClick={() => setConfirming(w)}>
                        {t('payments.receipt.open')}
                      </Button>
                    ) : null}
                  </td>
                </tr>
              ))}
            </tbody>
          </table>
        </div>
      ) : null}
      {confirming ? <ConfirmReceiptDialog withdrawal={confirming} symbol={symbol} onClose={() => setConfirming(null)} /> : null}
    </section>
  );
}
