import { queryOptions, useQuery } from '@tanstack/react-query';
import { AnnouncementContent, ANNOUNCEMENT_TYPES } from '@jade/contract/announcements';
import { api } from '@/lib/api-client';

export const getAnnouncementContent = (language: string) =>
  api(
    `/wps/relay/MCSFE_getListAnnouncementsV2?${new URLSearchParams({ types: ANNOUNCEMENT_TYPES.join(','), platform: 'W', lang: language })}`,
    AnnouncementContent,
  );

/**
 * The announcement content of this visitor (V2): the popups are those of the visitor's audience,
 * so the key holds the session token and a sign-in or sign-out asks again.
 */
export const announcementContentQuery = (language: string, token: string | null) =>
  queryOptions({
    queryKey: ['announcements', 'content', language, token],
    queryFn: () => getAnnouncementContent(language),
    staleTime: 5 * 60_000,
  });

export const useAnnouncementContent = (language: string, token: string | null) =>
  useQuery(announcementContentQuery(language, token));
