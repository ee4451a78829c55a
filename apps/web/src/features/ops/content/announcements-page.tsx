import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { z } from 'zod';
import { ANNOUNCEMENT_TYPES, type AnnouncementType, type OpsAnnouncement } from '@jade/contract/announcements';
import { Button } from '@/components/ui/button';
import { DataTable } from '@/components/ui/data-table';
import { QueryState } from '@/components/ui/query-state';
import { formatDateTime } from '@/lib/dates';
import { opsApi } from '../api/ops-api';
import { CsvButton } from '../shell/csv-button';
import { pageHeadStyles } from '../shell/page-head';
import { SelectField } from '../shell/select-field';
import { announcementsQuery, useAnnouncements } from './content-api';
import { AnnouncementDialog } from './announcement-dialog';
import { useContentRows } from './content-rows';

/** Whether an announcement shows now, later, or no more. */
function stateOf(a: OpsAnnouncement, now = Date.now()): 'live' | 'scheduled' | 'ended' {
  if (Date.parse(a.startsAt) > now) return 'scheduled';
  return a.endsAt && Date.parse(a.endsAt) <= now ? 'ended' : 'live';
}

/**
 * The announcements (`type` null: every type, with a filter), or one type's view: the marquee
 * notices (PL), the popups (PU). Create, edit with the live preview, delete; export as CSV.
 */
export function AnnouncementsPage({ type }: { type: AnnouncementType | null }) {
  const { t, i18n } = useTranslation();
  const [filter, setFilter] = useState<AnnouncementType | ''>(type ?? '');
  const list = useAnnouncements(filter);
  const rows = useContentRows<OpsAnnouncement>({
    name: (a) => a.title.en ?? String(a.id),
    remove: (a) => opsApi(`/ops/announcements/${a.id}`, z.object({ id: z.number() }), { method: 'DELETE' }),
  });
  const when = (iso: string | null) => (iso ? formatDateTime(iso, i18n.language) : '—');
  const typeName = (a: OpsAnnouncement) =>
    a.type === 'PU' && a.execution
      ? `${t('ops.content.types.PU')} · ${t(`ops.content.executions.${a.execution}`)}`
      : t(`ops.content.types.${a.type}`);

  return (
    <section aria-label={type ? t(`ops.content.types.${type}`) : t('ops.content.tabs.announcements')}>
      <div className={pageHeadStyles.filters}>
        {type === null ? (
          <SelectField
            all
            label={t('ops.content.announcements.type')}
            value={filter}
            options={ANNOUNCEMENT_TYPES}
            text={(ty) => t(`ops.content.types.${ty}`)}
            onChange={setFilter}
          />
        ) : null}
        {rows.canWrite ? (
          <Button onClick={rows.create} data-testid="announcement-new">
            {t('ops.content.announcements.create')}
          </Button>
        ) : null}
        <CsvButton<OpsAnnouncement>
          name={`announcements${filter ? `-${filter}` : ''}`}
          load={() => announcementsQuery(filter).queryFn()}
          columns={[
            { header: 'id', cell: (a) => a.id },
            { header: t('ops.content.announcements.type'), cell: (a) => a.type },
            { header: t('ops.content.announcements.execution'), cell: (a) => a.execution ?? '' },
            { header: t('ops.content.titleIn', { lang: 'EN' }), cell: (a) => a.title.en ?? '' },
            { header: t('ops.content.titleIn', { lang: 'NE' }), cell: (a) => a.title.ne ?? '' },
            { header: t('ops.content.announcements.startsAt'), cell: (a) => a.startsAt },
            { header: t('ops.content.announcements.endsAt'), cell: (a) => a.endsAt ?? '' },
            { header: t('ops.content.sort'), cell: (a) => a.sort },
            { header: t('ops.shell.common.status'), cell: (a) => stateOf(a) },
          ]}
        />
      </div>
      <QueryState query={list} empty={list.data?.length === 0} emptyText={t('ops.shell.common.noRows')}>
        <DataTable
          rows={list.data ?? []}
          layout="stack"
          data-testid="announcements"
          rowProps={(a) => ({ 'data-id': a.id })}
          columns={[
            { header: t('ops.content.title'), cell: (a) => a.title.en ?? '', rowHeader: true },
            { header: t('ops.content.announcements.type'), cell: typeName },
            { header: t('ops.shell.common.status'), cell: (a) => t(`ops.content.state.${stateOf(a)}`) },
            { header: t('ops.content.announcements.startsAt'), cell: (a) => when(a.startsAt) },
            { header: t('ops.content.announcements.endsAt'), cell: (a) => when(a.endsAt) },
            { header: t('ops.content.sort'), cell: (a) => a.sort, num: true },
            rows.column,
          ]}
        />
      </QueryState>
      {rows.editorOpen ? (
        <AnnouncementDialog announcement={rows.editing} fixedType={type ?? (filter || null)} onClose={rows.closeEditor} />
      ) : null}
      {rows.deleteDialog}
    </section>
  );
}
