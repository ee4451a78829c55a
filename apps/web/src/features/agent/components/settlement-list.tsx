import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { ContractKind } from '@jade/contract/agents';
import { Card } from '@/components/ui/card';
import { DateRangeFilter, useDateRange, type DateRangeValue } from '@/components/ui/date-range-filter';
import { PagedTable } from '@/components/ui/paged-table';
import { formatDateTime } from '@/lib/dates';
import { formatMoney } from '@/lib/money';
import { levelPercent } from '@/lib/queries/prize-level';
import { useSettlements } from '../api/get-settlements';
import { percent } from './contract-tiers';

/**
 * Settlement statements (my income): per period, the volume, rate, amount and the downline lines.
 * A lottery rebate's rate is the agent's prize level.
 */
export function SettlementList({ kind }: { kind?: ContractKind }) {
  const { t, i18n } = useTranslation();
  const [range, setRange] = useDateRange('last30');
  const [pageNo, setPageNo] = useState(1);
  const query = useSettlements({ pageNo, pageSize: 20, from: range.from, to: range.to, ...(kind ? { kind } : {}) });
  return (
    <Card aria-label={t('agent.income.statements')}>
      <h2>{t('agent.income.statements')}</h2>
      <DateRangeFilter
        value={range}
        onChange={(r: DateRangeValue) => {
          setRange(r);
          setPageNo(1);
        }}
      />
      <PagedTable
        query={query}
        emptyText={t('agent.reports.empty')}
        onPage={setPageNo}
        columns={[
          { header: t('agent.income.period'), cell: (s) => formatDateTime(s.periodStart, i18n.language) },
          { header: t('agent.income.kind'), cell: (s) => t(`agent.contracts.kinds.${s.kind}`) },
          { header: t('agent.income.volume'), num: true, cell: (s) => formatMoney(s.volume) },
          {
            header: t('agent.contracts.rate'),
            num: true,
            // The lottery rebate has no tier rate: its rate is the agent's prize level (the rebate is the levels' difference).
            cell: (s) =>
              s.kind === 'LOTTERY_REBATE' ? t('agent.income.levelRate', { level: levelPercent(s.rate) }) : percent(s.rate),
          },
          { header: t('agent.reports.amount'), num: true, cell: (s) => formatMoney(s.amount) },
        ]}
        totals={(d) => (
          <>
            <dt>{t('agent.reports.sumOf', { scope: t('agent.reports.thisPage'), what: t('agent.reports.amount') })}</dt>
            <dd>{formatMoney(d.pageTotal)}</dd>
            <dt>{t('agent.reports.sumOf', { scope: t('agent.reports.wholePeriod'), what: t('agent.reports.amount') })}</dt>
            <dd>{formatMoney(d.totalAmount)}</dd>
          </>
        )}
      />
    </Card>
  );
}
