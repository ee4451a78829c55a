import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { RewardPage } from '@jade/contract/promotions';
import { api } from '@/lib/api-client';
import { appDisplayHeaders } from '../app-display';
import { REWARDS_KEY } from './keys';

export type RewardTab = 'claimable' | 'history';
export const REWARD_PAGE_SIZE = 10;

export const getRewards = (tab: RewardTab, pageNo: number, language: string) =>
  api(
    `/wps/rewards?${new URLSearchParams({ tab, pageNo: String(pageNo), pageSize: String(REWARD_PAGE_SIZE), lang: language })}`,
    RewardPage,
    { headers: appDisplayHeaders() },
  );

export const rewardsQuery = (tab: RewardTab, pageNo: number, language: string) =>
  queryOptions({
    queryKey: [...REWARDS_KEY, 'list', tab, pageNo, language],
    queryFn: () => getRewards(tab, pageNo, language),
    placeholderData: keepPreviousData,
  });

/** One page of the reward centre: claimable rewards, or the history (claimed and expired), newest first. */
export const useRewards = (tab: RewardTab, pageNo: number, language: string) => useQuery(rewardsQuery(tab, pageNo, language));
