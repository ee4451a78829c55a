import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { z } from 'zod';
import { BANNER_GROUPS, type BannerGroup, type OpsBanner } from '@jade/contract/banners';
import { Button } from '@/components/ui/button';
import { DataTable } from '@/components/ui/data-table';
import { QueryState } from '@/components/ui/query-state';
import { opsApi } from '../api/ops-api';
import { CsvButton } from '../shell/csv-button';
import { pageHeadStyles } from '../shell/page-head';
import { SelectField } from '../shell/select-field';
import { BannerDialog, linkageOf } from './banner-dialog';
import { bannersQuery, useBanners } from './content-api';
import { useContentRows } from './content-rows';
import styles from './content.module.css';

/** The banners of each group (the home carousel, the side menu, the sign-in pages …): add, edit, delete, export. */
export function BannersPage() {
  const { t } = useTranslation();
  const [group, setGroup] = useState<BannerGroup | ''>('w_home');
  const list = useBanners(group);
  const rows = useContentRows<OpsBanner>({
    name: (b) => b.title.en ?? String(b.id),
    remove: (b) => opsApi(`/ops/banners/${b.id}`, z.object({ id: z.number() }), { method: 'DELETE' }),
  });
  const groupName = (g: string) =>
    (BANNER_GROUPS as readonly string[]).includes(g) ? t(`ops.content.groups.${g as BannerGroup}`) : g;
  const link = (b: OpsBanner) =>
    `${t(`ops.content.linkages.${linkageOf(b.linkageType)}`)}${b.linkageValue ? ` · ${b.linkageValue}` : ''}`;

  return (
    <section aria-label={t('ops.content.tabs.banners')}>
      <div className={pageHeadStyles.filters}>
        <SelectField
          all
          label={t('ops.content.banners.group')}
          value={group}
          options={BANNER_GROUPS}
          text={(g) => t(`ops.content.groups.${g}`)}
          onChange={setGroup}
        />
        {rows.canWrite ? (
          <Button onClick={rows.create} data-testid="banner-new">
            {t('ops.content.banners.create')}
          </Button>
        ) : null}
        <CsvButton<OpsBanner>
          name={`banners${group ? `-${group}` : ''}`}
          load={() => bannersQuery(group).queryFn()}
          columns={[
            { header: 'id', cell: (b) => b.id },
            { header: t('ops.content.banners.group'), cell: (b) => b.groupName },
            { header: t('ops.content.banners.image'), cell: (b) => b.imageUrl },
            { header: t('ops.content.titleIn', { lang: 'EN' }), cell: (b) => b.title.en ?? '' },
            { header: t('ops.content.titleIn', { lang: 'NE' }), cell: (b) => b.title.ne ?? '' },
            { header: t('ops.content.banners.linkage'), cell: (b) => b.linkageType },
            { header: t('ops.content.banners.target'), cell: (b) => b.linkageValue },
            { header: t('ops.content.sort'), cell: (b) => b.sequence },
          ]}
        />
      </div>
      <QueryState query={list} empty={list.data?.length === 0} emptyText={t('ops.shell.common.noRows')}>
        <DataTable
          rows={list.data ?? []}
          layout="stack"
          data-testid="banners"
          rowProps={(b) => ({ 'data-id': b.id })}
          columns={[
            {
              header: t('ops.content.banners.image'),
              cell: (b) => <img className={styles.thumb} src={b.imageUrl} alt="" loading="lazy" />,
            },
            { header: t('ops.content.title'), cell: (b) => b.title.en ?? '', rowHeader: true },
            { header: t('ops.content.banners.group'), cell: (b) => groupName(b.groupName) },
            { header: t('ops.content.banners.linkage'), cell: link },
            { header: t('ops.content.sort'), cell: (b) => b.sequence, num: true },
            rows.column,
          ]}
        />
      </QueryState>
      {rows.editorOpen ? <BannerDialog banner={rows.editing} group={group || 'w_home'} onClose={rows.closeEditor} /> : null}
      {rows.deleteDialog}
    </section>
  );
}
