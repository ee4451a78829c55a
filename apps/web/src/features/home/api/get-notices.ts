import { queryOptions, useQuery } from '@tanstack/react-query';
import type { NoticeList } from '@jade/contract/catalog';
import { answer } from '@/lib/answer';
import { api } from '@/lib/api-client';

const noticeList = answer<typeof NoticeList>({ list: 'array' });

export const getNotices = (language: string) => api(`/wps/relay/noticeList?${new URLSearchParams({ language })}`, noticeList);

/** The player notices of the home marquee (id and title), in the interface language. */
export const noticesQuery = (language: string) =>
  queryOptions({
    queryKey: ['home', 'notices', language],
    queryFn: () => getNotices(language),
    select: (v) => v.list,
    staleTime: 5 * 60_000,
  });

export const useNotices = (language: string) => useQuery(noticesQuery(language));
