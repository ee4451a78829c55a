import { useTranslation } from 'react-i18next';
import { WithdrawalStatus } from '@jade/contract/payments';
import { csvAmount } from '@/lib/csv';
import { formatDateTime } from '@/lib/dates';
import { formatMoney } from '@/lib/money';
import { DecisionDialog } from '../shell/decision-dialog';
import { QueueTable } from '../shell/queue-table';
import { decideWithdrawal, listWithdrawals, useMayDecide, type OpsWithdrawal } from './finance-api';
import { useFinanceQueue, withOrder } from './use-queue';
import styles from './finance.module.css';

type Decision = { row: OpsWithdrawal; decision: 'pay' | 'reject' };

/** The payout account a withdrawal goes to, in full for the operator who pays it. */
export function PayoutCell({ w }: { w: OpsWithdrawal }) {
  return (
    <>
      {w.account.provider} · {w.account.accountName}
      <span className={`${styles.muted} ${styles.mono}`}>{w.accountNumberFull}</span>
    </>
  );
}

/** Withdrawals to pay (the amount is held): pay once the money is sent, or reject to return it to the wallet. */
export function WithdrawalsQueue() {
  const { t, i18n } = useTranslation();
  const mayDecide = useMayDecide();
  const finance = useFinanceQueue<WithdrawalStatus, OpsWithdrawal>('withdrawals', 'PENDING', listWithdrawals);
  const status = (s: WithdrawalStatus) => t(`ops.finance.withdrawalStatus.${s}`);
  const time = (iso: string) => formatDateTime(iso, i18n.language);
  return (
    <QueueTable
      {...finance}
      statuses={WithdrawalStatus.options}
      statusText={status}
      csv={{
        name: 'withdrawals',
        columns: [
          { header: t('ops.shell.common.time'), cell: (w) => w.createdAt },
          { header: t('ops.finance.order'), cell: (w) => w.orderNo },
          { header: t('ops.shell.common.member'), cell: (w) => w.username },
          { header: t('ops.finance.provider'), cell: (w) => w.account.provider },
          { header: t('ops.finance.accountName'), cell: (w) => w.account.accountName },
          { header: t('ops.finance.accountNumber'), cell: (w) => w.accountNumberFull },
          { header: t('ops.shell.common.amount'), cell: (w) => csvAmount(w.amount) },
          { header: t('ops.shell.common.status'), cell: (w) => status(w.status) },
          { header: t('ops.finance.paidAt'), cell: (w) => w.paidAt ?? '' },
          { header: t('ops.shell.common.remark'), cell: (w) => w.remark ?? '' },
        ],
      }}
      data-testid="finance-withdrawals"
      rowProps={(w) => ({ 'data-order': w.orderNo })}
      columns={[
        { header: t('ops.shell.common.time'), cell: (w) => withOrder(time(w.createdAt), w.orderNo) },
        { header: t('ops.shell.common.member'), cell: (w) => w.username, rowHeader: true },
        { header: t('ops.finance.payoutAccount'), cell: (w) => <PayoutCell w={w} /> },
        { header: t('ops.shell.common.amount'), num: true, cell: (w) => formatMoney(w.amount) },
        {
          header: t('ops.shell.common.status'),
          cell: (w) => (
            <>
              <span data-testid="finance-status">{status(w.status)}</span>
              {w.paidAt ? <span className={styles.muted}>{t('ops.finance.paidOn', { time: time(w.paidAt) })}</span> : null}
              {w.remark ? <span className={styles.muted}>{w.remark}</span> : null}
            </>
          ),
        },
      ]}
      actions={(w): { label: string; opens: Decision }[] =>
        w.status === 'PENDING' && mayDecide
          ? [
              { label: t('ops.finance.pay'), opens: { row: w, decision: 'pay' } },
              { label: t('ops.shell.common.reject'), opens: { row: w, decision: 'reject' } },
            ]
          : []
      }
      dialog={({ row, decision }, close) => (
        <DecisionDialog
          title={t(decision === 'pay' ? 'ops.finance.payWithdrawal' : 'ops.finance.rejectWithdrawal')}
          action={decision === 'pay' ? t('ops.finance.confirmPaid') : t('ops.shell.common.reject')}
          summary={
            <>
              <span>{t('ops.finance.withdrawalSummary', { name: row.username, amount: formatMoney(row.amount) })}</span>
              <span>
                <PayoutCell w={row} />
              </span>
              <span className={styles.muted}>{decision === 'pay' ? t('ops.finance.payHint') : t('ops.finance.rejectHint')}</span>
            </>
          }
          onDecide={(remark) => decideWithdrawal(row.id, decision, remark)}
          onClose={close}
        />
      )}
    />
  );
}
