import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import type { OpsRtpRow } from '@jade/contract/ops-games';
import { DataTable } from '@/components/ui/data-table';
import { DateRangeFilter, useDateRange } from '@/components/ui/date-range-filter';
import { QueryState } from '@/components/ui/query-state';
import { csvAmount } from '@/lib/csv';
import { formatMoney } from '@/lib/money';
import { CsvButton } from '../shell/csv-button';
import { rtp } from './games-api';
import styles from './games.module.css';
import formStyles from '../shell/forms.module.css';

const pct = (bp: number | null) => (bp === null ? '—' : `${(bp / 100).toFixed(2)} %`);

/** The in-house titles' theoretical RTP (the engine's configuration) beside what their settled real rounds paid back. */
export function RtpPage() {
  const { t } = useTranslation();
  const [range, setRange] = useDateRange('last7');
  const report = useQuery({
    queryKey: ['ops', 'games', 'rtp', range.from, range.to],
    queryFn: () => rtp(range.from, range.to),
    placeholderData: keepPreviousData,
  });
  const rows = report.data?.list ?? [];
  return (
    <section className={formStyles.section} aria-label={t('ops.games.tabs.rtp')}>
      <p className={styles.counts}>{t('ops.games.rtp.hint')}</p>
      <div className={formStyles.row}>
        <DateRangeFilter value={range} onChange={setRange} />
        <CsvButton
          name="rtp"
          columns={[
            { header: t('ops.games.titles.code'), cell: (r: OpsRtpRow) => r.gameCode },
            { header: t('ops.games.titles.name'), cell: (r: OpsRtpRow) => r.name },
            { header: t('ops.games.rtp.engine'), cell: (r: OpsRtpRow) => r.engine },
            { header: t('ops.games.rtp.theoretical'), cell: (r: OpsRtpRow) => r.theoreticalBp / 100 },
            { header: t('ops.games.rtp.rounds'), cell: (r: OpsRtpRow) => r.rounds },
            { header: t('ops.games.rtp.stake'), cell: (r: OpsRtpRow) => csvAmount(r.stake) },
            { header: t('ops.games.rtp.win'), cell: (r: OpsRtpRow) => csvAmount(r.win) },
            { header: t('ops.games.rtp.observed'), cell: (r: OpsRtpRow) => (r.observedBp === null ? '' : r.observedBp / 100) },
          ]}
          load={async () => (await rtp(range.from, range.to)).list}
        />
      </div>
      <QueryState query={report} empty={rows.length === 0} emptyText={t('ops.shell.common.noRows')}>
        <DataTable
          rows={rows}
          rowKey={(r) => r.gameCode}
          layout="stack"
          data-testid="ops-rtp"
          columns={[
            { header: t('ops.games.titles.name'), cell: (r) => `${r.name} (${r.gameCode})`, rowHeader: true },
            { header: t('ops.games.rtp.engine'), cell: (r) => r.engine },
            { header: t('ops.games.rtp.theoretical'), cell: (r) => pct(r.theoreticalBp), num: true },
            { header: t('ops.games.rtp.observed'), cell: (r) => pct(r.observedBp), num: true },
            { header: t('ops.games.rtp.rounds'), cell: (r) => r.rounds, num: true },
            { header: t('ops.games.rtp.stake'), cell: (r) => formatMoney(r.stake), num: true },
            { header: t('ops.games.rtp.win'), cell: (r) => formatMoney(r.win), num: true },
          ]}
        />
      </QueryState>
    </section>
  );
}
