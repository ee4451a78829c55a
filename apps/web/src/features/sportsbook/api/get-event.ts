import { queryOptions, useQuery } from '@tanstack/react-query';
import { SportsEvent } from '@jade/contract/sportsbook';
import { api } from '@/lib/api-client';
import { SPORTS_KEY } from './keys';

/**
 * How often an open event is read again: its prices, score and suspensions come over the socket
 * (hooks/use-live-book.ts); this catches what a dropped socket missed.
 */
export const EVENT_POLL_MS = 15_000;

export const getEvent = (eventId: number) => api(`/sgw/events/${eventId}`, SportsEvent);

/** One event with its markets; read again every 15 s while it can still take bets. */
export const eventQuery = (eventId: number) =>
  queryOptions({
    queryKey: [...SPORTS_KEY, 'event', eventId],
    queryFn: () => getEvent(eventId),
    refetchInterval: (q) => {
      const state = q.state.data?.state;
      return state === undefined || state === 'SCHEDULED' || state === 'LIVE' || state === 'SUSPENDED' ? EVENT_POLL_MS : false;
    },
  });

export const useEvent = (eventId: number) => useQuery(eventQuery(eventId));
