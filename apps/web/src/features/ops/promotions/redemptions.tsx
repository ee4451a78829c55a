import { useState } from 'react';
import { keepPreviousData, useQuery, useQueryClient } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { OpsRedemption, OpsRedemptionPage, REDEEM_STATES } from '@jade/contract/points';
import type { z } from 'zod';
import { Button } from '@/components/ui/button';
import { PagedTable } from '@/components/ui/paged-table';
import { csvAmount } from '@/lib/csv';
import { formatDateTime } from '@/lib/dates';
import { formatMoney } from '@/lib/money';
import { opsApi } from '../api/ops-api';
import { allPages, CsvButton } from '../shell/csv-button';
import { pageHeadStyles } from '../shell/page-head';
import { DecisionDialog } from '../shell/decision-dialog';

type Status = (typeof REDEEM_STATES)[number];
const list = (status: Status | '', pageNo: number, pageSize = 20) =>
  opsApi(`/ops/points/redemptions?pageNo=${pageNo}&pageSize=${pageSize}${status ? `&status=${status}` : ''}`, OpsRedemptionPage);
type OpsRedemptionRow = z.infer<typeof OpsRedemption>;
const Decided = OpsRedemption.omit({ username: true, delivery: true });

/** The points mall's redemptions waiting for delivery: approve (delivered) or reject (the points go back). */
export function Redemptions() {
  const { t, i18n } = useTranslation();
  const queryClient = useQueryClient();
  const [status, setStatus] = useState<Status | ''>('IN_PROCESS');
  const [pageNo, setPageNo] = useState(1);
  const [deciding, setDeciding] = useState<{ row: OpsRedemptionRow; approve: boolean } | null>(null);
  const query = useQuery({
    queryKey: ['ops', 'points', 'redemptions', status, pageNo],
    queryFn: () => list(status, pageNo),
    placeholderData: keepPreviousData,
  });
  const statusText = (s: Status) => t(`ops.promotions.redeemStatus.${s}`);
  return (
    <>
      <div className={pageHeadStyles.filters}>
        <label>
          {t('ops.shell.common.status')}{' '}
          <select
            value={status}
            onChange={(e) => {
              setStatus(e.target.value as Status | '');
              setPageNo(1);
            }}
          >
            <option value="">{t('ops.shell.common.all')}</option>
            {REDEEM_STATES.map((s) => (
              <option key={s} value={s}>
                {statusText(s)}
              </option>
            ))}
          </select>
        </label>
        <CsvButton
          name="point-redemptions"
          load={() =>
            allPages(async (n) => ({ rows: (await list(status, n, 50)).list, more: n * 50 < (query.data?.total ?? 0) }))
          }
          columns={[
            { header: t('ops.shell.common.time'), cell: (r: OpsRedemptionRow) => r.time },
            { header: t('ops.shell.common.member'), cell: (r) => r.username },
            { header: t('ops.promotions.item'), cell: (r) => r.name },
            { header: t('ops.promotions.quantity'), cell: (r) => r.quantity },
            { header: t('ops.promotions.points'), cell: (r) => r.points },
            { header: t('ops.shell.common.amount'), cell: (r) => csvAmount(r.amount) },
            { header: t('ops.promotions.delivery'), cell: (r) => r.delivery ?? '' },
            { header: t('ops.shell.common.status'), cell: (r) => statusText(r.status) },
          ]}
        />
      </div>
      <PagedTable
        query={query}
        onPage={setPageNo}
        emptyText={t('ops.shell.common.noRows')}
        layout="stack"
        data-testid="ops-redemptions"
        columns={[
          { header: t('ops.shell.common.time'), cell: (r) => formatDateTime(r.time, i18n.language) },
          { header: t('ops.shell.common.member'), cell: (r) => r.username, rowHeader: true },
          { header: t('ops.promotions.item'), cell: (r) => `${r.name} × ${r.quantity}` },
          { header: t('ops.promotions.points'), num: true, cell: (r) => r.points.toLocaleString('en') },
          { header: t('ops.shell.common.amount'), num: true, cell: (r) => formatMoney(r.amount) },
          { header: t('ops.promotions.delivery'), cell: (r) => r.delivery ?? '—' },
          { header: t('ops.shell.common.status'), cell: (r) => statusText(r.status) },
          {
            header: t('ops.shell.common.actions'),
            hideHeader: true,
            cell: (r) =>
              r.status === 'IN_PROCESS' ? (
                <span className={pageHeadStyles.filters}>
                  <Button onClick={() => setDeciding({ row: r, approve: true })}>{t('ops.shell.common.approve')}</Button>
                  <Button variant="secondary" onClick={() => setDeciding({ row: r, approve: false })}>
                    {t('ops.shell.common.reject')}
                  </Button>
                </span>
              ) : (
                (r.remark ?? '')
              ),
          },
        ]}
      />
      {deciding ? (
        <DecisionDialog
          title={t(deciding.approve ? 'ops.promotions.approveTitle' : 'ops.promotions.rejectTitle', {
            name: deciding.row.username,
          })}
          action={deciding.approve ? t('ops.shell.common.approve') : t('ops.shell.common.reject')}
          onDecide={async (remark) => {
            await opsApi(`/ops/points/redemptions/${deciding.row.id}/${deciding.approve ? 'approve' : 'reject'}`, Decided, {
              method: 'POST',
              body: remark ? { remark } : {},
            });
            await queryClient.invalidateQueries({ queryKey: ['ops', 'points'] });
          }}
          onClose={() => setDeciding(null)}
        />
      ) : null}
    </>
  );
}
