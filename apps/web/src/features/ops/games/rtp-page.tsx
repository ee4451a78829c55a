import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { OpsRtpRow } from '@jade/contract/ops-games';
import { DateRangeFilter, useDateRange, type DateRangeValue } from '@/components/ui/date-range-filter';
import { PagedTable } from '@/components/ui/paged-table';
import { csvAmount } from '@/lib/csv';
import { formatMoney } from '@/lib/money';
import { pageHeadStyles } from '../shell/page-head';
import { allPages, CsvButton } from '../shell/csv-button';
import { rtp } from './games-api';
import styles from './games.module.css';
import formStyles from '../shell/forms.module.css';

const pct = (bp: number | null) => (bp === null ? '—' : `${(bp / 100).toFixed(2)} %`);

/**
 * The in-house titles' theoretical RTP (the engine's configuration) beside what their settled real
 * rounds paid back, a page at a time (the played titles first), searched by code or name.
 */
export function RtpPage() {
  const { t } = useTranslation();
  const id = useId();
  const [range, setRangeNow] = useDateRange('last7');
  const [name, setNameNow] = useState('');
  const [page, setPage] = useState(1);
  const setRange = (r: DateRangeValue) => (setRangeNow(r), setPage(1));
  const setName = (n: string) => (setNameNow(n), setPage(1));
  const report = useQuery({
    queryKey: ['ops', 'games', 'rtp', range.from, range.to, name, page],
    queryFn: () => rtp({ from: range.from, to: range.to, name }, page),
    placeholderData: keepPreviousData,
  });
  return (
    <section className={formStyles.section} aria-label={t('ops.games.tabs.rtp')}>
      <p className={styles.counts}>{t('ops.games.rtp.hint')}</p>
      <div className={pageHeadStyles.filters} role="search" aria-label={t('ops.shell.common.filters')}>
        <DateRangeFilter value={range} onChange={setRange} />
        <div className={formStyles.field}>
          <label htmlFor={`${id}-name`}>{t('ops.games.titles.name')}</label>
          <input id={`${id}-name`} type="search" maxLength={64} value={name} onChange={(e) => setName(e.target.value)} />
        </div>
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
          load={() =>
            allPages(async (n) => {
              const p = await rtp({ from: range.from, to: range.to, name }, n, 100);
              return { rows: p.list, more: n * p.pageSize < p.total };
            })
          }
        />
      </div>
      <PagedTable
        query={report}
        onPage={setPage}
        emptyText={t('ops.shell.common.noRows')}
        layout="stack"
        data-testid="ops-rtp"
        totals={(p) => (
          <>
            <dt>{t('ops.games.rtp.rounds')}</dt>
            <dd>{p.totals.rounds}</dd>
            <dt>{t('ops.games.rtp.stake')}</dt>
            <dd>{formatMoney(p.totals.stake)}</dd>
            <dt>{t('ops.games.rtp.win')}</dt>
            <dd>{formatMoney(p.totals.win)}</dd>
            <dt>{t('ops.games.rtp.allObserved')}</dt>
            <dd>{pct(p.totals.observedBp)}</dd>
          </>
        )}
        totalsTestId="ops-rtp-totals"
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
    </section>
  );
}
