import { queryOptions, useQuery } from '@tanstack/react-query';
import { LotteryMyChasesPage } from '@jade/contract/lottery';
import { api } from '@/lib/api-client';
import { MY_CHASES_KEY } from './keys';

export type ChasesState = 'active' | 'ended';

export const getMyChases = (state: ChasesState) => api(`/lgw/vn/chases?state=${state}&pageSize=20`, LotteryMyChasesPage);

/**
 * The member's chases (of every game: the server lists them all), active or ended, the latest
 * first. Active ones are read again every 5 s while there are any, so each draw's slip shows as it
 * is placed and settled and a chase moves to ended when it stops.
 */
export const myChasesQuery = (state: ChasesState) =>
  queryOptions({
    queryKey: [...MY_CHASES_KEY, state],
    queryFn: () => getMyChases(state),
    refetchInterval: (q) => (state === 'active' && (q.state.data?.list.length ?? 0) > 0 ? 5_000 : false),
  });

export const useMyChases = (state: ChasesState) => useQuery(myChasesQuery(state));
