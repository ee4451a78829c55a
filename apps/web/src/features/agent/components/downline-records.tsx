import { useId, useState, type ReactNode } from 'react';
import { Link } from 'react-router';
import { useTranslation } from 'react-i18next';
import { Card } from '@/components/ui/card';
import { paths } from '@/config/paths';
import { useTeamBets } from '../api/get-team-bets';
import { useTeamTransactions } from '../api/get-team-transactions';
import { PagedTable } from '@/components/ui/paged-table';
import styles from './agent.module.css';
import { betColumns, transactionColumns } from './report-columns';

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
  return (
    <RecordBlock
      title={t('agent.records.bets')}
      testId="downline-bets"
      fullReport={<Link to={reportPath('personalHistoryCopy', username)}>{t('agent.records.allBets')}</Link>}
    >
      <PagedTable query={query} columns={betColumns(t, i18n.language)} emptyText={t('agent.records.noBets')} onPage={setPageNo} />
    </RecordBlock>
  );
}

/** The member's latest ledger movements (account details filtered on it). */
function RecentTransactions({ username }: { username: string }) {
  const { t, i18n } = useTranslation();
  const [pageNo, setPageNo] = useState(1);
  const query = useTeamTransactions(recordFilter(username, pageNo));
  return (
    <RecordBlock
      title={t('agent.records.transactions')}
      testId="downline-transactions"
      fullReport={
        <Link to={reportPath('agentDownlineTransactionDetailsCopy', username)}>{t('agent.records.allTransactions')}</Link>
      }
    >
      <PagedTable
        query={query}
        columns={transactionColumns(t, i18n.language)}
        emptyText={t('agent.records.noTransactions')}
        onPage={setPageNo}
      />
    </RecordBlock>
  );
}

/** Team management → a member's records: its recent bets and transactions, with links to the full reports. */
export function DownlineRecords({ username }: { username: string }) {
  const { t } = useTranslation();
  const headingId = useId();
  return (
    <Card aria-labelledby={headingId} data-testid="downline-records">
      <h2 id={headingId}>{t('agent.records.title', { username })}</h2>
      <RecentBets username={username} />
      <RecentTransactions username={username} />
    </Card>
  );
}
