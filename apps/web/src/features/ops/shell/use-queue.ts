import { useEffect, useState } from 'react';
import { keepPreviousData, useQuery, type QueryKey, type UseQueryResult } from '@tanstack/react-query';
import type { Paged } from '@/components/ui/paged-view';
import { allPages } from './csv-button';

/** A live queue re-reads itself this often, so what members send shows without a reload. */
const LIVE_MS = 15_000;

type Options<F, R> = {
  /** The queue's query key; the filter and the page are added to it. */
  key: QueryKey;
  /** The filter the queue opens with (its status: what waits for a decision). */
  initial: F;
  /** Page n (from 1) of the filter, as the /ops list answers it. */
  fetchPage: (filter: F, pageNo: number, pageSize?: number) => Promise<Paged<R>>;
  /** Whether it re-reads itself (the finance queues). */
  live?: boolean;
  /** The page size of the export: the most the list's call takes. */
  exportPageSize?: number;
};

/** A queue's state as `QueueTable` shows it. */
export type Queue<F, R> = {
  filter: F;
  setFilter: (filter: F) => void;
  setPageNo: (pageNo: number) => void;
  query: UseQueryResult<Paged<R>>;
  /** Every row of the filter (all its pages) for the export. */
  exportRows: () => Promise<R[]>;
};

/**
 * A queue's filter (applied after a pause, so typing a member's name reads once, and from its
 * first page), its page, the query, and every row of the filter for the CSV export.
 */
export function useQueue<F, R>({ key, initial, fetchPage, live = false, exportPageSize = 100 }: Options<F, R>): Queue<F, R> {
  const [filter, setFilterNow] = useState(initial);
  const [applied, setApplied] = useState(initial);
  const [pageNo, setPageNo] = useState(1);
  useEffect(() => {
    const timer = setTimeout(() => setApplied(filter), 300);
    return () => clearTimeout(timer);
  }, [filter]);
  const query = useQuery({
    queryKey: [...key, applied, pageNo],
    queryFn: () => fetchPage(applied, pageNo),
    placeholderData: keepPreviousData,
    refetchInterval: live ? LIVE_MS : false,
  });
  const exportRows = () =>
    allPages(async (n) => {
      const page = await fetchPage(applied, n, exportPageSize);
      return { rows: page.list, more: n * exportPageSize < page.total };
    });
  const setFilter = (f: F) => {
    setFilterNow(f);
    setPageNo(1);
  };
  return { filter, setFilter, setPageNo, query, exportRows };
}
