import { queryOptions } from '@tanstack/react-query';
import { JackpotPools } from '@jade/contract/games';
import { api } from '@/lib/api-client';

/** The jackpot pools of the in-house titles (public GET /wps/game/jackpots), polled every 10 s. */
export const jackpotsQuery = () =>
  queryOptions({
    queryKey: ['games', 'jackpots'],
    queryFn: () => api('/wps/game/jackpots', JackpotPools),
    refetchInterval: 10_000,
    staleTime: 5_000,
  });
