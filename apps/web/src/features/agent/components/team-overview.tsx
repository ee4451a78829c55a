import { useTranslation } from 'react-i18next';
import { Card } from '@/components/ui/card';
import { DataTable } from '@/components/ui/data-table';
import { QueryState } from '@/components/ui/query-state';
import { SignedMoney } from '@/components/ui/signed-money';
import { formatMoney } from '@/lib/money';
import { useTeamOverview } from '../api/get-team-overview';
import styles from './agent.module.css';

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
            <Card aria-label={t('agent.overview.team')}>
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
            </Card>
            <Card aria-label={t('agent.overview.byPeriod')}>
              <DataTable
                rows={v.periods}
                rowKey={(p) => p.period}
                rowProps={(p) => ({ 'data-testid': `period-${p.period}` })}
                columns={[
                  { header: t('agent.overview.period'), rowHeader: true, cell: (p) => t(`agent.overview.periods.${p.period}`) },
                  { header: t('agent.overview.newMembers'), num: true, cell: (p) => p.newMembers },
                  { header: t('agent.overview.activeMembers'), num: true, cell: (p) => p.activeMembers },
                  { header: t('agent.overview.deposits'), num: true, cell: (p) => formatMoney(p.deposits) },
                  { header: t('agent.overview.withdrawals'), num: true, cell: (p) => formatMoney(p.withdrawals) },
                  { header: t('agent.overview.validBet'), num: true, cell: (p) => formatMoney(p.validBet) },
                  { header: t('agent.overview.profitLoss'), num: true, cell: (p) => <SignedMoney minor={p.profitLoss} /> },
                ]}
              />
            </Card>
          </>
        ) : null}
      </QueryState>
    </div>
  );
}
