import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { z } from 'zod';
import type { OpsHelpSection } from '@jade/contract/help';
import { Button } from '@/components/ui/button';
import { DataTable } from '@/components/ui/data-table';
import { QueryState } from '@/components/ui/query-state';
import { opsApi } from '../api/ops-api';
import { CsvButton } from '../shell/csv-button';
import { pageHeadStyles } from '../shell/page-head';
import { helpQuery, useCanWrite, useHelp } from './content-api';
import { DeleteDialog } from './delete-dialog';
import { HelpDialog } from './help-dialog';
import styles from './content.module.css';

/** The help centre's sections (`/help#code`), each with its articles: add, edit, delete, export. */
export function HelpPage() {
  const { t } = useTranslation();
  const [editing, setEditing] = useState<OpsHelpSection | 'new' | null>(null);
  const [deleting, setDeleting] = useState<OpsHelpSection | null>(null);
  const help = useHelp();
  const canWrite = useCanWrite();
  return (
    <section aria-label={t('ops.content.tabs.help')}>
      <div className={pageHeadStyles.filters}>
        {canWrite ? <Button onClick={() => setEditing('new')}>{t('ops.content.help.create')}</Button> : null}
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
            {
              header: t('ops.shell.common.actions'),
              hideHeader: true,
              cell: (s) =>
                canWrite ? (
                  <span className={styles.actions}>
                    <Button variant="secondary" onClick={() => setEditing(s)}>
                      {t('ops.content.edit')}
                    </Button>
                    <Button variant="ghost" onClick={() => setDeleting(s)}>
                      {t('ops.content.delete')}
                    </Button>
                  </span>
                ) : null,
            },
          ]}
        />
      </QueryState>
      {editing ? <HelpDialog section={editing === 'new' ? null : editing} onClose={() => setEditing(null)} /> : null}
      {deleting ? (
        <DeleteDialog
          name={deleting.title.en ?? deleting.code}
          remove={() => opsApi(`/ops/help/sections/${deleting.code}`, z.object({ code: z.string() }), { method: 'DELETE' })}
          onClose={() => setDeleting(null)}
        />
      ) : null}
    </section>
  );
}
