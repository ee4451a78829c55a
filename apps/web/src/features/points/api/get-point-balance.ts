import { queryOptions, useQuery } from '@tanstack/react-query';
import { PointBalance } from '@jade/contract/points';
import { api } from '@/lib/api-client';
import { MEMBER_POINTS_KEY } from './keys';

export const getPointBalance = () => api('/wps/relay/MCS2_getPointBalance', PointBalance);

/** The member's points (real members only: never asked for a guest or a trial account). */
export const pointBalanceQuery = (token: string | null, realMember: boolean) =>
  queryOptions({
    queryKey: [...MEMBER_POINTS_KEY, 'balance', token],
    queryFn: getPointBalance,
    enabled: token !== null && realMember,
    select: (v) => v.points,
    staleTime: 15_000,
  });

export const usePointBalance = (token: string | null, realMember: boolean) => useQuery(pointBalanceQuery(token, realMember));
