import { useTranslation } from 'react-i18next';
import type { TeamProfitPage } from '@jade/contract/agents';
import { Pager } from '@/components/ui/pager';
import { QueryState } from '@/components/ui/query-state';
import { formatMoney } from '@/lib/money';
import { useTeamProfit } from '../api/get-team-profit';
import styles from './agent.module.css';
import { Signed } from './money';
import { ReportFilters, useReportFilter } from './report-filters';

type Sums = TeamProfitPage['totals'];

/** Agent centre → user loss (palStatementsAgentCopy): profit and loss per team member. */
export function UserLossPage() {
  const { t } = useTranslation();
  const filter = useReportFilter();
  const query = useTeamProfit(filter.query);
  const data = query.data;
  const cells = (s: Sums) => (
    <>
      <td className={styles.num}>{s.rounds}</td>
      <td className={styles.num}>{formatMoney(s.validBet)}</td>
      <td className={styles.num}>
        <Signed minor={s.profit} />
      </td>
      <td className={styles.num}>{formatMoney(s.deposits)}</td>
      <td className={styles.num}>{formatMoney(s.withdrawals)}</td>
    </>
  );
  return (
    <div className={styles.page} data-testid="user-loss">
      <h1>{t('agent.reports.lossTitle')}</h1>
      <ReportFilters filter={filter} />
      <section className={styles.card} aria-label={t('agent.reports.lossTitle')}>
        <QueryState query={query} empty={data?.list.length === 0} emptyText={t('agent.reports.empty')}>
          {data ? (
            <>
              <div className={styles.tableWrap}>
                <table className={styles.table}>
                  <thead>
                    <tr>
                      <th scope="col">{t('agent.team.username')}</th>
                      <th scope="col" className={styles.num}>
                        {t('agent.team.level')}
                      </th>
                      <th scope="col" className={styles.num}>
                        {t('agent.reports.rounds')}
                      </th>
                      <th scope="col" className={styles.num}>
                        {t('agent.overview.validBet')}
                      </th>
                      <th scope="col" className={styles.num}>
                        {t('agent.overview.profitLoss')}
                      </th>
                      <th scope="col" className={styles.num}>
                        {t('agent.overview.deposits')}
                      </th>
                      <th scope="col" className={styles.num}>
                        {t('agent.overview.withdrawals')}
                      </th>
                    </tr>
                  </thead>
                  <tbody>
                    {data.list.map((r) => (
                      <tr key={r.username}>
                        <th scope="row">{r.username}</th>
                        <td className={styles.num}>{r.level}</td>
                        {cells(r)}
                      </tr>
                    ))}
                  </tbody>
                  <tfoot>
                    <tr>
                      <th scope="row" colSpan={2}>
                        {t('agent.reports.thisPage')}
                      </th>
                      {cells(data.pageTotals)}
                    </tr>
                    <tr>
                      <th scope="row" colSpan={2}>
                        {t('agent.reports.wholePeriod')}
                      </th>
                      {cells(data.totals)}
                    </tr>
                  </tfoot>
                </table>
              </div>
              <Pager
                page={data.pageNo}
                pageSize={data.pageSize}
                total={data.total}
                onChange={filter.setPageNo}
                disabled={query.isPlaceholderData}
              />
            </>
          ) : null}
        </QueryState>
      </section>
    </div>
  );
}
