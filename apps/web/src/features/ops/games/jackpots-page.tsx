import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { z } from 'zod';
import { OpsJackpotList } from '@jade/contract/ops-games';
import { Button } from '@/components/ui/button';
import { DataTable } from '@/components/ui/data-table';
import { QueryState } from '@/components/ui/query-state';
import { csvAmount } from '@/lib/csv';
import { formatDateTime } from '@/lib/dates';
import { formatMoney } from '@/lib/money';
import { CsvButton } from '../shell/csv-button';
import { jackpots } from './games-api';
import formStyles from '../shell/forms.module.css';

type Pool = z.infer<typeof OpsJackpotList>['list'][number];

/** The progressive pools as they stand (read every 10 seconds while the page is open). */
export function JackpotsPage() {
  const { t, i18n } = useTranslation();
  const pools = useQuery({ queryKey: ['ops', 'games', 'jackpots'], queryFn: jackpots, refetchInterval: 10_000 });
  const rows = pools.data?.list ?? [];
  return (
    <section className={formStyles.section} aria-label={t('ops.games.tabs.jackpots')}>
      <div className={formStyles.row}>
        <Button variant="secondary" onClick={() => void pools.refetch()}>
          {t('ops.shell.common.refresh')}
        </Button>
        <CsvButton
          name="jackpot-pools"
          columns={[
            { header: t('ops.games.titles.code'), cell: (p: Pool) => p.gameCode },
            { header: t('ops.games.jackpots.pool'), cell: (p: Pool) => csvAmount(p.pool) },
            { header: t('ops.games.jackpots.seed'), cell: (p: Pool) => csvAmount(p.seed) },
            { header: t('ops.games.jackpots.lastWin'), cell: (p: Pool) => (p.lastWin === null ? '' : csvAmount(p.lastWin)) },
            { header: t('ops.games.jackpots.lastWonAt'), cell: (p: Pool) => p.lastWonAt ?? '' },
          ]}
          load={async () => (await jackpots()).list}
        />
      </div>
      <QueryState query={pools} empty={rows.length === 0} emptyText={t('ops.games.jackpots.none')}>
        <DataTable
          rows={rows}
          rowKey={(p) => p.gameCode}
          layout="stack"
          data-testid="ops-jackpots"
          columns={[
            { header: t('ops.games.titles.code'), cell: (p) => p.gameCode, rowHeader: true },
            { header: t('ops.games.jackpots.pool'), cell: (p) => formatMoney(p.pool), num: true },
            { header: t('ops.games.jackpots.seed'), cell: (p) => formatMoney(p.seed), num: true },
            {
              header: t('ops.games.jackpots.lastWin'),
              cell: (p) => (p.lastWin === null ? '—' : formatMoney(p.lastWin)),
              num: true,
            },
            {
              header: t('ops.games.jackpots.lastWonAt'),
              cell: (p) => (p.lastWonAt ? formatDateTime(p.lastWonAt, i18n.language) : '—'),
            },
            { header: t('ops.games.jackpots.updated'), cell: (p) => formatDateTime(p.updatedAt, i18n.language) },
          ]}
        />
      </QueryState>
    </section>
  );
}
