import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { SportsCompetitions } from '@jade/contract/sportsbook';
import { api } from '@/lib/api-client';
import { EVENTS_POLL_MS, type Sport } from './get-events';
import { SPORTS_KEY } from './keys';

export const getCompetitions = (sport: Sport) =>
  api(`/sgw/competitions?${new URLSearchParams({ sport }).toString()}`, SportsCompetitions);

/**
 * A sport's competitions with events not over, by name, each with how many are live (or
 * suspended) and to come; read again every 10 s as the event lists are.
 */
export const competitionsQuery = (sport: Sport) =>
  queryOptions({
    queryKey: [...SPORTS_KEY, 'competitions', sport],
    queryFn: () => getCompetitions(sport),
    placeholderData: keepPreviousData,
    refetchInterval: EVENTS_POLL_MS,
  });

export const useCompetitions = (sport: Sport) => useQuery(competitionsQuery(sport));
