import { queryOptions, useQuery } from '@tanstack/react-query';
import { NoticeList } from '@jade/contract/catalog';
import { api } from '@/lib/api-client';

export const getNotices = (language: string) => api(`/wps/relay/noticeList?${new URLSearchParams({ language })}`, NoticeList);

/** The player notices of the home marquee (id and title), in the interface language. */
export const noticesQuery = (language: string) =>
  queryOptions({
    queryKey: ['home', 'notices', language],
    queryFn: () => getNotices(language),
    select: (v) => v.list,
    staleTime: 5 * 60_000,
  });

export const useNotices = (language: string) => useQuery(noticesQuery(language));
