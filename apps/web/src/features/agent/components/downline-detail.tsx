import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import type { DownlineDetail } from '@jade/contract/agents';
import { Card } from '@/components/ui/card';
import { QueryState } from '@/components/ui/query-state';
import { SignedMoney } from '@/components/ui/signed-money';
import { formatDateTime } from '@/lib/dates';
import { formatMoney } from '@/lib/money';
import { levelPercent } from '@/lib/queries/prize-level';
import { useDownline } from '../api/get-downline';
import styles from './agent.module.css';
import { ContractCard } from './contract-card';
import { ExclusionText } from './exclusion-text';
import { DownlineRecords } from './downline-records';
import { TransferForm } from './transfer-form';

/** The contracts between the agent and this downline agent (direct downlines only hold any), with their steps. */
function DownlineContracts({ d }: { d: DownlineDetail }) {
  const { t } = useTranslation();
  const headingId = useId();
  return (
    <Card aria-labelledby={headingId} data-testid="downline-contracts">
      <h2 id={headingId}>{t('agent.contracts.withDownline', { username: d.username })}</h2>
      {d.contracts.length === 0 ? (
        <p className={styles.muted}>{t('agent.contracts.noneWith', { username: d.username })}</p>
      ) : (
        <ul className={styles.links}>
          {d.contracts.map((c) => (
            <ContractCard key={c.id} c={c} me="upline" byKind />
          ))}
        </ul>
      )}
    </Card>
  );
}

/** One team member: where it sits in the team, its totals, its contracts with the agent, its records and a transfer to it. */
export function DownlineDetailCard({ username, onOpenBranch }: { username: string; onOpenBranch: (path: string[]) => void }) {
  const { t, i18n } = useTranslation();
  const query = useDownline(username);
  const d = query.data;
  return (
    <>
      <Card aria-label={t('agent.team.detailOf', { username })} data-testid="downline-detail">
        <h2>{t('agent.team.detailOf', { username })}</h2>
        <QueryState query={query} empty={false} emptyText="">
          {d ? (
            <>
              <dl className={styles.detail}>
                <dt>{t('agent.team.path')}</dt>
                <dd>{d.path.join(' › ')}</dd>
                <dt>{t('agent.team.kind')}</dt>
                <dd>{d.isAgent ? t('agent.kinds.AGENT') : t('agent.kinds.MEMBER')}</dd>
                <dt>{t('agent.team.balance')}</dt>
                <dd>{formatMoney(d.balance)}</dd>
                <dt>{t('agent.team.prizeLevel')}</dt>
                <dd>{levelPercent(d.prizeLevel)}</dd>
                <dt>{t('agent.overview.deposits')}</dt>
                <dd>{formatMoney(d.deposits)}</dd>
                <dt>{t('agent.overview.withdrawals')}</dt>
                <dd>{formatMoney(d.withdrawals)}</dd>
                <dt>{t('agent.overview.validBet')}</dt>
                <dd>{formatMoney(d.validBet)}</dd>
                <dt>{t('agent.overview.profitLoss')}</dt>
                <dd>
                  <SignedMoney minor={d.profitLoss} />
                </dd>
                <dt>{t('agent.team.joined')}</dt>
                <dd>{formatDateTime(d.createdAt, i18n.language)}</dd>
                <dt>{t('agent.team.lastLogin')}</dt>
                <dd>{d.lastLoginAt ? formatDateTime(d.lastLoginAt, i18n.language) : '—'}</dd>
                {d.exclusion ? (
                  <>
                    <dt>{t('agent.team.protection')}</dt>
                    <dd data-testid="downline-exclusion">
                      <ExclusionText exclusion={d.exclusion} />
                    </dd>
                  </>
                ) : null}
              </dl>
              {d.directDownlines > 0 ? (
                <button type="button" className={styles.linkButton} onClick={() => onOpenBranch(d.path)}>
                  {t('agent.team.openBranch', { count: d.directDownlines })}
                </button>
              ) : null}
            </>
          ) : null}
        </QueryState>
      </Card>
      {d && (d.isAgent || d.contracts.length > 0) ? <DownlineContracts d={d} /> : null}
      {d ? <TransferForm key={d.username} to={d.username} fixedTo /> : null}
      {d ? <DownlineRecords username={d.username} /> : null}
    </>
  );
}
