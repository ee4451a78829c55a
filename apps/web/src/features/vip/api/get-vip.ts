import { queryOptions, useQuery } from '@tanstack/react-query';
import type { VipStatus } from '@jade/contract/vip';
import { answer } from '@/lib/answer';
import { api } from '@/lib/api-client';
import { REWARDS_KEY } from '@/lib/queries/rewards-key';
import { VIP_KEY } from './keys';

// The label sits in the header's account menu: a guard, not the contract's schema (lib/answer.ts).
export const getVip = (language: string) =>
  api(
    `/wps/vip?${new URLSearchParams({ lang: language })}`,
    answer<typeof VipStatus>({ level: 'number', name: 'string', validBet: 'number', deposits: 'number', levels: 'array' }),
  );

/**
 * The member's VIP level, what it rests on and the whole table (spec §3 "VIP label and rank").
 * Reading it puts the upgrade bonus of every level reached into the reward centre (once), so the
 * reward centre and its badge are read again after each answer. Real members only.
 */
export const vipQuery = (token: string | null, realMember: boolean, language: string) =>
  queryOptions({
    queryKey: [...VIP_KEY, token, language],
    queryFn: async ({ client }) => {
      const status = await getVip(language);
      void client.invalidateQueries({ queryKey: REWARDS_KEY });
      return status;
    },
    enabled: token !== null && realMember,
    staleTime: 60_000,
  });

export const useVip = (token: string | null, realMember: boolean, language: string) =>
  useQuery(vipQuery(token, realMember, language));
