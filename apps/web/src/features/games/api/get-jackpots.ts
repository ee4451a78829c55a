import { queryOptions } from '@tanstack/react-query';
import { JackpotPools } from '@jade/contract/games';
import { api } from '@/lib/api-client';
import { JACKPOT_POLL_MS } from '../components/jackpot';
import { GAMES_KEY } from './keys';

/**
 * The jackpot pools of the in-house titles (public GET /wps/game/jackpots): one query shared by
 * every jackpot card, polled while at least one is mounted (React Query polls active queries only).
 */
export const jackpotsQuery = () =>
  queryOptions({
    queryKey: [...GAMES_KEY, 'jackpots'],
    queryFn: () => api('/wps/game/jackpots', JackpotPools),
    refetchInterval: JACKPOT_POLL_MS,
    staleTime: JACKPOT_POLL_MS / 2,
    retry: false,
  });
