import { queryOptions, useQuery } from '@tanstack/react-query';
import { LotteryMyBetsPage } from '@jade/contract/lottery';
import { api } from '@/lib/api-client';
import { MY_BETS_KEY } from './keys';

export type BetsState = 'open' | 'settled';

export const getMyBets = (state: BetsState, gameCode: string) =>
  api(`/lgw/vn/bets?state=${state}&gameCode=${encodeURIComponent(gameCode)}&pageSize=20`, LotteryMyBetsPage);

/**
 * The member's slips of a game, open or settled. Open slips are read again every 3 s while there
 * are any, so a slip moves to settled (with its hits and win) soon after its draw.
 */
export const myBetsQuery = (state: BetsState, gameCode: string) =>
  queryOptions({
    queryKey: [...MY_BETS_KEY, state, gameCode],
    queryFn: () => getMyBets(state, gameCode),
    refetchInterval: (q) => (state === 'open' && (q.state.data?.list.length ?? 0) > 0 ? 3_000 : false),
  });

export const useMyBets = (state: BetsState, gameCode: string) => useQuery(myBetsQuery(state, gameCode));
