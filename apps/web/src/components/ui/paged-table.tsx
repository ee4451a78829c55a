import type { ReactNode } from 'react';
import { DataTable, type DataTableProps } from './data-table';
import { PagedView, type Paged, type PagedQuery } from './paged-view';
import styles from './table.module.css';

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
 * A paged report or record list: its states, the table of the page, its totals and the pager, so
 * a feature only names its columns and its sums.
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
  return (
    <PagedView query={query} emptyText={emptyText} onPage={onPage}>
      {(page) => (
        <>
          <DataTable<RowOf<P>> rows={page.list} foot={foot?.(page)} {...table} />
          {totals ? (
            <dl className={styles.totals} data-testid={totalsTestId}>
              {totals(page)}
            </dl>
          ) : null}
        </>
      )}
    </PagedView>
  );
}
