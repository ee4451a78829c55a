import { useState } from 'react';
import { useQueryClient } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import type { WithdrawalStatus } from '@jade/contract/payments';
import { Button } from '@/components/ui/button';
import { PagedTable } from '@/components/ui/paged-table';
import { TextField } from '@/components/ui/text-field';
import { csvAmount } from '@/lib/csv';
import { formatDateTime } from '@/lib/dates';
import { formatMoney, parseMoney } from '@/lib/money';
import { CsvButton } from '../shell/csv-button';
import { Uploads } from '../shell/uploads';
import { DecisionDialog, type Outcome } from '../shell/decision-dialog';
import { DecisionNotice } from './decision-notice';
import {
  FINANCE_KEY,
  listWithdrawals,
  resolveDispute,
  useMayDecide,
  type OpsWithdrawal,
  type WithdrawalFilterStatus,
} from './finance-api';
import { QueueFilters } from './queue-filters';
import { useQueue } from './use-queue';
import { PayoutCell } from './withdrawals-queue';
import styles from './finance.module.css';

const OPEN: readonly WithdrawalStatus[] = ['PARTIAL', 'NOT_RECEIVED'];
const SHOWN: readonly WithdrawalFilterStatus[] = ['DISPUTED', 'PARTIAL', 'NOT_RECEIVED', 'RESOLVED'];

/** What the member says is missing: the amount less what arrived. */
const missing = (w: OpsWithdrawal) => w.amount - (w.receivedAmount ?? 0);

/**
 * Disputes: paid withdrawals the member says arrived in part or not at all, with their proofs.
 * Resolving closes one, returning a refund (the missing amount by default, or any up to the
 * withdrawal; 0 refunds nothing) with a remark the member reads.
 */
export function DisputesQueue() {
  const { t, i18n } = useTranslation();
  const queryClient = useQueryClient();
  const mayDecide = useMayDecide();
  const { filter, setFilter, setPageNo, query, exportRows } = useQueue<WithdrawalFilterStatus, OpsWithdrawal>(
    'disputes',
    'DISPUTED',
    listWithdrawals,
  );
  const [resolving, setResolving] = useState<OpsWithdrawal | null>(null);
  const [refund, setRefund] = useState('');
  const [outcome, setOutcome] = useState<Outcome | null>(null);
  const status = (s: WithdrawalFilterStatus) => t(`ops.finance.withdrawalStatus.${s}`);
  const time = (iso: string) => formatDateTime(iso, i18n.language);
  const refundMinor = parseMoney(refund);
  const refundOk = refundMinor !== null && resolving !== null && refundMinor <= resolving.amount;
  const close = (o: Outcome | null) => {
    setResolving(null);
    if (o) setOutcome(o);
    void queryClient.invalidateQueries({ queryKey: FINANCE_KEY });
  };
  const open = (w: OpsWithdrawal) => {
    setRefund(csvAmount(missing(w)));
    setResolving(w);
  };
  return (
    <>
      <QueueFilters value={filter} onChange={setFilter} statuses={SHOWN.map((s) => ({ value: s, label: status(s) }))}>
        <CsvButton
          name="disputes"
          load={exportRows}
          columns={[
            { header: t('ops.finance.paidAt'), cell: (w: OpsWithdrawal) => w.paidAt ?? '' },
            { header: t('ops.finance.order'), cell: (w) => w.orderNo },
            { header: t('ops.shell.common.member'), cell: (w) => w.username },
            { header: t('ops.finance.accountNumber'), cell: (w) => w.accountNumberFull },
            { header: t('ops.shell.common.amount'), cell: (w) => csvAmount(w.amount) },
            { header: t('ops.finance.received'), cell: (w) => (w.receivedAmount === null ? '' : csvAmount(w.receivedAmount)) },
            { header: t('ops.finance.memberNote'), cell: (w) => w.note ?? '' },
            { header: t('ops.shell.common.status'), cell: (w) => status(w.status) },
            { header: t('ops.finance.refunded'), cell: (w) => (w.refundedAmount === null ? '' : csvAmount(w.refundedAmount)) },
            { header: t('ops.shell.common.remark'), cell: (w) => w.remark ?? '' },
          ]}
        />
      </QueueFilters>
      <DecisionNotice outcome={outcome} />
      <PagedTable
        query={query}
        onPage={setPageNo}
        emptyText={t('ops.shell.common.noRows')}
        layout="stack"
        data-testid="finance-disputes"
        rowProps={(w) => ({ 'data-order': w.orderNo })}
        columns={[
          {
            header: t('ops.finance.paidAt'),
            cell: (w) => (
              <>
                {w.paidAt ? time(w.paidAt) : '—'}
                <span className={`${styles.muted} ${styles.mono}`}>{w.orderNo}</span>
              </>
            ),
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
          {
            header: t('ops.shell.common.actions'),
            hideHeader: true,
            cell: (w) =>
              OPEN.includes(w.status) && mayDecide ? <Button onClick={() => open(w)}>{t('ops.finance.resolve')}</Button> : '—',
          },
        ]}
      />
      {resolving ? (
        <DecisionDialog
          title={t('ops.finance.resolveDispute')}
          action={t('ops.finance.resolve')}
          remarkRequired
          ready={refundOk}
          summary={
            <>
              <span>
                {t('ops.finance.withdrawalSummary', { name: resolving.username, amount: formatMoney(resolving.amount) })}
              </span>
              <span className={styles.muted}>
                {t('ops.finance.receivedNote', { amount: formatMoney(resolving.receivedAmount ?? 0) })}
              </span>
            </>
          }
          extra={
            <TextField
              label={t('ops.finance.refundAmount')}
              inputMode="decimal"
              value={refund}
              onChange={(e) => setRefund(e.target.value)}
              error={refundOk ? null : t('ops.finance.refundInvalid', { max: formatMoney(resolving.amount) })}
            />
          }
          onDecide={(remark) => resolveDispute(resolving.id, refundMinor ?? 0, remark)}
          onClose={close}
        />
      ) : null}
    </>
  );
}
