import { useEffect, useState } from 'react';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import type { Paged } from '@/components/ui/paged-view';
import { allPages } from '../shell/csv-button';
import { FINANCE_KEY, type QueueFilter } from './finance-api';

/** The queues re-read themselves this often, so what members send shows without a reload. */
export const LIVE_MS = 15_000;
const EXPORT_PAGE = 100;

/**
 * A finance queue's state: its filter (the typed member read after a pause), its page, the live
 * query, and every row of the filter for the export.
 */
export function useQueue<S extends string, R>(
  name: string,
  initial: S | '',
  fetchPage: (f: QueueFilter<S>, pageNo: number, pageSize?: number) => Promise<Paged<R>>,
) {
  const [filter, setFilterNow] = useState<QueueFilter<S>>({ status: initial, username: '', from: '', to: '' });
  const [applied, setApplied] = useState(filter);
  const [pageNo, setPageNo] = useState(1);
  useEffect(() => {
    const timer = setTimeout(() => setApplied(filter), 300);
    return () => clearTimeout(timer);
  }, [filter]);
  const query = useQuery({
    queryKey: [...FINANCE_KEY, name, applied, pageNo],
    queryFn: () => fetchPage(applied, pageNo),
    placeholderData: keepPreviousData,
    refetchInterval: LIVE_MS,
  });
  const setFilter = (f: QueueFilter<S>) => {
    setFilterNow(f);
    setPageNo(1);
  };
  const exportRows = () =>
    allPages(async (n) => {
      const page = await fetchPage(applied, n, EXPORT_PAGE);
      return { rows: page.list, more: n * EXPORT_PAGE < page.total };
    });
  return { filter, setFilter, pageNo, setPageNo, query, exportRows };
}
