import type { TFunction } from 'i18next';
import type { ProfitReport } from '@jade/contract/wallet';
import { csvAmount, type CsvCell } from '@/lib/csv';
import { categoryLabel } from './category-label';

/**
 * The activity statement of a period as CSV rows, in the member's language: the period, the money
 * in and out with the net position, the play totals, then the play by day and by category.
 * Amounts are plain major units (no symbol, no separators), so a spreadsheet adds them up.
 */
export function statementRows(t: TFunction, r: ProfitReport, period: { from: string; to: string }): CsvCell[][] {
  const play = (label: string, row: ProfitReport['total']): CsvCell[] => [
    label,
    row.rounds,
    csvAmount(row.stake),
    csvAmount(row.win),
    csvAmount(row.profit),
  ];
  const header = (first: string) => [
    first,
    t('records.profit.rounds'),
    t('records.bets.stake'),
    t('records.bets.win'),
    t('records.bets.profit'),
  ];
  return [
    [t('records.statement.title'), period.from, period.to],
    [],
    [t('records.profit.deposits'), csvAmount(r.deposits)],
    [t('records.profit.withdrawals'), csvAmount(r.withdrawals)],
    [t('records.statement.netPosition'), csvAmount(r.netPosition)],
    [t('records.profit.bonuses'), csvAmount(r.bonuses)],
    [],
    header(t('records.profit.summary')),
    play(t('records.statement.total'), r.total),
    [],
    header(t('records.profit.day')),
    ...r.byDay.map((d) => play(d.day, d)),
    [],
    header(t('records.bets.category')),
    ...r.byCategory.map((c) => play(categoryLabel(t, c.category), c)),
  ];
}
