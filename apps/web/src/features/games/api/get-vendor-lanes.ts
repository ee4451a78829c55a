import { queryOptions, useQuery } from '@tanstack/react-query';
import type { GameCategory, VendorLanes } from '@jade/contract/catalog';
import { answer } from '@/lib/answer';
import { api } from '@/lib/api-client';
import { GAMES_KEY, toQuery } from './keys';

const vendorLanes = answer<typeof VendorLanes>({ data: { lanes: 'array' } });

export const getVendorLanes = (gameType: GameCategory, language: string) =>
  api(`/wps/relay/getVassGameType?${toQuery({ gameType, platform: 'html5-desktop', language })}`, vendorLanes);

/** The vendor lanes of a category: the vendor tabs, or the launch cards of vendors without titles. */
export const vendorLanesQuery = (gameType: GameCategory, language: string) =>
  queryOptions({
    queryKey: [...GAMES_KEY, 'lanes', gameType, language],
    queryFn: () => getVendorLanes(gameType, language),
    select: (v) => v.data.lanes,
    staleTime: 5 * 60_000,
  });

export const useVendorLanes = (gameType: GameCategory | null, language: string) =>
  useQuery({ ...vendorLanesQuery(gameType ?? 'RNG', language), enabled: gameType !== null });
