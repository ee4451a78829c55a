import type { ReactNode } from 'react';
import { Pager } from './pager';
import { QueryState } from './query-state';

/** A page of rows as every paged endpoint answers it. */
export type Paged<R> = { list: R[]; pageNo: number; pageSize: number; total: number };

/** The part of a TanStack query result a paged view reads. */
export type PagedQuery<P> = {
  data: P | undefined;
  isPending: boolean;
  isError: boolean;
  error: unknown;
  refetch: () => unknown;
  isPlaceholderData?: boolean;
};

type Props<P extends Paged<unknown>> = {
  query: PagedQuery<P>;
  emptyText: string;
  onPage: (pageNo: number) => void;
  /** The page's content (a table, a list of messages). */
  children: (page: P) => ReactNode;
};

/**
 * A paged list of anything: the skeleton, error and empty states, the page, and under it the
 * pager, kept while another page loads (greyed, its buttons off) and while a page is empty, so a
 * member on a page that emptied can still go back.
 */
export function PagedView<P extends Paged<unknown>>({ query, emptyText, onPage, children }: Props<P>) {
  const data = query.data;
  return (
    <>
      <QueryState query={query} empty={data?.list.length === 0} emptyText={emptyText}>
        {data ? children(data) : null}
      </QueryState>
      {data ? (
        <Pager
          page={data.pageNo}
          pageSize={data.pageSize}
          total={data.total}
          onChange={onPage}
          disabled={query.isPlaceholderData}
        />
      ) : null}
    </>
  );
}
