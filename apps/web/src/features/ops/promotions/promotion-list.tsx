import { useState } from 'react';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import type { OperatorRole } from '@jade/contract/operators';
import { OpsPromotion, OpsPromotionList } from '@jade/contract/promotions';
import { Button } from '@/components/ui/button';
import { DataTable } from '@/components/ui/data-table';
import { QueryState } from '@/components/ui/query-state';
import { csvAmount } from '@/lib/csv';
import { formatDateTime } from '@/lib/dates';
import { errorText } from '@/lib/errors';
import { formatMoney } from '@/lib/money';
import { opsApi } from '../api/ops-api';
import { CsvButton } from '../shell/csv-button';
import { pageHeadStyles } from '../shell/page-head';
import { inputOf } from './promotion-input';
import { PromotionTextsDialog } from './promotion-texts-dialog';

const promotionsQuery = { queryKey: ['ops', 'promotions', 'list'], queryFn: () => opsApi('/ops/promotions', OpsPromotionList) };

/**
 * Every promotion with what it cost (granted, claimed), on or off, its texts, and a ranking's
 * settlement. The admin does all; content edits the texts only; readonly reads.
 */
export function PromotionList({ role }: { role: OperatorRole | undefined }) {
  const { t, i18n } = useTranslation();
  const queryClient = useQueryClient();
  const query = useQuery(promotionsQuery);
  const [editing, setEditing] = useState<OpsPromotion | null>(null);
  const [problem, setProblem] = useState<unknown>(null);
  const [busy, setBusy] = useState<number | null>(null);
  const title = (p: OpsPromotion) => p.title[i18n.language] || p.title.en || '';
  const act = async (p: OpsPromotion, call: () => Promise<unknown>) => {
    setBusy(p.id);
    setProblem(null);
    try {
      await call();
      await queryClient.invalidateQueries({ queryKey: ['ops', 'promotions'] });
    } catch (err) {
      setProblem(err);
    } finally {
      setBusy(null);
    }
  };
  const toggle = (p: OpsPromotion) =>
    act(p, () =>
      opsApi(`/ops/promotions/${p.id}`, OpsPromotion, { method: 'PUT', body: { ...inputOf(p), enabled: !p.enabled } }),
    );
  const settle = (p: OpsPromotion) => act(p, () => opsApi(`/ops/promotions/${p.id}/settle`, OpsPromotion, { method: 'POST' }));
  const rows = query.data?.list ?? [];
  const admin = role === 'admin';
  const editsTexts = admin || role === 'content';
  return (
    <>
      <div className={pageHeadStyles.filters}>
        {query.data ? (
          <p data-testid="ops-promotion-totals">
            {t('ops.promotions.totals', {
              granted: formatMoney(query.data.totals.grantedAmount),
              claimed: formatMoney(query.data.totals.claimedAmount),
            })}
          </p>
        ) : null}
        <CsvButton
          name="promotions"
          load={async () => (await opsApi('/ops/promotions', OpsPromotionList)).list}
          columns={[
            { header: t('ops.promotions.promotion'), cell: (p: OpsPromotion) => p.title.en ?? '' },
            { header: t('ops.promotions.type'), cell: (p) => p.type },
            { header: t('ops.promotions.starts'), cell: (p) => p.startsAt },
            { header: t('ops.promotions.ends'), cell: (p) => p.endsAt ?? '' },
            { header: t('ops.promotions.enabled'), cell: (p) => (p.enabled ? 'yes' : 'no') },
            { header: t('ops.promotions.granted'), cell: (p) => csvAmount(p.cost.grantedAmount) },
            { header: t('ops.promotions.claimed'), cell: (p) => csvAmount(p.cost.claimedAmount) },
          ]}
        />
      </div>
      {problem ? <p role="alert">{errorText(t, problem)}</p> : null}
      <QueryState query={query} empty={rows.length === 0} emptyText={t('ops.shell.common.noRows')}>
        <DataTable
          rows={rows}
          layout="stack"
          data-testid="ops-promotions"
          columns={[
            { header: t('ops.promotions.promotion'), cell: title, rowHeader: true },
            { header: t('ops.promotions.type'), cell: (p) => t(`ops.promotions.types.${p.type}`, { defaultValue: p.type }) },
            {
              header: t('ops.promotions.period'),
              cell: (p) =>
                `${formatDateTime(p.startsAt, i18n.language)} – ${p.endsAt ? formatDateTime(p.endsAt, i18n.language) : t('ops.promotions.noEnd')}`,
            },
            { header: t('ops.promotions.enabled'), cell: (p) => (p.enabled ? t('ops.promotions.on') : t('ops.promotions.off')) },
            {
              header: t('ops.promotions.granted'),
              num: true,
              cell: (p) => `${p.cost.granted} · ${formatMoney(p.cost.grantedAmount)}`,
            },
            {
              header: t('ops.promotions.claimed'),
              num: true,
              cell: (p) => `${p.cost.claimed} · ${formatMoney(p.cost.claimedAmount)}`,
            },
            ...(editsTexts
              ? [
                  {
                    header: t('ops.shell.common.actions'),
                    hideHeader: true,
                    cell: (p: OpsPromotion) => (
                      <span className={pageHeadStyles.filters}>
                        {admin ? (
                          <Button variant="secondary" disabled={busy === p.id} onClick={() => void toggle(p)}>
                            {p.enabled ? t('ops.promotions.turnOff') : t('ops.promotions.turnOn')}
                          </Button>
                        ) : null}
                        {editsTexts ? (
                          <Button variant="secondary" onClick={() => setEditing(p)}>
                            {t('ops.promotions.editTexts')}
                          </Button>
                        ) : null}
                        {admin &&
                        (p.terms.kind === 'RANKING' || p.terms.kind === 'RAFFLE') &&
                        p.endsAt !== null &&
                        Date.parse(p.endsAt) <= Date.now() ? (
                          <Button variant="ghost" disabled={busy === p.id} onClick={() => void settle(p)}>
                            {t('ops.promotions.settle')}
                          </Button>
                        ) : null}
                      </span>
                    ),
                  },
                ]
              : []),
          ]}
        />
      </QueryState>
      {editing ? <PromotionTextsDialog promotion={editing} withBanner={admin} onClose={() => setEditing(null)} /> : null}
    </>
  );
}
