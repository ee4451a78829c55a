import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { OpsFeedback } from '@jade/contract/feedback';
import { OpsSentMessagePage } from '@jade/contract/messages';
import { Paged } from '@jade/contract/payments';
import { opsApi, useOpsSession } from '../api/ops-api';
import { allPages } from '../shell/csv-button';

export const SUPPORT_KEY = ['ops', 'support'] as const;
export type FeedbackStatus = 'OPEN' | 'ANSWERED' | '';

const FeedbackPage = Paged(OpsFeedback);

export const getSent = (pageNo: number, pageSize = 20) =>
  opsApi(`/ops/messages?${new URLSearchParams({ pageNo: String(pageNo), pageSize: String(pageSize) })}`, OpsSentMessagePage);
export const useSent = (pageNo: number) =>
  useQuery({ queryKey: [...SUPPORT_KEY, 'sent', pageNo], queryFn: () => getSent(pageNo), placeholderData: keepPreviousData });
/** Every sent message, for the export. */
export const allSent = () =>
  allPages(async (n) => {
    const p = await getSent(n, 100);
    return { rows: p.list, more: n * p.pageSize < p.total };
  });

export const getFeedback = (status: FeedbackStatus, pageNo: number, pageSize = 20) =>
  opsApi(
    `/ops/feedback?${new URLSearchParams({ ...(status ? { status } : {}), pageNo: String(pageNo), pageSize: String(pageSize) })}`,
    FeedbackPage,
  );
export const useFeedback = (status: FeedbackStatus, pageNo: number) =>
  useQuery({
    queryKey: [...SUPPORT_KEY, 'feedback', status, pageNo],
    queryFn: () => getFeedback(status, pageNo),
    placeholderData: keepPreviousData,
  });
export const allFeedback = (status: FeedbackStatus) =>
  allPages(async (n) => {
    const p = await getFeedback(status, n, 100);
    return { rows: p.list, more: n * p.pageSize < p.total };
  });

/** Whether the signed-in operator may send and answer (read-only operators only read). */
export const useCanWrite = () => useOpsSession().data?.role !== 'readonly';
