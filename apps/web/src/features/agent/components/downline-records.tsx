import { useId, useState, type ReactNode } from 'react';
import { Link } from 'react-router';
import { useTranslation } from 'react-i18next';
import { Pager } from '@/components/ui/pager';
import { QueryState } from '@/components/ui/query-state';
import { paths } from '@/config/paths';
import { formatDateTime } from '@/lib/dates';
import { formatMoney } from '@/lib/money';
import { useTeamBets } from '../api/get-team-bets';
import { useTeamTransactions } from '../api/get-team-transactions';
import styles from './agent.module.css';
import { Signed } from './money';

const PAGE_SIZE = 10;

/** The whole-period query of one member's records, 10 a page, newest first. */
const recordFilter = (username: string, pageNo: number) => ({ pageNo, pageSize: PAGE_SIZE, from: '', to: '', username });

/** The agent-centre report page (its menu name) filtered on one member. */
const reportPath = (page: 'personalHistoryCopy' | 'agentDownlineTransactionDetailsCopy', username: string) =>
  `${paths.agentHome}?${new URLSearchParams({ page, username })}`;

type BlockProps = { title: string; testId: string; fullReport: ReactNode; children: ReactNode };

function RecordBlock({ title, testId, fullReport, children }: BlockProps) {
  const headingId = useId();
  return (
    <section className={styles.records} aria-labelledby={headingId} data-testid={testId}>
      <div className={styles.recordsHead}>
        <h3 id={headingId}>{title}</h3>
        {fullReport}
      </div>
      {children}
    </section>
  );
}

/** The member's latest rounds (team betting filtered on it). */
function RecentBets({ username }: { username: string }) {
  const { t, i18n } = useTranslation();
  const [pageNo, setPageNo] = useState(1);
  const query = useTeamBets(recordFilter(username, pageNo));
  const data = query.data;
  return (
    <RecordBlock
      title={t('agent.records.bets')}
      testId="downline-bets"
      fullReport={<Link to={reportPath('personalHistoryCopy', username)}>{t('agent.records.allBets')}</Link>}
    >
      <QueryState query={query} empty={data?.list.length === 0} emptyText={t('agent.records.noBets')}>
        {data ? (
          <>
            <div className={styles.tableWrap}>
              <table className={styles.table}>
                <thead>
                  <tr>
                    <th scope="col">{t('agent.reports.game')}</th>
                    <th scope="col" className={styles.num}>
                      {t('agent.reports.stake')}
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
                      <td>{r.gameName}</td>
                      <td className={styles.num}>{formatMoney(r.stake)}</td>
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
            <Pager
              page={data.pageNo}
              pageSize={data.pageSize}
              total={data.total}
              onChange={setPageNo}
              disabled={query.isPlaceholderData}
            />
          </>
        ) : null}
      </QueryState>
    </RecordBlock>
  );
}

/** The member's latest ledger movements (account details filtered on it). */
function RecentTransactions({ username }: { username: string }) {
  const { t, i18n } = useTranslation();
  const [pageNo, setPageNo] = useState(1);
  const query = useTeamTransactions(recordFilter(username, pageNo));
  const data = query.data;
  return (
    <RecordBlock
      title={t('agent.records.transactions')}
      testId="downline-transactions"
      fullReport={
        <Link to={reportPath('agentDownlineTransactionDetailsCopy', username)}>{t('agent.records.allTransactions')}</Link>
      }
    >
      <QueryState query={query} empty={data?.list.length === 0} emptyText={t('agent.records.noTransactions')}>
        {data ? (
          <>
            <div className={styles.tableWrap}>
              <table className={styles.table}>
                <thead>
                  <tr>
                    <th scope="col">{t('agent.reports.type')}</th>
                    <th scope="col" className={styles.num}>
                      {t('agent.reports.amount')}
                    </th>
                    <th scope="col" className={styles.num}>
                      {t('agent.reports.balanceAfter')}
                    </th>
                    <th scope="col">{t('agent.reports.time')}</th>
                  </tr>
                </thead>
                <tbody>
                  {data.list.map((r) => (
                    <tr key={r.id}>
                      <td>{t(`agent.reports.types.${r.type}`)}</td>
                      <td className={styles.num}>
                        <Signed minor={r.amount} />
                      </td>
                      <td className={styles.num}>{formatMoney(r.balanceAfter)}</td>
                      <td>
                        <time dateTime={r.createdAt}>{formatDateTime(r.createdAt, i18n.language)}</time>
                      </td>
                    </tr>
                  ))}
                </tbody>
              </table>
            </div>
            <Pager
              page={data.pageNo}
              pageSize={data.pageSize}
              total={data.total}
              onChange={setPageNo}
              disabled={query.isPlaceholderData}
            />
          </>
        ) : null}
      </QueryState>
    </RecordBlock>
  );
}

/** Team management → a member's records: its recent bets and transactions, with links to the full reports. */
export function DownlineRecords({ username }: { username: string }) {
  const { t } = useTranslation();
  const headingId = useId();
  return (
    <section className={styles.card} aria-labelledby={headingId} data-testid="downline-records">
      <h2 id={headingId}>{t('agent.records.title', { username })}</h2>
      <RecentBets username={username} />
      <RecentTransactions username={username} />
    </section>
  );
}
