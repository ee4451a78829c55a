import { useState } from 'react';
import { useQueryClient } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { DepositStatus } from '@jade/contract/payments';
import { Button } from '@/components/ui/button';
import { PagedTable } from '@/components/ui/paged-table';
import { csvAmount } from '@/lib/csv';
import { formatDateTime } from '@/lib/dates';
import { formatMoney } from '@/lib/money';
import { CsvButton } from '../shell/csv-button';
import { pageHeadStyles } from '../shell/page-head';
import { Uploads } from '../shell/uploads';
import { DecisionDialog, type Outcome } from '../shell/decision-dialog';
import { decideDeposit, FINANCE_KEY, listDeposits, useMayDecide, type OpsDeposit } from './finance-api';
import { DecisionNotice } from './decision-notice';
import { QueueFilters } from './queue-filters';
import { useQueue } from './use-queue';
import styles from './finance.module.css';

type Decision = { row: OpsDeposit; decision: 'approve' | 'reject' };

/** Deposits waiting for the operator (bank transfers with their receipt): approve credits the wallet, reject refuses. */
export function DepositsQueue() {
  const { t, i18n } = useTranslation();
  const queryClient = useQueryClient();
  const mayDecide = useMayDecide();
  const { filter, setFilter, setPageNo, query, exportRows } = useQueue<DepositStatus, OpsDeposit>(
    'deposits',
    'PENDING',
    listDeposits,
  );
  const [deciding, setDeciding] = useState<Decision | null>(null);
  const [outcome, setOutcome] = useState<Outcome | null>(null);
  const status = (s: DepositStatus) => t(`ops.finance.depositStatus.${s}`);
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
        statuses={DepositStatus.options.map((s) => ({ value: s, label: status(s) }))}
      >
        <CsvButton
          name="deposits"
          load={exportRows}
          columns={[
            { header: t('ops.shell.common.time'), cell: (d: OpsDeposit) => d.createdAt },
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
          ]}
        />
      </QueueFilters>
      <DecisionNotice outcome={outcome} />
      <PagedTable
        query={query}
        onPage={setPageNo}
        emptyText={t('ops.shell.common.noRows')}
        layout="stack"
        data-testid="finance-deposits"
        rowProps={(d) => ({ 'data-order': d.orderNo })}
        columns={[
          {
            header: t('ops.shell.common.time'),
            cell: (d) => (
              <>
                {time(d.createdAt)}
                <span className={`${styles.muted} ${styles.mono}`}>{d.orderNo}</span>
              </>
            ),
          },
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
          {
            header: t('ops.shell.common.actions'),
            hideHeader: true,
            cell: (d) =>
              d.status === 'PENDING' && mayDecide ? (
                <span className={pageHeadStyles.filters}>
                  <Button onClick={() => setDeciding({ row: d, decision: 'approve' })}>{t('ops.shell.common.approve')}</Button>
                  <Button variant="secondary" onClick={() => setDeciding({ row: d, decision: 'reject' })}>
                    {t('ops.shell.common.reject')}
                  </Button>
                </span>
              ) : d.decidedAt ? (
                time(d.decidedAt)
              ) : (
                '—'
              ),
          },
        ]}
      />
      {deciding ? (
        <DecisionDialog
          title={t(deciding.decision === 'approve' ? 'ops.finance.approveDeposit' : 'ops.finance.rejectDeposit')}
          action={deciding.decision === 'approve' ? t('ops.shell.common.approve') : t('ops.shell.common.reject')}
          summary={
            <>
              <span>
                {t('ops.finance.depositSummary', {
                  name: deciding.row.username,
                  amount: formatMoney(deciding.row.amount),
                  channel: deciding.row.channelName,
                })}
              </span>
              <span className={styles.muted}>
                {t('ops.finance.creditedNote', { amount: formatMoney(deciding.row.credited) })}
              </span>
            </>
          }
          onDecide={(remark) => decideDeposit(deciding.row.id, deciding.decision, remark)}
          onClose={close}
        />
      ) : null}
    </>
  );
}
