import { useTranslation } from 'react-i18next';
import { DepositStatus } from '@jade/contract/payments';
import { csvAmount } from '@/lib/csv';
import { formatDateTime } from '@/lib/dates';
import { formatMoney } from '@/lib/money';
import { DecisionDialog } from '../shell/decision-dialog';
import { QueueTable } from '../shell/queue-table';
import { Uploads } from '../shell/uploads';
import { decideDeposit, listDeposits, useMayDecide, type OpsDeposit } from './finance-api';
import { useFinanceQueue, withOrder } from './use-queue';
import styles from './finance.module.css';

type Decision = { row: OpsDeposit; decision: 'approve' | 'reject' };

/** Deposits waiting for the operator (bank transfers with their receipt): approve credits the wallet, reject refuses. */
export function DepositsQueue() {
  const { t, i18n } = useTranslation();
  const mayDecide = useMayDecide();
  const finance = useFinanceQueue('deposits', 'PENDING', listDeposits);
  const status = (s: DepositStatus) => t(`ops.finance.depositStatus.${s}`);
  const time = (iso: string) => formatDateTime(iso, i18n.language);
  return (
    <QueueTable
      {...finance}
      statuses={DepositStatus.options}
      statusText={status}
      csv={{
        name: 'deposits',
        columns: [
          { header: t('ops.shell.common.time'), cell: (d) => d.createdAt },
          { header: t('ops.finance.order'), cell: (d) => d.orderNo },
          { header: t('ops.shell.common.member'), cell: (d) => d.username },
          { header: t('ops.finance.channel'), cell: (d) => d.channelName },
          { header: t('ops.shell.common.amount'), cell: (d) => csvAmount(d.amount) },
          { header: t('ops.finance.fee'), cell: (d) => csvAmount(d.fee) },
          { header: t('ops.finance.credited'), cell: (d) => csvAmount(d.credited) },
          { header: t('ops.finance.reference'), cell: (d) => d.reference ?? '' },
          { header: t('ops.shell.common.status'), cell: (d) => status(d.status) },
          { header: t('ops.finance.decidedAt'), cell: (d) => d.decidedAt ?? '' },
          { header: t('ops.shell.common.remark'), cell: (d) => d.remark ?? '' },
        ],
      }}
      data-testid="finance-deposits"
      rowProps={(d) => ({ 'data-order': d.orderNo })}
      columns={[
        { header: t('ops.shell.common.time'), cell: (d) => withOrder(time(d.createdAt), d.orderNo) },
        { header: t('ops.shell.common.member'), cell: (d) => d.username, rowHeader: true },
        { header: t('ops.finance.channel'), cell: (d) => d.channelName },
        {
          header: t('ops.shell.common.amount'),
          num: true,
          cell: (d) => (
            <>
              {formatMoney(d.amount)}
              {d.fee > 0 ? (
                <span className={styles.muted}>{t('ops.finance.creditedNote', { amount: formatMoney(d.credited) })}</span>
              ) : null}
            </>
          ),
        },
        { header: t('ops.finance.reference'), cell: (d) => d.reference ?? '—' },
        { header: t('ops.finance.receipt'), cell: (d) => <Uploads ids={d.receiptUploadId ? [d.receiptUploadId] : []} /> },
        {
          header: t('ops.shell.common.status'),
          cell: (d) => (
            <>
              <span data-testid="finance-status">{status(d.status)}</span>
              {d.remark ? <span className={styles.muted}>{d.remark}</span> : null}
            </>
          ),
        },
      ]}
      actions={(d): { label: string; opens: Decision }[] =>
        d.status === 'PENDING' && mayDecide
          ? [
              { label: t('ops.shell.common.approve'), opens: { row: d, decision: 'approve' } },
              { label: t('ops.shell.common.reject'), opens: { row: d, decision: 'reject' } },
            ]
          : []
      }
      settled={(d) => (d.decidedAt ? time(d.decidedAt) : '—')}
      dialog={({ row, decision }, close) => (
        <DecisionDialog
          title={t(decision === 'approve' ? 'ops.finance.approveDeposit' : 'ops.finance.rejectDeposit')}
          action={decision === 'approve' ? t('ops.shell.common.approve') : t('ops.shell.common.reject')}
          summary={
            <>
              <span>
                {t('ops.finance.depositSummary', {
                  name: row.username,
                  amount: formatMoney(row.amount),
                  channel: row.channelName,
                })}
              </span>
              <span className={styles.muted}>{t('ops.finance.creditedNote', { amount: formatMoney(row.credited) })}</span>
            </>
          }
          onDecide={(remark) => decideDeposit(row.id, decision, remark)}
          onClose={close}
        />
      )}
    />
  );
}
