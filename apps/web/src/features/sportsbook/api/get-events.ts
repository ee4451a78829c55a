import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { SportsEventsPage } from '@jade/contract/sportsbook';
import type { SPORTS, SportsEventState } from '@jade/contract/sportsbook';
import { api } from '@/lib/api-client';
import { SPORTS_KEY } from './keys';

export type Sport = (typeof SPORTS)[number];

/** How often the lists of live and upcoming events are read again (scores, states). */
export const EVENTS_POLL_MS = 10_000;

/**
 * The events of a sport, of one competition when named (its exact name, URL-encoded), in one state
 * when given (without it: those not over, SCHEDULED, LIVE and SUSPENDED).
 */
export const getEvents = (sport: Sport, state: SportsEventState | undefined, pageSize: number, competition?: string) => {
  const q = new URLSearchParams({ sport });
  if (competition) q.set('competition', competition);
  if (state) q.set('state', state);
  q.set('pageSize', String(pageSize));
  return api(`/sgw/events?${q.toString()}`, SportsEventsPage);
};

/**
 * The events of a sport (of one competition when named) in one state, or not over when no state is
 * given (soonest first); lists of events not over are read again every 10 s.
 */
export const eventsQuery = (sport: Sport, state: SportsEventState | undefined, pageSize = 50, competition?: string) =>
  queryOptions({
    queryKey: [...SPORTS_KEY, 'events', sport, state ?? 'RUNNING', pageSize, ...(competition ? [competition] : [])],
    queryFn: () => getEvents(sport, state, pageSize, competition),
    placeholderData: keepPreviousData,
    refetchInterval: state === undefined || state === 'LIVE' || state === 'SCHEDULED' ? EVENTS_POLL_MS : false,
  });

export const useEvents = (sport: Sport, state: SportsEventState | undefined, pageSize?: number, competition?: string) =>
  useQuery(eventsQuery(sport, state, pageSize, competition));
