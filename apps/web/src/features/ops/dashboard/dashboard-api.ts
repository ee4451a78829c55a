import { keepPreviousData, queryOptions } from '@tanstack/react-query';
import { OpsDashboard, type DashboardPeriod } from '@jade/contract/ops-dashboard';
import { opsApi } from '../api/ops-api';

/** The period the dashboard shows: a preset, or a range of days (`from`/`to` read only for `range`). */
export type PeriodChoice = { period: DashboardPeriod; from: string; to: string };

export const PERIODS: readonly DashboardPeriod[] = ['today', 'yesterday', 'week', 'month', 'range'];

/** The figures of a period, kept on screen while the next period loads, re-read every minute. */
export function dashboardQuery(choice: PeriodChoice) {
  const range = choice.period === 'range';
  const params = new URLSearchParams({ period: choice.period, ...(range ? { from: choice.from, to: choice.to } : {}) });
  return queryOptions({
    queryKey: ['ops', 'dashboard', choice.period, range ? choice.from : '', range ? choice.to : ''],
    queryFn: () => opsApi(`/ops/dashboard?${params.toString()}`, OpsDashboard),
    placeholderData: keepPreviousData,
    refetchInterval: 60_000,
  });
}

/** Counts in Latin digits with "," between thousands, as money is written. */
export const formatCount = (n: number) => String(n).replace(/\B(?=(\d{3})+(?!\d))/g, ',');

/** A headline figure's name (ops.dashboard.figures.*). */
export type FigureKey = keyof (typeof import('@/locales/ops/dashboard.en.json'))['figures'];
