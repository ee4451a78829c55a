import { useTranslation } from 'react-i18next';
import type { TeamProfitPage } from '@jade/contract/agents';
import { Card } from '@/components/ui/card';
import { tableStyles, type Column } from '@/components/ui/data-table';
import { PagedTable } from '@/components/ui/paged-table';
import { SignedMoney } from '@/components/ui/signed-money';
import { formatMoney } from '@/lib/money';
import { useTeamProfit } from '../api/get-team-profit';
import styles from './agent.module.css';
import { ReportFilters, useReportFilter } from './report-filters';

type Sums = TeamProfitPage['totals'];
type Row = TeamProfitPage['list'][number];

/** Agent centre → user loss (palStatementsAgentCopy): profit and loss per team member. */
export function UserLossPage() {
  const { t } = useTranslation();
  const filter = useReportFilter();
  const query = useTeamProfit(filter.query);
  const cells = (s: Sums) => (
    <>
      <td className={tableStyles.num}>{s.rounds}</td>
      <td className={tableStyles.num}>{formatMoney(s.validBet)}</td>
      <td className={tableStyles.num}>
        <SignedMoney minor={s.profit} />
      </td>
      <td className={tableStyles.num}>{formatMoney(s.deposits)}</td>
      <td className={tableStyles.num}>{formatMoney(s.withdrawals)}</td>
    </>
  );
  const columns: Column<Row>[] = [
    { header: t('agent.team.username'), rowHeader: true, cell: (r) => r.username },
    { header: t('agent.team.level'), num: true, cell: (r) => r.level },
    { header: t('agent.reports.rounds'), num: true, cell: (r) => r.rounds },
    { header: t('agent.overview.validBet'), num: true, cell: (r) => formatMoney(r.validBet) },
    { header: t('agent.overview.profitLoss'), num: true, cell: (r) => <SignedMoney minor={r.profit} /> },
    { header: t('agent.overview.deposits'), num: true, cell: (r) => formatMoney(r.deposits) },
    { header: t('agent.overview.withdrawals'), num: true, cell: (r) => formatMoney(r.withdrawals) },
  ];
  return (
    <div className={styles.page} data-testid="user-loss">
      <h1>{t('agent.reports.lossTitle')}</h1>
      <ReportFilters filter={filter} />
      <Card aria-label={t('agent.reports.lossTitle')}>
        <PagedTable
          query={query}
          emptyText={t('agent.reports.empty')}
          onPage={filter.setPageNo}
          columns={columns}
          rowKey={(r) => r.username}
          foot={(d) => (
            <>
              <tr>
                <th scope="row" colSpan={2}>
                  {t('agent.reports.thisPage')}
                </th>
                {cells(d.pageTotals)}
              </tr>
              <tr>
                <th scope="row" colSpan={2}>
                  {t('agent.reports.wholePeriod')}
                </th>
                {cells(d.totals)}
              </tr>
            </>
          )}
        />
      </Card>
    </div>
  );
}
