import { useState } from 'react';
import { useQueryClient } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { WithdrawalStatus } from '@jade/contract/payments';
import { Button } from '@/components/ui/button';
import { PagedTable } from '@/components/ui/paged-table';
import { csvAmount } from '@/lib/csv';
import { formatDateTime } from '@/lib/dates';
import { formatMoney } from '@/lib/money';
import { CsvButton } from '../shell/csv-button';
import { pageHeadStyles } from '../shell/page-head';
import { DecisionDialog, type Outcome } from '../shell/decision-dialog';
import { DecisionNotice } from './decision-notice';
import { decideWithdrawal, FINANCE_KEY, listWithdrawals, useMayDecide, type OpsWithdrawal } from './finance-api';
import { QueueFilters } from './queue-filters';
import { useQueue } from './use-queue';
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
  const queryClient = useQueryClient();
  const mayDecide = useMayDecide();
  const { filter, setFilter, setPageNo, query, exportRows } = useQueue<WithdrawalStatus, OpsWithdrawal>(
    'withdrawals',
    'PENDING',
    listWithdrawals,
  );
  const [deciding, setDeciding] = useState<Decision | null>(null);
  const [outcome, setOutcome] = useState<Outcome | null>(null);
  const status = (s: WithdrawalStatus) => t(`ops.finance.withdrawalStatus.${s}`);
  const time = (iso: string) => formatDateTime(iso, i18n.language);
  const close = (o: Outcome | null) => {
    setDeciding(null);
    if (o) setOutcome(o);
    void queryClient.invalidateQueries({ queryKey: FINANCE_KEY });
  };
  return (
    <>
      <QueueFilters
        value={filter}
        onChange={setFilter}
        statuses={WithdrawalStatus.options.map((s) => ({ value: s, label: status(s) }))}
      >
        <CsvButton
          name="withdrawals"
          load={exportRows}
          columns={[
            { header: t('ops.shell.common.time'), cell: (w: OpsWithdrawal) => w.createdAt },
            { header: t('ops.finance.order'), cell: (w) => w.orderNo },
            { header: t('ops.shell.common.member'), cell: (w) => w.username },
            { header: t('ops.finance.provider'), cell: (w) => w.account.provider },
            { header: t('ops.finance.accountName'), cell: (w) => w.account.accountName },
            { header: t('ops.finance.accountNumber'), cell: (w) => w.accountNumberFull },
            { header: t('ops.shell.common.amount'), cell: (w) => csvAmount(w.amount) },
            { header: t('ops.shell.common.status'), cell: (w) => status(w.status) },
            { header: t('ops.finance.paidAt'), cell: (w) => w.paidAt ?? '' },
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
        data-testid="finance-withdrawals"
        rowProps={(w) => ({ 'data-order': w.orderNo })}
        columns={[
          {
            header: t('ops.shell.common.time'),
            cell: (w) => (
              <>
                {time(w.createdAt)}
                <span className={`${styles.muted} ${styles.mono}`}>{w.orderNo}</span>
              </>
            ),
          },
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
          {
            header: t('ops.shell.common.actions'),
            hideHeader: true,
            cell: (w) =>
              w.status === 'PENDING' && mayDecide ? (
                <span className={pageHeadStyles.filters}>
                  <Button onClick={() => setDeciding({ row: w, decision: 'pay' })}>{t('ops.finance.pay')}</Button>
                  <Button variant="secondary" onClick={() => setDeciding({ row: w, decision: 'reject' })}>
                    {t('ops.shell.common.reject')}
                  </Button>
                </span>
              ) : (
                '—'
              ),
          },
        ]}
      />
      {deciding ? (
        <DecisionDialog
          title={t(deciding.decision === 'pay' ? 'ops.finance.payWithdrawal' : 'ops.finance.rejectWithdrawal')}
          action={deciding.decision === 'pay' ? t('ops.finance.confirmPaid') : t('ops.shell.common.reject')}
          summary={
            <>
              <span>
                {t('ops.finance.withdrawalSummary', { name: deciding.row.username, amount: formatMoney(deciding.row.amount) })}
              </span>
              <span>
                <PayoutCell w={deciding.row} />
              </span>
              <span className={styles.muted}>
                {deciding.decision === 'pay' ? t('ops.finance.payHint') : t('ops.finance.rejectHint')}
              </span>
            </>
          }
          onDecide={(remark) => decideWithdrawal(deciding.row.id, deciding.decision, remark)}
          onClose={close}
        />
      ) : null}
    </>
  );
}
