import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router';
import { DashboardPeriod } from '@jade/contract/ops-dashboard';
import { Button } from '@/components/ui/button';
import { QueryState } from '@/components/ui/query-state';
import { formatDay } from '@/lib/dates';
import { CsvButton } from '../shell/csv-button';
import { PageHead } from '../shell/page-head';
import { dashboardQuery, type PeriodChoice } from './dashboard-api';
import { CategoryChart, DailyChart } from './dashboard-charts';
import { DashboardTables, totalsCsv } from './dashboard-tables';
import { FigureTiles, PendingQueues } from './figure-tiles';
import { PeriodPicker } from './period-picker';
import styles from './dashboard.module.css';

/**
 * The console's home: the merchant's figures of a period of business days (today by default) —
 * money, play, GGR and NGR, players — as figures, charts and tables with CSV, and the finance
 * queues waiting now. The period lives in the address (`?period=month`), so a view can be shared.
 */
export function DashboardPage() {
  const { t, i18n } = useTranslation();
  const [params, setParams] = useSearchParams();
  const period = DashboardPeriod.safeParse(params.get('period')).data ?? 'today';
  const choice: PeriodChoice = { period, from: params.get('from') ?? '', to: params.get('to') ?? '' };
  const ready = period !== 'range' || (choice.from !== '' && choice.to !== '');
  const query = useQuery({ ...dashboardQuery(choice), enabled: ready });
  const data = query.data;
  const choose = (next: PeriodChoice) => {
    // A range starts from the days on screen.
    const from = next.from || data?.from || '';
    const to = next.to || data?.to || '';
    setParams(
      next.period === 'range' ? { period: next.period, from, to } : next.period === 'today' ? {} : { period: next.period },
      {
        replace: true,
      },
    );
  };
  return (
    <div className={styles.page}>
      <PageHead title={t('ops.dashboard.heading')}>
        {data ? (
          <CsvButton
            name={`dashboard-${data.from}-${data.to}`}
            columns={[
              { header: t('ops.dashboard.figure'), cell: (r) => r[0] },
              { header: t('ops.dashboard.value'), cell: (r) => r[1] },
            ]}
            load={() => Promise.resolve(totalsCsv(t, data))}
          />
        ) : null}
        <Button variant="secondary" onClick={() => void query.refetch()} disabled={query.isFetching}>
          {t('ops.shell.common.refresh')}
        </Button>
      </PageHead>
      <PeriodPicker value={choice} onChange={choose} />
      <QueryState
        query={{ ...query, isPending: query.isPending && ready }}
        empty={!data}
        emptyText={t('ops.dashboard.chooseDays')}
      >
        {data ? (
          <div
            className={styles.body}
            aria-busy={query.isFetching}
            data-testid="dash-body"
            data-from={data.from}
            data-to={data.to}
          >
            <p className={styles.days} data-testid="dash-days-shown">
              {data.from === data.to
                ? t('ops.dashboard.oneDay', { day: formatDay(data.from, i18n.language) })
                : t('ops.dashboard.daysRange', {
                    from: formatDay(data.from, i18n.language),
                    to: formatDay(data.to, i18n.language),
                  })}
            </p>
            <FigureTiles data={data} />
            <PendingQueues pending={data.pending} />
            <div className={styles.charts}>
              <DailyChart data={data} />
              <CategoryChart data={data} />
            </div>
            <DashboardTables data={data} />
          </div>
        ) : null}
      </QueryState>
    </div>
  );
}
