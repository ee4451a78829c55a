import { queryOptions, useQuery } from '@tanstack/react-query';
import { LotteryMyLevel } from '@jade/contract/lottery';
import { api } from '@/lib/api-client';

/**
 * The signed-in account's lottery prize level (GET /lgw/vn/prize-level): the lottery slip pays at
 * it, and an agent sets its direct downlines' levels at most to it. Under ['member'], so signing
 * out (which drops ['member']) forgets it.
 */
export const PRIZE_LEVEL_KEY = ['member', 'prize-level'] as const;

export const getPrizeLevel = () => api('/lgw/vn/prize-level', LotteryMyLevel);

/** The level of the session `token` (none while signed out). */
export const prizeLevelQuery = (token: string | null) =>
  queryOptions({
    queryKey: [...PRIZE_LEVEL_KEY, token],
    queryFn: getPrizeLevel,
    enabled: token !== null,
    staleTime: 60_000,
  });

/** The signed-in account's prize level, shared by the lottery slip and the agent's team page. */
export const usePrizeLevel = (token: string | null) => useQuery(prizeLevelQuery(token));

/** A prize level in basis points as a percentage with one decimal ("98.0 %"), as levels go in steps of 0.1 %. */
export const levelPercent = (level: number) => `${(level / 100).toFixed(1)} %`;
