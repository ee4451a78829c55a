import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { SportsMyBetsPage } from '@jade/contract/sportsbook';
import { api } from '@/lib/api-client';
import { MY_SPORTS_BETS_KEY } from './keys';

export type BetsState = 'open' | 'settled';

/** How many bets a page of my bets shows. */
export const MY_BETS_PAGE = 10;

export const getMyBets = (state: BetsState, pageNo: number) =>
  api(`/sgw/bets?state=${state}&pageNo=${pageNo}&pageSize=${MY_BETS_PAGE}`, SportsMyBetsPage);

/**
 * The member's bets, open or settled, newest first. Open bets are read again every 5 s while
 * there are any, so a bet moves to settled (with its grades and return) soon after its result.
 */
export const myBetsQuery = (state: BetsState, pageNo: number) =>
  queryOptions({
    queryKey: [...MY_SPORTS_BETS_KEY, state, pageNo],
    queryFn: () => getMyBets(state, pageNo),
    placeholderData: keepPreviousData,
    refetchInterval: (q) => (state === 'open' && (q.state.data?.list.length ?? 0) > 0 ? 5_000 : false),
  });

export const useMyBets = (state: BetsState, pageNo: number) => useQuery(myBetsQuery(state, pageNo));
