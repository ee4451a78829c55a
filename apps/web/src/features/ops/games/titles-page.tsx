import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { GAME_CATEGORIES } from '@jade/contract/catalog';
import type { OpsGame } from '@jade/contract/ops-games';
import { Checkbox } from '@/components/ui/checkbox';
import { PagedTable } from '@/components/ui/paged-table';
import { errorText } from '@/lib/errors';
import { pageHeadStyles } from '../shell/page-head';
import { allPages, CsvButton } from '../shell/csv-button';
import { setTitle, titles, vendorList, type TitleFilter } from './games-api';
import formStyles from '../shell/forms.module.css';

const pct = (bp: number) => `${(bp / 100).toFixed(2)} %`;

/** The titles, searched by vendor, category and name: enabled, hot and new, each a switch the site follows. */
export function TitlesPage() {
  const { t } = useTranslation();
  const id = useId();
  const queryClient = useQueryClient();
  const [filter, setFilter] = useState<TitleFilter>({ vendor: '', category: '', name: '' });
  const [page, setPage] = useState(1);
  const set = (p: Partial<TitleFilter>) => (setFilter({ ...filter, ...p }), setPage(1));
  const vendors = useQuery({ queryKey: ['ops', 'games', 'vendors'], queryFn: vendorList });
  const list = useQuery({
    queryKey: ['ops', 'games', 'titles', filter, page],
    queryFn: () => titles(filter, page),
    placeholderData: keepPreviousData,
  });
  const change = useMutation({
    mutationFn: (v: { gameCode: string; enabled?: boolean; isHot?: boolean; isNew?: boolean }) => {
      const { gameCode, ...body } = v;
      return setTitle(gameCode, body);
    },
    onSettled: () => queryClient.invalidateQueries({ queryKey: ['ops', 'games', 'titles'] }),
  });
  const codes = [...new Set((vendors.data?.list ?? []).map((v) => v.code))];
  const flag = (g: OpsGame, key: 'enabled' | 'isHot' | 'isNew', label: string) => (
    <Checkbox label={label} checked={g[key]} onChange={(on) => change.mutate({ gameCode: g.gameCode, [key]: on })} />
  );
  return (
    <section className={formStyles.section} aria-label={t('ops.games.tabs.titles')}>
      <div className={pageHeadStyles.filters} role="search" aria-label={t('ops.shell.common.filters')}>
        <div className={formStyles.field}>
          <label htmlFor={`${id}-vendor`}>{t('ops.games.vendor')}</label>
          <select id={`${id}-vendor`} value={filter.vendor} onChange={(e) => set({ vendor: e.target.value })}>
            <option value="">{t('ops.shell.common.all')}</option>
            {codes.map((c) => (
              <option key={c} value={c}>
                {c}
              </option>
            ))}
          </select>
        </div>
        <div className={formStyles.field}>
          <label htmlFor={`${id}-category`}>{t('ops.games.category')}</label>
          <select id={`${id}-category`} value={filter.category} onChange={(e) => set({ category: e.target.value })}>
            <option value="">{t('ops.shell.common.all')}</option>
            {GAME_CATEGORIES.map((c) => (
              <option key={c} value={c}>
                {c}
              </option>
            ))}
          </select>
        </div>
        <div className={formStyles.field}>
          <label htmlFor={`${id}-name`}>{t('ops.games.titles.name')}</label>
          <input
            id={`${id}-name`}
            type="search"
            maxLength={64}
            value={filter.name}
            onChange={(e) => set({ name: e.target.value })}
          />
        </div>
        <CsvButton
          name="game-titles"
          columns={[
            { header: t('ops.games.titles.code'), cell: (g: OpsGame) => g.gameCode },
            { header: t('ops.games.titles.name'), cell: (g: OpsGame) => g.name },
            { header: t('ops.games.vendor'), cell: (g: OpsGame) => g.vendor },
            { header: t('ops.games.category'), cell: (g: OpsGame) => g.category },
            { header: t('ops.games.titles.enabled'), cell: (g: OpsGame) => (g.enabled ? 1 : 0) },
            { header: t('ops.games.titles.hot'), cell: (g: OpsGame) => (g.isHot ? 1 : 0) },
            { header: t('ops.games.titles.new'), cell: (g: OpsGame) => (g.isNew ? 1 : 0) },
            { header: t('ops.games.titles.rtp'), cell: (g: OpsGame) => g.rtpBp / 100 },
          ]}
          load={() =>
            allPages(async (n) => {
              const p = await titles(filter, n, 100);
              return { rows: p.list, more: n * p.pageSize < p.total };
            })
          }
        />
      </div>
      {change.isError ? <p role="alert">{errorText(t, change.error)}</p> : null}
      <PagedTable
        query={list}
        onPage={setPage}
        emptyText={t('ops.shell.common.noRows')}
        layout="stack"
        data-testid="ops-titles"
        rowProps={(g) => ({ 'data-game': g.gameCode })}
        columns={[
          { header: t('ops.games.titles.name'), cell: (g) => `${g.name} (${g.gameCode})`, rowHeader: true },
          { header: t('ops.games.vendor'), cell: (g) => g.vendor },
          { header: t('ops.games.category'), cell: (g) => g.category },
          { header: t('ops.games.titles.rtp'), cell: (g) => pct(g.rtpBp), num: true },
          {
            header: t('ops.games.titles.enabled'),
            hideHeader: true,
            cell: (g) => flag(g, 'enabled', t('ops.games.titles.enabled')),
          },
          { header: t('ops.games.titles.hot'), hideHeader: true, cell: (g) => flag(g, 'isHot', t('ops.games.titles.hot')) },
          { header: t('ops.games.titles.new'), hideHeader: true, cell: (g) => flag(g, 'isNew', t('ops.games.titles.new')) },
        ]}
      />
    </section>
  );
}
