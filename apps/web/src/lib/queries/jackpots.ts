import { queryOptions, useQuery } from '@tanstack/react-query';
import type { JackpotPools } from '@jade/contract/games';
import { answerList } from '@/lib/answer';
import { api } from '@/lib/api-client';

/** The jackpot pools are re-read this often (ms), by the game cards and the game room alike. */
export const JACKPOT_POLL_MS = 10_000;

/** The jackpot pools of the in-house titles (public GET /wps/game/jackpots). */
export const getJackpots = () =>
  api('/wps/game/jackpots', answerList<typeof JackpotPools>({ gameCode: 'string', pool: 'number', ratePerSecond: 'number' }));

/**
 * One query shared by every jackpot figure (the lobby's cards, the game room's pool), polled while
 * at least one is mounted (React Query polls active queries only); a failed poll is not retried,
 * the next one comes soon enough.
 */
export const jackpotsQuery = () =>
  queryOptions({
    queryKey: ['games', 'jackpots'],
    queryFn: getJackpots,
    refetchInterval: JACKPOT_POLL_MS,
    staleTime: JACKPOT_POLL_MS / 2,
    retry: false,
  });

/** The jackpot pools, or none while `enabled` is false (a title without a jackpot). */
export const useJackpots = (enabled = true) => useQuery({ ...jackpotsQuery(), enabled });
