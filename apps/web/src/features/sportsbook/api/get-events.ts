import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { SportsEventsPage } from '@jade/contract/sportsbook';
import type { SPORTS, SportsEventState } from '@jade/contract/sportsbook';
import { api } from '@/lib/api-client';
import { SPORTS_KEY } from './keys';

export type Sport = (typeof SPORTS)[number];

/** How often the lists of live and upcoming events are read again (scores, states). */
export const EVENTS_POLL_MS = 10_000;

export const getEvents = (sport: Sport, state: SportsEventState, pageSize: number) =>
  api(`/sgw/events?sport=${sport}&state=${state}&pageSize=${pageSize}`, SportsEventsPage);

/** The events of a sport in one state (soonest first); live and upcoming lists are read again every 10 s. */
export const eventsQuery = (sport: Sport, state: SportsEventState, pageSize = 50) =>
  queryOptions({
    queryKey: [...SPORTS_KEY, 'events', sport, state, pageSize],
    queryFn: () => getEvents(sport, state, pageSize),
    placeholderData: keepPreviousData,
    refetchInterval: state === 'LIVE' || state === 'SCHEDULED' ? EVENTS_POLL_MS : false,
  });

export const useEvents = (sport: Sport, state: SportsEventState, pageSize?: number) =>
  useQuery(eventsQuery(sport, state, pageSize));
