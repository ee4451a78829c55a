import { useQuery } from '@tanstack/react-query';
import { z } from 'zod';
import { OpsAnnouncement, type AnnouncementType } from '@jade/contract/announcements';
import { OpsBanner, type BannerGroup } from '@jade/contract/banners';
import { OpsHelpSection } from '@jade/contract/help';
import { ApiError } from '@/lib/api-client';
import { opsApi, useOpsSession } from '../api/ops-api';

/** Every query of the content pages starts with this key: a write refreshes them all. */
export const CONTENT_KEY = ['ops', 'content'] as const;

export const announcementsQuery = (type: AnnouncementType | '') => ({
  queryKey: [...CONTENT_KEY, 'announcements', type],
  queryFn: () => opsApi(`/ops/announcements${type ? `?type=${type}` : ''}`, z.array(OpsAnnouncement)),
});
export const useAnnouncements = (type: AnnouncementType | '') => useQuery(announcementsQuery(type));

export const bannersQuery = (group: BannerGroup | '') => ({
  queryKey: [...CONTENT_KEY, 'banners', group],
  queryFn: () => opsApi(`/ops/banners${group ? `?groupName=${group}` : ''}`, z.array(OpsBanner)),
});
export const useBanners = (group: BannerGroup | '') => useQuery(bannersQuery(group));

export const helpQuery = { queryKey: [...CONTENT_KEY, 'help'], queryFn: () => opsApi('/ops/help', z.array(OpsHelpSection)) };
export const useHelp = () => useQuery(helpQuery);

/** The first validation message of a field (its path starts with `path`), or null. */
export function fieldProblem(problem: unknown, path: string): string | null {
  if (!(problem instanceof ApiError)) return null;
  return problem.issues.find((i) => i.path === path || i.path.startsWith(`${path}.`))?.message ?? null;
}

/** Per-language texts without the empty ones (the server wants English; other languages are optional). */
export const filled = (texts: Record<string, string>) =>
  Object.fromEntries(Object.entries(texts).filter(([, v]) => v.trim() !== ''));

/** Whether the signed-in operator may change things here (read-only operators only read). */
export const useCanWrite = () => useOpsSession().data?.role !== 'readonly';
