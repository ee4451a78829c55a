import type { ReactNode } from 'react';
import { DataTable, type DataTableProps } from './data-table';
import { Pager } from './pager';
import { QueryState } from './query-state';
import styles from './table.module.css';

/** A page of rows as every paged endpoint answers it. */
export type Paged<R> = { list: R[]; pageNo: number; pageSize: number; total: number };

/** The part of a TanStack query result a paged table reads. */
export type PagedQuery<P> = {
  data: P | undefined;
  isPending: boolean;
  isError: boolean;
  error: unknown;
  refetch: () => unknown;
  isPlaceholderData?: boolean;
};

/** A row of a page. */
type RowOf<P extends Paged<unknown>> = P['list'][number];

type Props<P extends Paged<unknown>> = Omit<DataTableProps<RowOf<P>>, 'rows' | 'foot'> & {
  query: PagedQuery<P>;
  emptyText: string;
  onPage: (pageNo: number) => void;
  /** Rows of totals inside the table (`<tr>` elements), for the page and the whole filter. */
  foot?: (page: P) => ReactNode;
  /** The totals under the table (`<dt>`/`<dd>` pairs), for the page and the whole filter. */
  totals?: (page: P) => ReactNode;
  totalsTestId?: string;
};

/**
 * A paged list of records: the skeleton, error and empty states, the table, its totals and the
 * pager (kept greyed while the next page loads over the last one).
 */
export function PagedTable<P extends Paged<unknown>>({
  query,
  emptyText,
  onPage,
  foot,
  totals,
  totalsTestId,
  ...table
}: Props<P>) {
  const data = query.data;
  return (
    <QueryState query={query} empty={data?.list.length === 0} emptyText={emptyText}>
      {data ? (
        <>
          <DataTable<RowOf<P>> rows={data.list} foot={foot?.(data)} {...table} />
          {totals ? (
            <dl className={styles.totals} data-testid={totalsTestId}>
              {totals(data)}
            </dl>
          ) : null}
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
