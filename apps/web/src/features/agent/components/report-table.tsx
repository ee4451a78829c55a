import type { ReactNode } from 'react';
import type { TFunction } from 'i18next';
import type { TeamBetPage, TeamTransactionPage } from '@jade/contract/agents';
import { Pager } from '@/components/ui/pager';
import { QueryState } from '@/components/ui/query-state';
import { formatDateTime } from '@/lib/dates';
import { formatMoney } from '@/lib/money';
import styles from './agent.module.css';
import { Signed } from './money';

/** One column of a report: its header, whether it holds amounts (right-aligned), and its cell. */
export type Column<R> = { header: string; num?: boolean; cell: (row: R) => ReactNode };

type Paged<R> = { list: R[]; pageNo: number; pageSize: number; total: number };
type Props<R, P extends Paged<R>> = {
  query: {
    data: P | undefined;
    isPending: boolean;
    isError: boolean;
    error: unknown;
    refetch: () => unknown;
    isPlaceholderData?: boolean;
  };
  columns: Column<R>[];
  emptyText: string;
  onPage: (pageNo: number) => void;
  /** The totals under the table (`<dt>`/`<dd>` pairs), for the page and the whole filter. */
  totals?: (page: P) => ReactNode;
};

/** A page of a report: loading, error and empty states, the table, its totals and the pager. */
export function PagedReport<R extends { id: number }, P extends Paged<R>>({
  query,
  columns,
  emptyText,
  onPage,
  totals,
}: Props<R, P>) {
  const data = query.data;
  const num = (c: Column<R>) => (c.num ? styles.num : undefined);
  return (
    <QueryState query={query} empty={data?.list.length === 0} emptyText={emptyText}>
      {data ? (
        <>
          <div className={styles.tableWrap}>
            <table className={styles.table}>
              <thead>
                <tr>
                  {columns.map((c) => (
                    <th key={c.header} scope="col" className={num(c)}>
                      {c.header}
                    </th>
                  ))}
                </tr>
              </thead>
              <tbody>
                {data.list.map((r) => (
                  <tr key={r.id}>
                    {columns.map((c) => (
                      <td key={c.header} className={num(c)}>
                        {c.cell(r)}
                      </td>
                    ))}
                  </tr>
                ))}
              </tbody>
            </table>
          </div>
          {totals ? <dl className={styles.totals}>{totals(data)}</dl> : null}
          <Pager
            page={data.pageNo}
            pageSize={data.pageSize}
            total={data.total}
            onChange={onPage}
            disabled={query.isPlaceholderData}
          />
        </>
      ) : null}
    </QueryState>
  );
}

type BetRow = TeamBetPage['list'][number];
type TransactionRow = TeamTransactionPage['list'][number];

const timeColumn = (t: TFunction, lang: string) => ({
  header: t('agent.reports.time'),
  cell: (r: { createdAt: string }) => <time dateTime={r.createdAt}>{formatDateTime(r.createdAt, lang)}</time>,
});
const userColumn = (t: TFunction) => ({ header: t('agent.team.username'), cell: (r: { username: string }) => r.username });

/** The columns of team rounds; `withUser` for the whole team's report. */
export function betColumns(t: TFunction, lang: string, { withUser = false, withWin = false } = {}): Column<BetRow>[] {
  return [
    ...(withUser ? [userColumn(t)] : []),
    { header: t('agent.reports.game'), cell: (r) => r.gameName },
    { header: t('agent.reports.stake'), num: true, cell: (r) => formatMoney(r.stake) },
    ...(withWin ? [{ header: t('agent.reports.win'), num: true, cell: (r: BetRow) => formatMoney(r.win) }] : []),
    { header: t('agent.reports.profit'), num: true, cell: (r) => <Signed minor={r.profit} /> },
    timeColumn(t, lang),
  ];
}

/** The columns of team ledger movements; `withUser` and `withReference` for the whole team's report. */
export function transactionColumns(
  t: TFunction,
  lang: string,
  { withUser = false, withReference = false } = {},
): Column<TransactionRow>[] {
  return [
    ...(withUser ? [userColumn(t)] : []),
    { header: t('agent.reports.type'), cell: (r) => t(`agent.reports.types.${r.type}`) },
    { header: t('agent.reports.amount'), num: true, cell: (r) => <Signed minor={r.amount} /> },
    { header: t('agent.reports.balanceAfter'), num: true, cell: (r) => formatMoney(r.balanceAfter) },
    ...(withReference ? [{ header: t('agent.reports.reference'), cell: (r: TransactionRow) => r.reference ?? '—' }] : []),
    timeColumn(t, lang),
  ];
}
