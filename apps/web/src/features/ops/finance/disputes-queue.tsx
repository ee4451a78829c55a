import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { WithdrawalStatus } from '@jade/contract/payments';
import { TextField } from '@/components/ui/text-field';
import { csvAmount } from '@/lib/csv';
import { formatDateTime } from '@/lib/dates';
import { formatMoney, parseMoney } from '@/lib/money';
import { DecisionDialog, type Outcome } from '../shell/decision-dialog';
import { QueueTable } from '../shell/queue-table';
import { Uploads } from '../shell/uploads';
import { listWithdrawals, resolveDispute, useMayDecide, type OpsWithdrawal, type WithdrawalFilterStatus } from './finance-api';
import { useFinanceQueue, withOrder } from './use-queue';
import { PayoutCell } from './withdrawals-queue';
import styles from './finance.module.css';

const OPEN: readonly WithdrawalStatus[] = ['PARTIAL', 'NOT_RECEIVED'];
const SHOWN: readonly WithdrawalFilterStatus[] = ['DISPUTED', 'PARTIAL', 'NOT_RECEIVED', 'RESOLVED'];

/** What the member says is missing: the amount less what arrived. */
const missing = (w: OpsWithdrawal) => w.amount - (w.receivedAmount ?? 0);

/** Resolving a dispute: a refund (the missing amount by default, up to the withdrawal; 0 refunds nothing) and a remark. */
function ResolveDialog({ w, onClose }: { w: OpsWithdrawal; onClose: (o: Outcome | null) => void }) {
  const { t } = useTranslation();
  const [refund, setRefund] = useState(() => csvAmount(missing(w)));
  const refundMinor = parseMoney(refund);
  const refundOk = refundMinor !== null && refundMinor <= w.amount;
  return (
    <DecisionDialog
      title={t('ops.finance.resolveDispute')}
      action={t('ops.finance.resolve')}
      remarkRequired
      ready={refundOk}
      summary={
        <>
          <span>{t('ops.finance.withdrawalSummary', { name: w.username, amount: formatMoney(w.amount) })}</span>
          <span className={styles.muted}>{t('ops.finance.receivedNote', { amount: formatMoney(w.receivedAmount ?? 0) })}</span>
        </>
      }
      extra={
        <TextField
          label={t('ops.finance.refundAmount')}
          inputMode="decimal"
          value={refund}
          onChange={(e) => setRefund(e.target.value)}
          error={refundOk ? null : t('ops.finance.refundInvalid', { max: formatMoney(w.amount) })}
        />
      }
      onDecide={(remark) => resolveDispute(w.id, refundMinor ?? 0, remark)}
      onClose={onClose}
    />
  );
}

/**
 * Disputes: paid withdrawals the member says arrived in part or not at all, with their proofs.
 * Resolving closes one, returning a refund with a remark the member reads.
 */
export function DisputesQueue() {
  const { t, i18n } = useTranslation();
  const mayDecide = useMayDecide();
  const finance = useFinanceQueue('disputes', 'DISPUTED', listWithdrawals);
  const status = (s: WithdrawalFilterStatus) => t(`ops.finance.withdrawalStatus.${s}`);
  return (
    <QueueTable
      {...finance}
      statuses={SHOWN}
      statusText={status}
      csv={{
        name: 'disputes',
        columns: [
          { header: t('ops.finance.paidAt'), cell: (w) => w.paidAt ?? '' },
          { header: t('ops.finance.order'), cell: (w) => w.orderNo },
          { header: t('ops.shell.common.member'), cell: (w) => w.username },
          { header: t('ops.finance.accountNumber'), cell: (w) => w.accountNumberFull },
          { header: t('ops.shell.common.amount'), cell: (w) => csvAmount(w.amount) },
          { header: t('ops.finance.received'), cell: (w) => (w.receivedAmount === null ? '' : csvAmount(w.receivedAmount)) },
          { header: t('ops.finance.memberNote'), cell: (w) => w.note ?? '' },
          { header: t('ops.shell.common.status'), cell: (w) => status(w.status) },
          { header: t('ops.finance.refunded'), cell: (w) => (w.refundedAmount === null ? '' : csvAmount(w.refundedAmount)) },
          { header: t('ops.shell.common.remark'), cell: (w) => w.remark ?? '' },
        ],
      }}
      data-testid="finance-disputes"
      rowProps={(w) => ({ 'data-order': w.orderNo })}
      columns={[
        {
          header: t('ops.finance.paidAt'),
          cell: (w) => withOrder(w.paidAt ? formatDateTime(w.paidAt, i18n.language) : '—', w.orderNo),
        },
        { header: t('ops.shell.common.member'), cell: (w) => w.username, rowHeader: true },
        { header: t('ops.finance.payoutAccount'), cell: (w) => <PayoutCell w={w} /> },
        {
          header: t('ops.shell.common.amount'),
          num: true,
          cell: (w) => (
            <>
              {formatMoney(w.amount)}
              <span className={styles.muted}>
                {t('ops.finance.receivedNote', { amount: formatMoney(w.receivedAmount ?? 0) })}
              </span>
            </>
          ),
        },
        { header: t('ops.finance.memberNote'), cell: (w) => w.note || '—' },
        { header: t('ops.finance.proofs'), cell: (w) => <Uploads ids={w.proofUploadIds} /> },
        {
          header: t('ops.shell.common.status'),
          cell: (w) => (
            <>
              <span data-testid="finance-status">{status(w.status)}</span>
              {w.refundedAmount !== null ? (
                <span className={styles.muted}>{t('ops.finance.refundedNote', { amount: formatMoney(w.refundedAmount) })}</span>
              ) : null}
              {w.remark ? <span className={styles.muted}>{w.remark}</span> : null}
            </>
          ),
        },
      ]}
      actions={(w) => (OPEN.includes(w.status) && mayDecide ? [{ label: t('ops.finance.resolve'), opens: w }] : [])}
      dialog={(w, close) => <ResolveDialog w={w} onClose={close} />}
    />
  );
}
