import { useTranslation } from 'react-i18next';
import { Card } from '@/components/ui/card';
import { PagedTable } from '@/components/ui/paged-table';
import { SignedMoney } from '@/components/ui/signed-money';
import { formatMoney } from '@/lib/money';
import { useTeamBets } from '../api/get-team-bets';
import styles from './agent.module.css';
import { ReportFilters, useReportFilter } from './report-filters';
import { betColumns } from './report-columns';

/** Agent centre → team betting (personalHistoryCopy): every round of the team. */
export function TeamBetsPage() {
  const { t, i18n } = useTranslation();
  const filter = useReportFilter();
  const query = useTeamBets(filter.query);
  const sums = (label: string, s: { stake: number; win: number; profit: number }) => (
    <>
      <dt>{t('agent.reports.sumOf', { scope: label, what: t('agent.reports.stake') })}</dt>
      <dd>{formatMoney(s.stake)}</dd>
      <dt>{t('agent.reports.sumOf', { scope: label, what: t('agent.reports.win') })}</dt>
      <dd>{formatMoney(s.win)}</dd>
      <dt>{t('agent.reports.sumOf', { scope: label, what: t('agent.reports.profit') })}</dt>
      <dd>
        <SignedMoney minor={s.profit} />
      </dd>
    </>
  );
  return (
    <div className={styles.page} data-testid="team-bets">
      <h1>{t('agent.reports.betsTitle')}</h1>
      <ReportFilters filter={filter} />
      <Card aria-label={t('agent.reports.betsTitle')}>
        <PagedTable
          query={query}
          columns={betColumns(t, i18n.language, { withUser: true, withWin: true })}
          emptyText={t('agent.reports.empty')}
          onPage={filter.setPageNo}
          totals={(d) => (
            <>
              {sums(t('agent.reports.thisPage'), d.pageTotals)}
              {sums(t('agent.reports.wholePeriod'), d.totals)}
            </>
          )}
        />
      </Card>
    </div>
  );
}
