import { queryOptions, useQuery } from '@tanstack/react-query';
import type { AnnouncementContent } from '@jade/contract/announcements';
import { ANNOUNCEMENT_TYPES } from '@jade/contract/announcement-types';
import { api } from '@/lib/api-client';
import { answer } from '@/lib/answer';

/**
 * Checked by a guard, not the contract's schema (lib/answer.ts): the popups load on a first visit,
 * which then downloads and runs no schema library. Each popup's title and HTML are what it reads.
 */
const content = answer<typeof AnnouncementContent>(
  { banners: 'array', player: 'array', popup: 'array', promotion: 'array', home: 'array' },
  { popup: { id: 'number', title: 'string', content: 'string', execution: 'string' } },
);

export const getAnnouncementContent = (language: string) =>
  api(
    `/wps/relay/MCSFE_getListAnnouncementsV2?${new URLSearchParams({ types: ANNOUNCEMENT_TYPES.join(','), platform: 'W', lang: language })}`,
    content,
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
