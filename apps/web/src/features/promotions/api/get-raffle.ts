import { queryOptions, useQuery } from '@tanstack/react-query';
import { RaffleBoard } from '@jade/contract/promotions';
import { api } from '@/lib/api-client';
import { RAFFLE_KEY } from './keys';

export const getRaffle = (id: number) => api(`/wps/promotions/${id}/raffle`, RaffleBoard);

/**
 * A raffle promotion's board (public: the commitment, the total of tickets, after the draw its
 * seed and the masked winners). `token` keys the member's own copy, which also carries their
 * tickets and marks their wins; asked only while `enabled` (its details open).
 */
export const raffleQuery = (id: number, token: string | null, enabled = true) =>
  queryOptions({
    queryKey: [...RAFFLE_KEY, id, token],
    queryFn: () => getRaffle(id),
    enabled,
    staleTime: 30_000,
  });

export const useRaffle = (id: number, token: string | null, enabled = true) => useQuery(raffleQuery(id, token, enabled));
