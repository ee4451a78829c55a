import { useState, type FormEvent } from 'react';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { Link, useSearchParams } from 'react-router';
import { MEMBER_SEARCH_BY, MemberSearchBy, type MemberRow } from '@jade/contract/ops-members';
import { Button } from '@/components/ui/button';
import { DataTable } from '@/components/ui/data-table';
import { QueryState } from '@/components/ui/query-state';
import { TextField } from '@/components/ui/text-field';
import { csvAmount } from '@/lib/csv';
import { formatDateTime } from '@/lib/dates';
import { formatMoney } from '@/lib/money';
import { allPages, CsvButton } from '../shell/csv-button';
import { PageHead, pageHeadStyles } from '../shell/page-head';
import { MEMBERS_ROOT, searchMembers } from './members-api';
import styles from './members.module.css';

/** The member search: one box and what it searches by, kept in the address (?by=&q=&page=) so Back returns to the list. */
export function SearchPage() {
  const { t, i18n } = useTranslation();
  const [params, setParams] = useSearchParams();
  const parsedBy = MemberSearchBy.safeParse(params.get('by'));
  const by = parsedBy.success ? parsedBy.data : 'username';
  const q = params.get('q')?.trim() ?? '';
  const page = Math.max(1, Number(params.get('page')) || 1);
  const [draftBy, setDraftBy] = useState(by);
  const [draft, setDraft] = useState(q);
  const results = useQuery({
    queryKey: ['ops', 'members', 'search', by, q, page],
    queryFn: () => searchMembers(by, q, page),
    enabled: q.length > 0,
    placeholderData: keepPreviousData,
  });
  const go = (next: { by: string; q: string; page: number }) =>
    setParams({ by: next.by, q: next.q, ...(next.page > 1 ? { page: String(next.page) } : {}) });
  const submit = (e: FormEvent) => {
    e.preventDefault();
    if (draft.trim()) go({ by: draftBy, q: draft.trim(), page: 1 });
  };
  const when = (iso: string | null) => (iso ? formatDateTime(iso, i18n.language) : '—');
  const kind = (r: MemberRow) => t(`ops.members.kind.${r.kind}`);
  const status = (r: MemberRow) => t(`ops.members.status.${r.status}`);
  const rows = results.data?.list ?? [];
  return (
    <>
      <PageHead title={t('ops.members.heading')}>
        {q ? (
          <CsvButton
            name={`members-${by}`}
            load={() => allPages(async (n) => searchMembers(by, q, n).then((p) => ({ rows: p.list, more: p.more })))}
            columns={[
              { header: t('ops.members.username'), cell: (r: MemberRow) => r.username },
              { header: t('ops.members.type'), cell: kind },
              { header: t('ops.shell.common.status'), cell: status },
              { header: t('ops.members.balance'), cell: (r) => csvAmount(r.balance) },
              { header: t('ops.members.registered'), cell: (r) => r.createdAt },
              { header: t('ops.members.lastSignIn'), cell: (r) => r.lastLoginAt ?? '' },
            ]}
          />
        ) : null}
      </PageHead>
      <form className={pageHeadStyles.filters} onSubmit={submit} role="search">
        <label className={styles.select}>
          {t('ops.members.searchBy')}
          <select value={draftBy} onChange={(e) => setDraftBy(e.target.value as MemberSearchBy)} data-testid="member-search-by">
            {MEMBER_SEARCH_BY.map((b) => (
              <option key={b} value={b}>
                {t(`ops.members.by.${b}`)}
              </option>
            ))}
          </select>
        </label>
        <TextField
          label={t('ops.members.query')}
          value={draft}
          maxLength={100}
          onChange={(e) => setDraft(e.target.value)}
          data-testid="member-search-q"
        />
        <Button type="submit" disabled={!draft.trim()}>
          {t('ops.shell.common.search')}
        </Button>
      </form>
      {q ? (
        <QueryState query={results} empty={rows.length === 0} emptyText={t('ops.members.noMatch')}>
          <DataTable
            rows={rows}
            rowKey={(r) => r.username}
            layout="stack"
            data-testid="member-results"
            columns={[
              {
                header: t('ops.members.username'),
                rowHeader: true,
                cell: (r) => <Link to={`${MEMBERS_ROOT}/${encodeURIComponent(r.username)}`}>{r.username}</Link>,
              },
              { header: t('ops.members.type'), cell: kind },
              { header: t('ops.shell.common.status'), cell: status },
              { header: t('ops.members.balance'), num: true, cell: (r) => formatMoney(r.balance) },
              { header: t('ops.members.registered'), cell: (r) => when(r.createdAt) },
              { header: t('ops.members.lastSignIn'), cell: (r) => when(r.lastLoginAt) },
            ]}
          />
          <div className={styles.pager}>
            <Button variant="secondary" disabled={page <= 1} onClick={() => go({ by, q, page: page - 1 })}>
              {t('ops.members.previous')}
            </Button>
            <span>{t('ops.members.page', { page })}</span>
            <Button variant="secondary" disabled={!results.data?.more} onClick={() => go({ by, q, page: page + 1 })}>
              {t('ops.members.next')}
            </Button>
          </div>
        </QueryState>
      ) : (
        <p>{t('ops.members.hint')}</p>
      )}
    </>
  );
}
