import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import type { Contract } from '@jade/contract/agents';
import type { OpsAgentNode } from '@jade/contract/ops-agents';
import { DataTable } from '@/components/ui/data-table';
import { Dialog } from '@/components/ui/dialog';
import { QueryState } from '@/components/ui/query-state';
import { formatDateTime } from '@/lib/dates';
import { formatMoney } from '@/lib/money';
import { allPages, CsvButton } from '../shell/csv-button';
import { contractsOf, treeLevel } from './agents-api';
import { ContractForm, MoveForm } from './agent-forms';
import styles from './agents.module.css';
import formStyles from '../shell/forms.module.css';

const pct = (bp: number) => `${(bp / 100).toFixed(2)} %`;

/** A contract's tiers, each its rate and the conditions that earn it (the net loss for a dividend only). */
function TierList({ contract }: { contract: Contract }) {
  const { t } = useTranslation();
  return (
    <ol className={styles.tierLines}>
      {contract.tiers.map((x, i) => (
        <li key={i}>
          {t(contract.kind === 'DIVIDEND' ? 'ops.agents.tiers.lineDividend' : 'ops.agents.tiers.line', {
            rate: pct(x.rate),
            members: x.activeMembers,
            bet: formatMoney(x.validBet),
            loss: formatMoney(x.profitLoss),
          })}
        </li>
      ))}
    </ol>
  );
}

/** An account of the tree: its contracts (a top agent's are set here), its move under another upline, its downline as CSV. */
export function AgentDialog({ node, onClose }: { node: OpsAgentNode; onClose: () => void }) {
  const { t, i18n } = useTranslation();
  const queryClient = useQueryClient();
  const contracts = useQuery({
    queryKey: ['ops', 'agents', 'contracts', node.username],
    queryFn: () => contractsOf(node.username),
    enabled: node.isAgent,
  });
  const held = contracts.data?.held ?? [];
  const refresh = () => void queryClient.invalidateQueries({ queryKey: ['ops', 'agents'] });
  return (
    <Dialog open onOpenChange={(o) => !o && onClose()} title={t('ops.agents.dialog.title', { name: node.username })} size="wide">
      <div className={formStyles.section} data-testid="ops-agent-dialog">
        <p>
          {t('ops.agents.dialog.upline', { upline: node.upline ?? t('ops.agents.dialog.top') })} ·{' '}
          {t('ops.agents.tree.counts', { agents: node.directAgents, members: node.directMembers, team: node.teamSize })}
        </p>
        {node.isAgent ? (
          <>
            <h2>{t('ops.agents.contracts.heading')}</h2>
            <QueryState query={contracts} empty={held.length === 0} emptyText={t('ops.agents.contracts.none')}>
              <DataTable
                rows={held}
                layout="stack"
                data-testid="ops-agent-contracts"
                columns={[
                  { header: t('ops.agents.contracts.kind'), cell: (c) => t(`ops.agents.kinds.${c.kind}`), rowHeader: true },
                  { header: t('ops.shell.common.status'), cell: (c) => t(`ops.agents.contractStatus.${c.status}`) },
                  { header: t('ops.agents.contracts.from'), cell: (c) => c.upline ?? t('ops.agents.contracts.operator') },
                  { header: t('ops.agents.contracts.tiers'), cell: (c) => <TierList contract={c} /> },
                  {
                    header: t('ops.agents.contracts.period'),
                    cell: (c) => (c.period ? t(`ops.agents.periods.${c.period}`) : '—'),
                  },
                  {
                    header: t('ops.agents.contracts.accepted'),
                    cell: (c) => (c.acceptedAt ? formatDateTime(c.acceptedAt, i18n.language) : '—'),
                  },
                ]}
              />
            </QueryState>
            {node.upline === null && contracts.data ? (
              <ContractForm username={node.username} held={held} onDone={refresh} />
            ) : null}
            <CsvButton
              name={`downline-${node.username}`}
              columns={[
                { header: t('ops.agents.tree.username'), cell: (n: OpsAgentNode) => n.username },
                {
                  header: t('ops.agents.tree.type'),
                  cell: (n: OpsAgentNode) => (n.isAgent ? t('ops.agents.tree.agent') : t('ops.agents.tree.member')),
                },
                { header: t('ops.agents.tree.directAgents'), cell: (n: OpsAgentNode) => n.directAgents },
                { header: t('ops.agents.tree.directMembers'), cell: (n: OpsAgentNode) => n.directMembers },
                { header: t('ops.agents.tree.teamSize'), cell: (n: OpsAgentNode) => n.teamSize },
                { header: t('ops.shell.common.status'), cell: (n: OpsAgentNode) => n.status },
              ]}
              load={async () => {
                const level = (kind: 'AGENT' | 'MEMBER') =>
                  allPages(async (n) => {
                    const p = await treeLevel({ parent: node.username, kind, pageNo: n, pageSize: 100 });
                    return { rows: p.list, more: n * p.pageSize < p.total };
                  });
                return [...(await level('AGENT')), ...(await level('MEMBER'))];
              }}
            />
          </>
        ) : null}
        <MoveForm username={node.username} onDone={() => (refresh(), onClose())} />
      </div>
    </Dialog>
  );
}
