import { useState } from 'react';
import { keepPreviousData, useQuery, useQueryClient } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { APPLICATION_STATES, OpsApplication, OpsApplicationPage } from '@jade/contract/promotions';
import { Button } from '@/components/ui/button';
import { PagedTable } from '@/components/ui/paged-table';
import { TextField } from '@/components/ui/text-field';
import { csvAmount } from '@/lib/csv';
import { formatDateTime } from '@/lib/dates';
import { formatMoney, parseMoney } from '@/lib/money';
import { opsApi } from '../api/ops-api';
import { allPages, CsvButton } from '../shell/csv-button';
import { pageHeadStyles } from '../shell/page-head';
import { DecisionDialog } from '../shell/decision-dialog';
import { Uploads } from '../shell/uploads';

type Status = (typeof APPLICATION_STATES)[number];
const list = (status: Status | '', pageNo: number, pageSize = 20) =>
  opsApi(
    `/ops/promotions/applications?pageNo=${pageNo}&pageSize=${pageSize}${status ? `&status=${status}` : ''}`,
    OpsApplicationPage,
  );

/** The applications members sent to promotions that ask for one: approve (the promotion's amount or another) or reject. */
export function Applications() {
  const { t, i18n } = useTranslation();
  const queryClient = useQueryClient();
  const [status, setStatus] = useState<Status | ''>('APPLYING');
  const [pageNo, setPageNo] = useState(1);
  const [deciding, setDeciding] = useState<{ row: OpsApplication; approve: boolean } | null>(null);
  const [amount, setAmount] = useState('');
  const query = useQuery({
    queryKey: ['ops', 'promotions', 'applications', status, pageNo],
    queryFn: () => list(status, pageNo),
    placeholderData: keepPreviousData,
  });
  const decide = async (row: OpsApplication, approve: boolean, remark: string) => {
    const minor = amount.trim() ? parseMoney(amount) : null;
    await opsApi(`/ops/promotions/applications/${row.id}/${approve ? 'approve' : 'reject'}`, OpsApplication, {
      method: 'POST',
      body: { ...(remark ? { remark } : {}), ...(approve && minor ? { amount: minor } : {}) },
    });
    await queryClient.invalidateQueries({ queryKey: ['ops', 'promotions'] });
  };
  const statusText = (s: Status) => t(`ops.promotions.applicationStatus.${s}`);
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
            {APPLICATION_STATES.map((s) => (
              <option key={s} value={s}>
                {statusText(s)}
              </option>
            ))}
          </select>
        </label>
        <CsvButton
          name="promotion-applications"
          load={() =>
            allPages(async (n) => ({ rows: (await list(status, n, 50)).list, more: n * 50 < (query.data?.total ?? 0) }))
          }
          columns={[
            { header: t('ops.shell.common.time'), cell: (r: OpsApplication) => r.time },
            { header: t('ops.shell.common.member'), cell: (r) => r.username },
            { header: t('ops.promotions.promotion'), cell: (r) => r.title },
            { header: t('ops.shell.common.status'), cell: (r) => statusText(r.status) },
            { header: t('ops.shell.common.amount'), cell: (r) => (r.amount === null ? '' : csvAmount(r.amount)) },
            { header: t('ops.shell.common.remark'), cell: (r) => r.remark },
          ]}
        />
      </div>
      <PagedTable
        query={query}
        onPage={setPageNo}
        emptyText={t('ops.shell.common.noRows')}
        layout="stack"
        data-testid="ops-applications"
        columns={[
          { header: t('ops.shell.common.time'), cell: (r) => formatDateTime(r.time, i18n.language) },
          { header: t('ops.shell.common.member'), cell: (r) => r.username, rowHeader: true },
          { header: t('ops.promotions.promotion'), cell: (r) => r.title },
          { header: t('ops.promotions.note'), cell: (r) => r.remark || '—' },
          { header: t('ops.promotions.attachments'), cell: (r) => <Uploads ids={r.uploadIds} /> },
          { header: t('ops.shell.common.status'), cell: (r) => statusText(r.status) },
          { header: t('ops.shell.common.amount'), num: true, cell: (r) => (r.amount === null ? '—' : formatMoney(r.amount)) },
          {
            header: t('ops.shell.common.actions'),
            hideHeader: true,
            cell: (r) =>
              r.status === 'APPLYING' ? (
                <span className={pageHeadStyles.filters}>
                  <Button
                    onClick={() => {
                      setAmount('');
                      setDeciding({ row: r, approve: true });
                    }}
                  >
                    {t('ops.shell.common.approve')}
                  </Button>
                  <Button variant="secondary" onClick={() => setDeciding({ row: r, approve: false })}>
                    {t('ops.shell.common.reject')}
                  </Button>
                </span>
              ) : (
                (r.decisionRemark ?? '')
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
          extra={
            deciding.approve ? (
              <TextField
                label={t('ops.promotions.amountOptional')}
                inputMode="decimal"
                value={amount}
                onChange={(e) => setAmount(e.target.value)}
                error={amount.trim() && parseMoney(amount) === null ? t('ops.promotions.amountInvalid') : null}
              />
            ) : undefined
          }
          onDecide={(remark) => decide(deciding.row, deciding.approve, remark)}
          onClose={() => setDeciding(null)}
        />
      ) : null}
    </>
  );
}
