import { useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { Button } from '@/components/ui/button';
import { Card } from '@/components/ui/card';
import { PagedTable } from '@/components/ui/paged-table';
import { TextField } from '@/components/ui/text-field';
import { formatMoney } from '@/lib/money';
import { levelPercent, usePrizeLevel } from '@/lib/queries/prize-level';
import { useToken } from '@/lib/session';
import { useDownlines } from '../api/get-downlines';
import { ExclusionText } from './exclusion-text';
import styles from './agent.module.css';
import { DownlineDetailCard } from './downline-detail';
import { PrizeLevelDialog, type LevelTarget } from './prize-level-dialog';

const PAGE_SIZE = 20;

/**
 * Agent centre → team management (downlineManagmentView): the downline tree one branch at a time
 * (a breadcrumb back up), a search of the whole team, and the chosen member's details. Each
 * member's lottery prize level shows; a direct downline's is set from its row, up to the agent's own.
 */
export function TeamManagementPage() {
  const { t } = useTranslation();
  const [branch, setBranch] = useState<string[]>([]);
  const [typed, setTyped] = useState('');
  const [search, setSearch] = useState('');
  const [pageNo, setPageNo] = useState(1);
  const [selected, setSelected] = useState<string | null>(null);
  const [editing, setEditing] = useState<LevelTarget | null>(null);
  const [saved, setSaved] = useState<string | null>(null);
  const own = usePrizeLevel(useToken());
  const parent = branch.at(-1);
  const query = useDownlines({ pageNo, pageSize: PAGE_SIZE, ...(search ? { search } : parent ? { parent } : {}) });
  const openBranch = (path: string[]) => {
    setBranch(path);
    setSearch('');
    setTyped('');
    setPageNo(1);
  };
  const submit = (e: FormEvent) => {
    e.preventDefault();
    setSearch(typed.trim());
    setPageNo(1);
  };
  return (
    <div className={styles.page} data-testid="team-management">
      <h1>{t('agent.team.title')}</h1>
      <Card as="form" className={styles.filters} onSubmit={submit} role="search">
        <TextField label={t('agent.team.search')} value={typed} onChange={(e) => setTyped(e.target.value)} />
        <Button type="submit">{t('agent.team.searchSubmit')}</Button>
      </Card>
      <Card aria-label={t('agent.team.list')}>
        {search ? (
          <p className={styles.muted}>{t('agent.team.results', { search })}</p>
        ) : (
          <nav aria-label={t('agent.team.branch')}>
            <ol className={styles.crumbs}>
              <li>
                <button type="button" className={styles.linkButton} onClick={() => openBranch([])}>
                  {t('agent.team.myDownlines')}
                </button>
              </li>
              {branch.map((name, i) => (
                <li key={name}>
                  <button type="button" className={styles.linkButton} onClick={() => openBranch(branch.slice(0, i + 1))}>
                    {name}
                  </button>
                </li>
              ))}
            </ol>
          </nav>
        )}
        <PagedTable
          query={query}
          emptyText={t('agent.team.empty')}
          onPage={setPageNo}
          layout="stack"
          columns={[
            {
              header: t('agent.team.username'),
              cell: (d) => (
                <>
                  <button type="button" className={styles.linkButton} onClick={() => setSelected(d.username)}>
                    {d.username}
                  </button>
                  {d.nickname !== d.username ? <span className={styles.muted}> {d.nickname}</span> : null}
                  {d.exclusion ? (
                    <span className={styles.muted} data-testid="downline-excluded">
                      {' · '}
                      <ExclusionText exclusion={d.exclusion} />
                    </span>
                  ) : null}
                </>
              ),
            },
            { header: t('agent.team.kind'), cell: (d) => (d.isAgent ? t('agent.kinds.AGENT') : t('agent.kinds.MEMBER')) },
            { header: t('agent.team.level'), num: true, cell: (d) => d.level },
            {
              header: t('agent.team.directDownlines'),
              num: true,
              cell: (d) =>
                d.directDownlines > 0 && !search ? (
                  <button
                    type="button"
                    className={styles.linkButton}
                    aria-label={t('agent.team.openBranch', { count: d.directDownlines })}
                    onClick={() => openBranch([...branch, d.username])}
                  >
                    {d.directDownlines}
                  </button>
                ) : (
                  d.directDownlines
                ),
            },
            { header: t('agent.team.balance'), num: true, cell: (d) => formatMoney(d.balance) },
            { header: t('agent.team.prizeLevel'), num: true, cell: (d) => levelPercent(d.prizeLevel) },
            {
              header: t('agent.team.setPrizeLevel'),
              hideHeader: true,
              cell: (d) =>
                d.level === 1 ? (
                  <button
                    type="button"
                    className={styles.linkButton}
                    aria-label={t('agent.team.setPrizeLevelOf', { username: d.username })}
                    disabled={!own.data}
                    onClick={() => {
                      setSaved(null);
                      setEditing({ username: d.username, prizeLevel: d.prizeLevel });
                    }}
                  >
                    {t('agent.team.setPrizeLevel')}
                  </button>
                ) : null,
            },
          ]}
        />
        {saved ? (
          <p className={styles.success} role="status">
            {saved}
          </p>
        ) : null}
      </Card>
      <PrizeLevelDialog
        target={editing}
        own={own.data}
        onClose={() => setEditing(null)}
        onSaved={(username, level) => {
          setEditing(null);
          setSaved(t('agent.team.prizeLevelSaved', { username, level: levelPercent(level) }));
        }}
      />
      {selected ? <DownlineDetailCard key={selected} username={selected} onOpenBranch={openBranch} /> : null}
    </div>
  );
}
