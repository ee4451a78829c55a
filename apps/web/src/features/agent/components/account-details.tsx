import { useTranslation } from 'react-i18next';
import { Card } from '@/components/ui/card';
import { PagedTable } from '@/components/ui/paged-table';
import { moneyStyles } from '@/components/ui/signed-money';
import { formatMoney } from '@/lib/money';
import { useTeamTransactions } from '../api/get-team-transactions';
import styles from './agent.module.css';
import { ReportFilters, useReportFilter } from './report-filters';
import { transactionColumns } from './report-columns';

/** Agent centre → account details (agentDownlineTransactionDetailsCopy): the team's ledger movements. */
export function AccountDetailsPage() {
  const { t, i18n } = useTranslation();
  const filter = useReportFilter();
  const query = useTeamTransactions(filter.query);
  const inOut = (label: string, s: { in: number; out: number }) => (
    <>
      <dt>{t('agent.reports.sumOf', { scope: label, what: t('agent.reports.moneyIn') })}</dt>
      <dd className={moneyStyles.in}>{formatMoney(s.in)}</dd>
      <dt>{t('agent.reports.sumOf', { scope: label, what: t('agent.reports.moneyOut') })}</dt>
      <dd className={moneyStyles.out}>{formatMoney(s.out)}</dd>
    </>
  );
  return (
    <div className={styles.page} data-testid="account-details">
      <h1>{t('agent.reports.detailsTitle')}</h1>
      <ReportFilters filter={filter} />
      <Card aria-label={t('agent.reports.detailsTitle')}>
        <PagedTable
          query={query}
          columns={transactionColumns(t, i18n.language, { withUser: true, withReference: true })}
          emptyText={t('agent.reports.empty')}
          onPage={filter.setPageNo}
          totals={(d) => (
            <>
              {inOut(t('agent.reports.thisPage'), d.pageTotals)}
              {inOut(t('agent.reports.wholePeriod'), d.totals)}
            </>
          )}
        />
      </Card>
    </div>
  );
}
