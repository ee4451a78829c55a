import { useTranslation } from 'react-i18next';
import { OpsRedemption, OpsRedemptionPage, REDEEM_STATES } from '@jade/contract/points';
import type { z } from 'zod';
import { csvAmount } from '@/lib/csv';
import { formatDateTime } from '@/lib/dates';
import { formatMoney } from '@/lib/money';
import { opsApi } from '../api/ops-api';
import { DecisionDialog } from '../shell/decision-dialog';
import { QueueTable } from '../shell/queue-table';
import { useQueue } from '../shell/use-queue';

type Status = (typeof REDEEM_STATES)[number];
const list = ({ status }: { status: Status | '' }, pageNo: number, pageSize = 20) =>
  opsApi(`/ops/points/redemptions?pageNo=${pageNo}&pageSize=${pageSize}${status ? `&status=${status}` : ''}`, OpsRedemptionPage);
type OpsRedemptionRow = z.infer<typeof OpsRedemption>;
type Decision = { row: OpsRedemptionRow; approve: boolean };
const Decided = OpsRedemption.omit({ username: true, delivery: true });

/** The points mall's redemptions waiting for delivery: approve (delivered) or reject (the points go back). */
export function Redemptions() {
  const { t, i18n } = useTranslation();
  const queue = useQueue({
    key: ['ops', 'points', 'redemptions'],
    initial: { status: 'IN_PROCESS' as Status | '' },
    fetchPage: list,
    exportPageSize: 50,
  });
  const statusText = (s: Status) => t(`ops.promotions.redeemStatus.${s}`);
  return (
    <QueueTable
      queue={queue}
      statuses={REDEEM_STATES}
      statusText={statusText}
      csv={{
        name: 'point-redemptions',
        columns: [
          { header: t('ops.shell.common.time'), cell: (r) => r.time },
          { header: t('ops.shell.common.member'), cell: (r) => r.username },
          { header: t('ops.promotions.item'), cell: (r) => r.name },
          { header: t('ops.promotions.quantity'), cell: (r) => r.quantity },
          { header: t('ops.promotions.points'), cell: (r) => r.points },
          { header: t('ops.shell.common.amount'), cell: (r) => csvAmount(r.amount) },
          { header: t('ops.promotions.delivery'), cell: (r) => r.delivery ?? '' },
          { header: t('ops.shell.common.status'), cell: (r) => statusText(r.status) },
        ],
      }}
      data-testid="ops-redemptions"
      columns={[
        { header: t('ops.shell.common.time'), cell: (r) => formatDateTime(r.time, i18n.language) },
        { header: t('ops.shell.common.member'), cell: (r) => r.username, rowHeader: true },
        { header: t('ops.promotions.item'), cell: (r) => `${r.name} × ${r.quantity}` },
        { header: t('ops.promotions.points'), num: true, cell: (r) => r.points.toLocaleString('en') },
        { header: t('ops.shell.common.amount'), num: true, cell: (r) => formatMoney(r.amount) },
        { header: t('ops.promotions.delivery'), cell: (r) => r.delivery ?? '—' },
        { header: t('ops.shell.common.status'), cell: (r) => statusText(r.status) },
      ]}
      actions={(r): { label: string; opens: Decision }[] =>
        r.status === 'IN_PROCESS'
          ? [
              { label: t('ops.shell.common.approve'), opens: { row: r, approve: true } },
              { label: t('ops.shell.common.reject'), opens: { row: r, approve: false } },
            ]
          : []
      }
      settled={(r) => r.remark ?? ''}
      refresh={['ops', 'points']}
      dialog={({ row, approve }, close) => (
        <DecisionDialog
          title={t(approve ? 'ops.promotions.approveTitle' : 'ops.promotions.rejectTitle', { name: row.username })}
          action={approve ? t('ops.shell.common.approve') : t('ops.shell.common.reject')}
          onDecide={(remark) =>
            opsApi(`/ops/points/redemptions/${row.id}/${approve ? 'approve' : 'reject'}`, Decided, {
              method: 'POST',
              body: remark ? { remark } : {},
            })
          }
          onClose={close}
        />
      )}
    />
  );
}
