import { queryOptions, useQuery } from '@tanstack/react-query';
import type { BANNER_GROUPS, BannerList } from '@jade/contract/catalog';
import { answer } from '@/lib/answer';
import { api } from '@/lib/api-client';

export type BannerGroup = (typeof BANNER_GROUPS)[number];

export const bannerListAnswer = answer<typeof BannerList>({ announcementImages: 'array' });

export const getBanners = (groupName: BannerGroup, language: string) =>
  api(`/wps/relay/banners?${new URLSearchParams({ groupName, language })}`, bannerListAnswer);

/** The banners of one group (w_home carousel, w_leftmenu reward centre …) in display order. */
export const bannersQuery = (groupName: BannerGroup, language: string) =>
  queryOptions({
    queryKey: ['home', 'banners', groupName, language],
    queryFn: () => getBanners(groupName, language),
    select: (v) => [...v.announcementImages].sort((a, b) => a.sequence - b.sequence),
    staleTime: 5 * 60_000,
  });

export const useBanners = (groupName: BannerGroup, language: string) => useQuery(bannersQuery(groupName, language));
