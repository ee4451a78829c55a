import { useTranslation } from 'react-i18next';
import { QueryState } from '@/components/ui/query-state';
import { formatMoney } from '@/lib/money';
import { useTeamOverview } from '../api/get-team-overview';
import styles from './agent.module.css';
import { Signed } from './money';

/** Agent centre → team overview (agentTeamOverview): the team's size and money by period. */
export function TeamOverviewPage() {
  const { t } = useTranslation();
  const query = useTeamOverview();
  const v = query.data;
  return (
    <div className={styles.page} data-testid="team-overview">
      <h1>{t('agent.overview.title')}</h1>
      <QueryState query={query} empty={false} emptyText="">
        {v ? (
          <>
            <section className={styles.card} aria-label={t('agent.overview.team')}>
              <dl className={styles.stats}>
                <div>
                  <dt>{t('agent.overview.teamSize')}</dt>
                  <dd data-testid="team-size">{v.teamSize}</dd>
                </div>
                <div>
                  <dt>{t('agent.overview.directDownlines')}</dt>
                  <dd data-testid="direct-downlines">{v.directDownlines}</dd>
                </div>
                <div>
                  <dt>{t('agent.overview.teamBalance')}</dt>
                  <dd>{formatMoney(v.teamBalance)}</dd>
                </div>
              </dl>
            </section>
            <section className={styles.card} aria-label={t('agent.overview.byPeriod')}>
              <div className={styles.tableWrap}>
                <table className={styles.table}>
                  <thead>
                    <tr>
                      <th scope="col">{t('agent.overview.period')}</th>
                      <th scope="col" className={styles.num}>
                        {t('agent.overview.newMembers')}
                      </th>
                      <th scope="col" className={styles.num}>
                        {t('agent.overview.activeMembers')}
                      </th>
                      <th scope="col" className={styles.num}>
                        {t('agent.overview.deposits')}
                      </th>
                      <th scope="col" className={styles.num}>
                        {t('agent.overview.withdrawals')}
                      </th>
                      <th scope="col" className={styles.num}>
                        {t('agent.overview.validBet')}
                      </th>
                      <th scope="col" className={styles.num}>
                        {t('agent.overview.profitLoss')}
                      </th>
                    </tr>
                  </thead>
                  <tbody>
                    {v.periods.map((p) => (
                      <tr key={p.period} data-testid={`period-${p.period}`}>
                        <th scope="row">{t(`agent.overview.periods.${p.period}`)}</th>
                        <td className={styles.num}>{p.newMembers}</td>
                        <td className={styles.num}>{p.activeMembers}</td>
                        <td className={styles.num}>{formatMoney(p.deposits)}</td>
                        <td className={styles.num}>{formatMoney(p.withdrawals)}</td>
                        <td className={styles.num}>{formatMoney(p.validBet)}</td>
                        <td className={styles.num}>
                          <Signed minor={p.profitLoss} />
                        </td>
                      </tr>
                    ))}
                  </tbody>
                </table>
              </div>
            </section>
          </>
        ) : null}
      </QueryState>
    </div>
  );
}
