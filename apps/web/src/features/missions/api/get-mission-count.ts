import { queryOptions, useQuery } from '@tanstack/react-query';
import type { MissionCount } from '@jade/contract/missions';
import { answer } from '@/lib/answer';
import { api } from '@/lib/api-client';
import { MISSION_COUNT_KEY } from './keys';

// The badge sits in the header's account menu: a guard, not the contract's schema (lib/answer.ts).
export const getMissionCount = () => api('/wps/missions/count', answer<typeof MissionCount>({ count: 'number' }));

/**
 * The missions page's red badge (spec §2): missions complete and not yet claimed. Asked only for a
 * signed-in real member, and only once `wanted` (after the first screen has loaded).
 */
export const missionCountQuery = (token: string | null, realMember: boolean, wanted = true) =>
  queryOptions({
    queryKey: [...MISSION_COUNT_KEY, token],
    queryFn: getMissionCount,
    enabled: token !== null && realMember && wanted,
    select: (v) => v.count,
    staleTime: 30_000,
  });

export const useMissionCount = (token: string | null, realMember: boolean, wanted = true) =>
  useQuery(missionCountQuery(token, realMember, wanted));
