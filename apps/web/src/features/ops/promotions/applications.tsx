import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { APPLICATION_STATES, OpsApplication, OpsApplicationPage } from '@jade/contract/promotions';
import { TextField } from '@/components/ui/text-field';
import { csvAmount } from '@/lib/csv';
import { formatDateTime } from '@/lib/dates';
import { formatMoney, parseMoney } from '@/lib/money';
import { opsApi } from '../api/ops-api';
import { DecisionDialog, type Outcome } from '../shell/decision-dialog';
import { QueueTable } from '../shell/queue-table';
import { Uploads } from '../shell/uploads';
import { useQueue } from '../shell/use-queue';

type Status = (typeof APPLICATION_STATES)[number];
type Decision = { row: OpsApplication; approve: boolean };
const list = ({ status }: { status: Status | '' }, pageNo: number, pageSize = 20) =>
  opsApi(
    `/ops/promotions/applications?pageNo=${pageNo}&pageSize=${pageSize}${status ? `&status=${status}` : ''}`,
    OpsApplicationPage,
  );

/** Approving (the promotion's amount, or another) or rejecting one application, with a remark. */
function ApplicationDialog({ row, approve, onClose }: Decision & { onClose: (o: Outcome | null) => void }) {
  const { t } = useTranslation();
  const [amount, setAmount] = useState('');
  const decide = (remark: string) => {
    const minor = amount.trim() ? parseMoney(amount) : null;
    return opsApi(`/ops/promotions/applications/${row.id}/${approve ? 'approve' : 'reject'}`, OpsApplication, {
      method: 'POST',
      body: { ...(remark ? { remark } : {}), ...(approve && minor ? { amount: minor } : {}) },
    });
  };
  return (
    <DecisionDialog
      title={t(approve ? 'ops.promotions.approveTitle' : 'ops.promotions.rejectTitle', { name: row.username })}
      action={approve ? t('ops.shell.common.approve') : t('ops.shell.common.reject')}
      extra={
        approve ? (
          <TextField
            label={t('ops.promotions.amountOptional')}
            inputMode="decimal"
            value={amount}
            onChange={(e) => setAmount(e.target.value)}
            error={amount.trim() && parseMoney(amount) === null ? t('ops.promotions.amountInvalid') : null}
          />
        ) : undefined
      }
      onDecide={decide}
      onClose={onClose}
    />
  );
}

/** The applications members sent to promotions that ask for one: approve (the promotion's amount or another) or reject. */
export function Applications() {
  const { t, i18n } = useTranslation();
  const queue = useQueue({
    key: ['ops', 'promotions', 'applications'],
    initial: { status: 'APPLYING' as Status | '' },
    fetchPage: list,
    exportPageSize: 50,
  });
  const statusText = (s: Status) => t(`ops.promotions.applicationStatus.${s}`);
  return (
    <QueueTable
      queue={queue}
      statuses={APPLICATION_STATES}
      statusText={statusText}
      csv={{
        name: 'promotion-applications',
        columns: [
          { header: t('ops.shell.common.time'), cell: (r) => r.time },
          { header: t('ops.shell.common.member'), cell: (r) => r.username },
          { header: t('ops.promotions.promotion'), cell: (r) => r.title },
          { header: t('ops.shell.common.status'), cell: (r) => statusText(r.status) },
          { header: t('ops.shell.common.amount'), cell: (r) => (r.amount === null ? '' : csvAmount(r.amount)) },
          { header: t('ops.shell.common.remark'), cell: (r) => r.remark },
        ],
      }}
      data-testid="ops-applications"
      columns={[
        { header: t('ops.shell.common.time'), cell: (r) => formatDateTime(r.time, i18n.language) },
        { header: t('ops.shell.common.member'), cell: (r) => r.username, rowHeader: true },
        { header: t('ops.promotions.promotion'), cell: (r) => r.title },
        { header: t('ops.promotions.note'), cell: (r) => r.remark || '—' },
        { header: t('ops.promotions.attachments'), cell: (r) => <Uploads ids={r.uploadIds} /> },
        { header: t('ops.shell.common.status'), cell: (r) => statusText(r.status) },
        { header: t('ops.shell.common.amount'), num: true, cell: (r) => (r.amount === null ? '—' : formatMoney(r.amount)) },
      ]}
      actions={(r): { label: string; opens: Decision }[] =>
        r.status === 'APPLYING'
          ? [
              { label: t('ops.shell.common.approve'), opens: { row: r, approve: true } },
              { label: t('ops.shell.common.reject'), opens: { row: r, approve: false } },
            ]
          : []
      }
      settled={(r) => r.decisionRemark ?? ''}
      refresh={['ops', 'promotions']}
      dialog={(d, close) => <ApplicationDialog {...d} onClose={close} />}
    />
  );
}
