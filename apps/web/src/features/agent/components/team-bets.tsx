import { useTranslation } from 'react-i18next';
import { Pager } from '@/components/ui/pager';
import { QueryState } from '@/components/ui/query-state';
import { formatDateTime } from '@/lib/dates';
import { formatMoney } from '@/lib/money';
import { useTeamBets } from '../api/get-team-bets';
import styles from './agent.module.css';
import { Signed } from './money';
import { ReportFilters, useReportFilter } from './report-filters';

/** Agent centre → team betting (personalHistoryCopy): every round of the team. */
export function TeamBetsPage() {
  const { t, i18n } = useTranslation();
  const filter = useReportFilter();
  const query = useTeamBets(filter.query);
  const data = query.data;
  const sums = (label: string, s: { stake: number; win: number; profit: number }) => (
    <>
      <dt>{t('agent.reports.sumOf', { scope: label, what: t('agent.reports.stake') })}</dt>
      <dd>{formatMoney(s.stake)}</dd>
      <dt>{t('agent.reports.sumOf', { scope: label, what: t('agent.reports.win') })}</dt>
      <dd>{formatMoney(s.win)}</dd>
      <dt>{t('agent.reports.sumOf', { scope: label, what: t('agent.reports.profit') })}</dt>
      <dd>
        <Signed minor={s.profit} />
      </dd>
    </>
  );
  return (
    <div className={styles.page} data-testid="team-bets">
      <h1>{t('agent.reports.betsTitle')}</h1>
      <ReportFilters filter={filter} />
      <section className={styles.card} aria-label={t('agent.reports.betsTitle')}>
        <QueryState query={query} empty={data?.list.length === 0} emptyText={t('agent.reports.empty')}>
          {data ? (
            <>
              <div className={styles.tableWrap}>
                <table className={styles.table}>
                  <thead>
                    <tr>
                      <th scope="col">{t('agent.team.username')}</th>
                      <th scope="col">{t('agent.reports.game')}</th>
                      <th scope="col" className={styles.num}>
                        {t('agent.reports.stake')}
                      </th>
                      <th scope="col" className={styles.num}>
                        {t('agent.reports.win')}
                      </th>
                      <th scope="col" className={styles.num}>
                        {t('agent.reports.profit')}
                      </th>
                      <th scope="col">{t('agent.reports.time')}</th>
                    </tr>
                  </thead>
                  <tbody>
                    {data.list.map((r) => (
                      <tr key={r.id}>
                        <td>{r.username}</td>
                        <td>{r.gameName}</td>
                        <td className={styles.num}>{formatMoney(r.stake)}</td>
                        <td className={styles.num}>{formatMoney(r.win)}</td>
                        <td className={styles.num}>
                          <Signed minor={r.profit} />
                        </td>
                        <td>
                          <time dateTime={r.createdAt}>{formatDateTime(r.createdAt, i18n.language)}</time>
                        </td>
                      </tr>
                    ))}
                  </tbody>
                </table>
              </div>
              <dl className={styles.totals}>
                {sums(t('agent.reports.thisPage'), data.pageTotals)}
                {sums(t('agent.reports.wholePeriod'), data.totals)}
              </dl>
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
