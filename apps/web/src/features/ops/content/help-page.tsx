import { useTranslation } from 'react-i18next';
import { z } from 'zod';
import type { OpsHelpSection } from '@jade/contract/help';
import { Button } from '@/components/ui/button';
import { DataTable } from '@/components/ui/data-table';
import { QueryState } from '@/components/ui/query-state';
import { opsApi } from '../api/ops-api';
import { CsvButton } from '../shell/csv-button';
import { pageHeadStyles } from '../shell/page-head';
import { helpQuery, useHelp } from './content-api';
import { useContentRows } from './content-rows';
import { HelpDialog } from './help-dialog';

/** The help centre's sections (`/help#code`), each with its articles: add, edit, delete, export. */
export function HelpPage() {
  const { t } = useTranslation();
  const help = useHelp();
  const rows = useContentRows<OpsHelpSection>({
    name: (s) => s.title.en ?? s.code,
    remove: (s) => opsApi(`/ops/help/sections/${s.code}`, z.object({ code: z.string() }), { method: 'DELETE' }),
  });
  return (
    <section aria-label={t('ops.content.tabs.help')}>
      <div className={pageHeadStyles.filters}>
        {rows.canWrite ? <Button onClick={rows.create}>{t('ops.content.help.create')}</Button> : null}
        <CsvButton<OpsHelpSection>
          name="help-sections"
          load={() => helpQuery.queryFn()}
          columns={[
            { header: t('ops.content.help.code'), cell: (s) => s.code },
            { header: t('ops.content.titleIn', { lang: 'EN' }), cell: (s) => s.title.en ?? '' },
            { header: t('ops.content.titleIn', { lang: 'NE' }), cell: (s) => s.title.ne ?? '' },
            { header: t('ops.content.sort'), cell: (s) => s.sort },
            { header: t('ops.content.help.articles'), cell: (s) => s.articles.length },
          ]}
        />
      </div>
      <QueryState query={help} empty={help.data?.length === 0} emptyText={t('ops.shell.common.noRows')}>
        <DataTable
          rows={help.data ?? []}
          rowKey={(s) => s.code}
          layout="stack"
          data-testid="help-sections"
          columns={[
            { header: t('ops.content.title'), cell: (s) => s.title.en ?? s.code, rowHeader: true },
            { header: t('ops.content.help.code'), cell: (s) => `#${s.code}` },
            { header: t('ops.content.help.articles'), cell: (s) => s.articles.length, num: true },
            { header: t('ops.content.sort'), cell: (s) => s.sort, num: true },
            rows.column,
          ]}
        />
      </QueryState>
      {rows.editorOpen ? <HelpDialog section={rows.editing} onClose={rows.closeEditor} /> : null}
      {rows.deleteDialog}
    </section>
  );
}
