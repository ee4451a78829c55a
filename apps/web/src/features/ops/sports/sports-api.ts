import { queryOptions } from '@tanstack/react-query';
import { SportsEvent, SportsEventsPage, SportsSettings, type SPORTS, type SportsEventState } from '@jade/contract/sportsbook';
import { opsApi } from '../api/ops-api';

export type Sport = (typeof SPORTS)[number];
/** Every query of the section starts with this key (a write refreshes them all). */
export const SPORTS_KEY = ['ops', 'sports'] as const;

/** A page of events by sport and state (none: those taking bets). */
export const eventsOf = (sport: Sport | '', state: SportsEventState | '', pageNo: number, pageSize = 20) =>
  opsApi(
    `/ops/sports/events?pageNo=${pageNo}&pageSize=${pageSize}${sport ? `&sport=${sport}` : ''}${state ? `&state=${state}` : ''}`,
    SportsEventsPage,
  );

/** One event with its markets and their prices. */
export const eventQuery = (eventId: number) =>
  queryOptions({
    queryKey: [...SPORTS_KEY, 'event', eventId],
    queryFn: () => opsApi(`/ops/sports/events/${eventId}`, SportsEvent),
  });

export const settingsQuery = queryOptions({
  queryKey: [...SPORTS_KEY, 'settings'],
  queryFn: () => opsApi('/ops/sports/settings', SportsSettings),
});

type Write = { method: 'POST' | 'PUT'; body: unknown };
/** A write on an event (`/ops/sports/events/:id/<path>`), answered with the event after it. */
export const eventWrite = (eventId: number, path: string, write: Write) =>
  opsApi(`/ops/sports/events/${eventId}/${path}`, SportsEvent, write);
