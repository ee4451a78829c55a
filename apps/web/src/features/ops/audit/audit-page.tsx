import { useState, type FormEvent } from 'react';
import { keepPreviousData, useInfiniteQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import type { AuditEntry } from '@jade/contract/system';
import { Button } from '@/components/ui/button';
import { QueryState } from '@/components/ui/query-state';
import { TextField } from '@/components/ui/text-field';
import { formatDateTime } from '@/lib/dates';
import { errorText, fieldIssue } from '@/lib/errors';
import { CsvButton, type CsvColumn } from '../shell/csv-button';
import { PageHead } from '../shell/page-head';
import { AUDIT_PAGE, allAudit, fetchAudit, NO_FILTERS, type AuditFilters } from './audit-api';
import { AuditEntryItem } from './audit-entry';
import styles from './audit.module.css';

const FILTER_FIELDS = ['actor', 'action', 'q', 'from', 'to'] as const;

/** /ops-console/audit (admin): every operator write, newest first, filtered, with its before/after. */
export function AuditPage() {
  const { t, i18n } = useTranslation();
  const [draft, setDraft] = useState<AuditFilters>(NO_FILTERS);
  const [filters, setFilters] = useState<AuditFilters>(NO_FILTERS);
  const list = useInfiniteQuery({
    queryKey: ['ops', 'audit', filters],
    queryFn: ({ pageParam }) => fetchAudit(filters, pageParam),
    initialPageParam: undefined as number | undefined,
    getNextPageParam: (last) => (last.length === AUDIT_PAGE ? last[last.length - 1]!.id : undefined),
    placeholderData: keepPreviousData,
  });
  const entries = list.data?.pages.flat() ?? [];
  const submit = (e: FormEvent) => {
    e.preventDefault();
    setFilters(draft);
  };
  const set = (k: keyof AuditFilters) => (e: { target: { value: string } }) => setDraft((d) => ({ ...d, [k]: e.target.value }));
  const fieldError = (k: (typeof FILTER_FIELDS)[number]) => (fieldIssue(list.error, k) ? t(`ops.audit.invalid.${k}`) : null);
  const named = FILTER_FIELDS.some((k) => fieldIssue(list.error, k));
  const csv: CsvColumn<AuditEntry>[] = [
    { header: t('ops.shell.common.time'), cell: (e) => formatDateTime(e.createdAt, i18n.language) },
    { header: t('ops.shell.common.operator'), cell: (e) => e.actor },
    { header: t('ops.audit.action'), cell: (e) => e.action },
    { header: t('ops.audit.ip'), cell: (e) => e.ip ?? '' },
    { header: t('ops.audit.before'), cell: (e) => JSON.stringify(e.before ?? null) },
    { header: t('ops.audit.after'), cell: (e) => JSON.stringify(e.after ?? null) },
  ];
  return (
    <>
      <PageHead title={t('ops.audit.heading')}>
        <CsvButton name="audit" columns={csv} load={() => allAudit(filters)} />
      </PageHead>
      <form className={styles.filters} onSubmit={submit} role="search" aria-label={t('ops.shell.common.filters')}>
        <TextField
          label={t('ops.shell.common.operator')}
          value={draft.actor}
          onChange={set('actor')}
          error={fieldError('actor')}
        />
        <TextField
          label={t('ops.audit.actionPrefix')}
          value={draft.action}
          onChange={set('action')}
          placeholder="operator."
          error={fieldError('action')}
        />
        <TextField label={t('ops.audit.target')} value={draft.q} onChange={set('q')} error={fieldError('q')} />
        <TextField
          label={t('ops.shell.common.from')}
          type="datetime-local"
          value={draft.from}
          onChange={set('from')}
          error={fieldError('from')}
        />
        <TextField
          label={t('ops.shell.common.to')}
          type="datetime-local"
          value={draft.to}
          onChange={set('to')}
          error={fieldError('to')}
        />
        <Button type="submit">{t('ops.shell.common.search')}</Button>
      </form>
      <QueryState
        query={named ? { ...list, isError: false } : list}
        empty={entries.length === 0}
        emptyText={t('ops.shell.common.noRows')}
      >
        <ul className={styles.list} data-testid="ops-audit">
          {entries.map((e) => (
            <AuditEntryItem key={e.id} entry={e} />
          ))}
        </ul>
        {list.hasNextPage ? (
          <Button
            variant="secondary"
            className={styles.more}
            disabled={list.isFetchingNextPage}
            onClick={() => void list.fetchNextPage()}
          >
            {t('ops.shell.common.loadMore')}
          </Button>
        ) : null}
        {list.isFetchNextPageError ? <p role="alert">{errorText(t, list.error)}</p> : null}
      </QueryState>
    </>
  );
}
