import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { AnnouncementPage } from '@jade/contract/announcements';
import { LIMITS } from '@jade/contract/limits';
import { api } from '@/lib/api-client';

/** A page by number, or (the notice-list variant) the page that holds a notice. */
export type AnnouncementFilter = { language: string } & ({ pageNo: number } | { noticeId: number });

export const getAnnouncements = (f: AnnouncementFilter) => {
  const q = new URLSearchParams({ pageSize: String(LIMITS.announcementPageSize), lang: f.language });
  if ('noticeId' in f) q.set('noticeId', String(f.noticeId));
  else q.set('pageNo', String(f.pageNo));
  return api(`/wps/relay/MCSFE_getListAnnouncements?${q}`, AnnouncementPage);
};

export const announcementsQuery = (f: AnnouncementFilter) =>
  queryOptions({
    queryKey: ['announcements', 'list', f],
    queryFn: () => getAnnouncements(f),
    placeholderData: keepPreviousData,
    staleTime: 60_000,
  });

/** One page of the announcement list (publicModal), 9 titles with their HTML content. */
export const useAnnouncements = (f: AnnouncementFilter) => useQuery(announcementsQuery(f));
