import { queryOptions, useQuery } from '@tanstack/react-query';
import type { RewardCount } from '@jade/contract/promotions';
import { answer } from '@/lib/answer';
import { api } from '@/lib/api-client';
import { appDisplayHeaders } from '../app-display';
import { REWARD_COUNT_KEY } from './keys';

// The badge sits in the header's account menu: a guard, not the contract's schema (lib/answer.ts).
// From the installed app it carries the app's marker (app-display.ts): the app-download reward is due then.
export const getRewardCount = () =>
  api('/wps/rewards/count', answer<typeof RewardCount>({ count: 'number' }), { headers: appDisplayHeaders() });

/**
 * The reward centre's red badge (spec §2): rewards claimable now. Never asked for a guest or a
 * trial account (the reward centre is for real members only).
 */
export const rewardCountQuery = (token: string | null, realMember: boolean) =>
  queryOptions({
    queryKey: [...REWARD_COUNT_KEY, token],
    queryFn: getRewardCount,
    enabled: token !== null && realMember,
    select: (v) => v.count,
    staleTime: 30_000,
  });

export const useRewardCount = (token: string | null, realMember: boolean) => useQuery(rewardCountQuery(token, realMember));
