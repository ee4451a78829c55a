import { useInfiniteQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { OpsAgentNode } from '@jade/contract/ops-agents';
import { Button } from '@/components/ui/button';
import { QueryState } from '@/components/ui/query-state';
import { formatDateTime } from '@/lib/dates';
import { allPages, CsvButton } from '../shell/csv-button';
import { treeLevel } from './agents-api';
import { AgentDialog } from './agent-dialog';
import styles from './agents.module.css';
import formStyles from '../shell/forms.module.css';

type Level = { parent?: string; kind?: 'AGENT' | 'MEMBER' };

/** One level of the tree, a page at a time ("show more" reads the next page); each agent opens its own level. */
function useLevel(level: Level) {
  return useInfiniteQuery({
    queryKey: ['ops', 'agents', 'tree', level.parent ?? '', level.kind ?? 'AGENT'],
    queryFn: ({ pageParam }) => treeLevel({ ...level, pageNo: pageParam }),
    initialPageParam: 1,
    getNextPageParam: (last) => (last.pageNo * last.pageSize < last.total ? last.pageNo + 1 : undefined),
  });
}

export function TreeLevel({ level, onOpen }: { level: Level; onOpen: (node: OpsAgentNode) => void }) {
  const { t } = useTranslation();
  const q = useLevel(level);
  const nodes = q.data?.pages.flatMap((p) => p.list) ?? [];
  const total = q.data?.pages[0]?.total ?? 0;
  return (
    <QueryState query={q} empty={nodes.length === 0} emptyText={t('ops.shell.common.noRows')}>
      <ul className={styles.tree} data-testid={`ops-tree-${level.parent ?? 'top'}-${level.kind ?? 'AGENT'}`}>
        {nodes.map((n) => (
          <TreeNode key={n.id} node={n} onOpen={onOpen} />
        ))}
      </ul>
      {q.hasNextPage ? (
        <Button variant="secondary" disabled={q.isFetchingNextPage} onClick={() => void q.fetchNextPage()}>
          {t('ops.agents.tree.more', { shown: nodes.length, total })}
        </Button>
      ) : null}
    </QueryState>
  );
}

function TreeNode({ node, onOpen }: { node: OpsAgentNode; onOpen: (node: OpsAgentNode) => void }) {
  const { t, i18n } = useTranslation();
  const [open, setOpen] = useState<null | 'AGENT' | 'MEMBER'>(null);
  const toggle = (kind: 'AGENT' | 'MEMBER') => setOpen((o) => (o === kind ? null : kind));
  return (
    <li data-testid={`ops-agent-${node.username}`}>
      <div className={styles.node}>
        {node.isAgent ? (
          <Button
            variant="ghost"
            className={styles.toggle}
            aria-expanded={open === 'AGENT'}
            aria-label={t('ops.agents.tree.expand', { name: node.username })}
            disabled={node.directAgents === 0}
            onClick={() => toggle('AGENT')}
          >
            {open === 'AGENT' ? '▾' : '▸'}
          </Button>
        ) : null}
        <span className={styles.name}>{node.username}</span>
        <span className={styles.counts}>
          {t('ops.agents.tree.counts', { agents: node.directAgents, members: node.directMembers, team: node.teamSize })}
        </span>
        {node.status === 'disabled' ? <span>{t('ops.agents.tree.disabled')}</span> : null}
        <span className={styles.counts}>{formatDateTime(node.createdAt, i18n.language)}</span>
        {node.isAgent && node.directMembers > 0 ? (
          <Button variant="secondary" aria-expanded={open === 'MEMBER'} onClick={() => toggle('MEMBER')}>
            {t('ops.agents.tree.members', { count: node.directMembers })}
          </Button>
        ) : null}
        <Button variant="secondary" onClick={() => onOpen(node)}>
          {t('ops.agents.tree.manage')}
        </Button>
      </div>
      {open ? <TreeLevel level={{ parent: node.username, kind: open }} onOpen={onOpen} /> : null}
    </li>
  );
}

/** /ops-console/agents: the top agents, each opening its downline agents and members one level at a time. */
export function AgentTree() {
  const { t } = useTranslation();
  const [selected, setSelected] = useState<OpsAgentNode | null>(null);
  const csv = [
    { header: t('ops.agents.tree.username'), cell: (n: OpsAgentNode) => n.username },
    { header: t('ops.agents.tree.directAgents'), cell: (n: OpsAgentNode) => n.directAgents },
    { header: t('ops.agents.tree.directMembers'), cell: (n: OpsAgentNode) => n.directMembers },
    { header: t('ops.agents.tree.teamSize'), cell: (n: OpsAgentNode) => n.teamSize },
    { header: t('ops.shell.common.status'), cell: (n: OpsAgentNode) => n.status },
    { header: t('ops.agents.tree.created'), cell: (n: OpsAgentNode) => n.createdAt },
  ];
  return (
    <section className={formStyles.section} aria-label={t('ops.agents.tabs.tree')}>
      <div className={formStyles.row}>
        <p className={styles.counts}>{t('ops.agents.tree.hint')}</p>
        <CsvButton
          name="top-agents"
          columns={csv}
          load={() =>
            allPages(async (n) => {
              const p = await treeLevel({ pageNo: n, pageSize: 100 });
              return { rows: p.list, more: n * p.pageSize < p.total };
            })
          }
        />
      </div>
      <TreeLevel level={{}} onOpen={setSelected} />
      {selected ? <AgentDialog node={selected} onClose={() => setSelected(null)} /> : null}
    </section>
  );
}
