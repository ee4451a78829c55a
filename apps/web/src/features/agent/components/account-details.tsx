import { useTranslation } from 'react-i18next';
import { Pager } from '@/components/ui/pager';
import { QueryState } from '@/components/ui/query-state';
import { formatDateTime } from '@/lib/dates';
import { formatMoney } from '@/lib/money';
import { useTeamTransactions } from '../api/get-team-transactions';
import styles from './agent.module.css';
import { Signed } from './money';
import { ReportFilters, useReportFilter } from './report-filters';

/** Agent centre → account details (agentDownlineTransactionDetailsCopy): the team's ledger movements. */
export function AccountDetailsPage() {
  const { t, i18n } = useTranslation();
  const filter = useReportFilter();
  const query = useTeamTransactions(filter.query);
  const data = query.data;
  const inOut = (label: string, s: { in: number; out: number }) => (
    <>
      <dt>{t('agent.reports.sumOf', { scope: label, what: t('agent.reports.moneyIn') })}</dt>
      <dd className={styles.in}>{formatMoney(s.in)}</dd>
      <dt>{t('agent.reports.sumOf', { scope: label, what: t('agent.reports.moneyOut') })}</dt>
      <dd className={styles.out}>{formatMoney(s.out)}</dd>
    </>
  );
  return (
    <div className={styles.page} data-testid="account-details">
      <h1>{t('agent.reports.detailsTitle')}</h1>
      <ReportFilters filter={filter} />
      <section className={styles.card} aria-label={t('agent.reports.detailsTitle')}>
        <QueryState query={query} empty={data?.list.length === 0} emptyText={t('agent.reports.empty')}>
          {data ? (
            <>
              <div className={styles.tableWrap}>
                <table className={styles.table}>
                  <thead>
                    <tr>
                      <th scope="col">{t('agent.team.username')}</th>
                      <th scope="col">{t('agent.reports.type')}</th>
                      <th scope="col" className={styles.num}>
                        {t('agent.reports.amount')}
                      </th>
                      <th scope="col" className={styles.num}>
                        {t('agent.reports.balanceAfter')}
                      </th>
                      <th scope="col">{t('agent.reports.reference')}</th>
                      <th scope="col">{t('agent.reports.time')}</th>
                    </tr>
                  </thead>
                  <tbody>
                    {data.list.map((r) => (
                      <tr key={r.id}>
                        <td>{r.username}</td>
                        <td>{t(`agent.reports.types.${r.type}`)}</td>
                        <td className={styles.num}>
                          <Signed minor={r.amount} />
                        </td>
                        <td className={styles.num}>{formatMoney(r.balanceAfter)}</td>
                        <td>{r.reference ?? '—'}</td>
                        <td>
                          <time dateTime={r.createdAt}>{formatDateTime(r.createdAt, i18n.language)}</time>
                        </td>
                      </tr>
                    ))}
                  </tbody>
                </table>
              </div>
              <dl className={styles.totals}>
                {inOut(t('agent.reports.thisPage'), data.pageTotals)}
                {inOut(t('agent.reports.wholePeriod'), data.totals)}
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
