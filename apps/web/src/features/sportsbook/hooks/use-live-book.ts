import { useEffect } from 'react';
import { useQueryClient } from '@tanstack/react-query';
import type { SportsEvent, SportsMyBetsPage } from '@jade/contract/sportsbook';
import type { z } from 'zod';
import { subscribe, watchSports } from '@/lib/realtime';
import { MY_SPORTS_BETS_KEY } from '../api/keys';
import { eventQuery } from '../api/get-event';
import { applyCashOut, applyEventState, applyOdds } from '../live';

/**
 * The book's live messages on the tab's one socket (lib/realtime): an event's prices, state and
 * score go into its query as they come, and a bet's cash-out offer into my bets (the socket asks for
 * the book while this is mounted: `watchSports`). The event is still read again now and then
 * (api/get-event.ts) for what a dropped socket missed.
 */
export function useLiveBook(eventId: number | null) {
  const qc = useQueryClient();
  useEffect(() => {
    const offs = [
      watchSports(),
      subscribe('sportsCashOut', (m) =>
        qc.setQueriesData<z.infer<typeof SportsMyBetsPage>>({ queryKey: MY_SPORTS_BETS_KEY }, (page) =>
          page ? applyCashOut(page, m) : page,
        ),
      ),
    ];
    if (eventId) {
      const key = eventQuery(eventId).queryKey;
      const update = (f: (e: SportsEvent) => SportsEvent) => qc.setQueryData<SportsEvent>(key, (e) => (e ? f(e) : e));
      offs.push(subscribe('sportsOdds', (m) => update((e) => applyOdds(e, m))));
      offs.push(subscribe('sportsEvent', (m) => update((e) => applyEventState(e, m))));
    }
    return () => offs.forEach((off) => off());
  }, [qc, eventId]);
}
