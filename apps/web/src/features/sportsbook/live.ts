import type { SportsEvent, SportsMyBetsPage } from '@jade/contract/sportsbook';
import type { WsServerMessage } from '@jade/contract/events';
import type { z } from 'zod';

type OddsMessage = Extract<WsServerMessage, { type: 'sportsOdds' }>;
type EventMessage = Extract<WsServerMessage, { type: 'sportsEvent' }>;
type CashOutMessage = Extract<WsServerMessage, { type: 'sportsCashOut' }>;
type BetsPage = z.infer<typeof SportsMyBetsPage>;

/**
 * An event as a `sportsOdds` message leaves it: the market's state and the listed selections'
 * prices, each only when its version is newer than the one shown (a late message changes nothing).
 */
export function applyOdds(event: SportsEvent, m: OddsMessage): SportsEvent {
  if (event.id !== m.eventId) return event;
  return {
    ...event,
    markets: event.markets.map((market) =>
      market.id !== m.marketId
        ? market
        : {
            ...market,
            state: m.state,
            selections: market.selections.map((s) => {
              const next = m.selections.find((n) => n.id === s.id);
              return next && next.version > s.version ? { ...s, odds: next.odds, version: next.version } : s;
            }),
          },
    ),
  };
}

/** An event as a `sportsEvent` message leaves it: its state and live score. */
export function applyEventState(event: SportsEvent, m: EventMessage): SportsEvent {
  return event.id === m.eventId ? { ...event, state: m.state, score: m.score } : event;
}

/** A page of my bets as a `sportsCashOut` message leaves it: the bet's offer now (or none). */
export function applyCashOut(page: BetsPage, m: CashOutMessage): BetsPage {
  if (!page.list.some((b) => b.id === m.betId)) return page;
  return { ...page, list: page.list.map((b) => (b.id === m.betId ? { ...b, cashOut: m.offer } : b)) };
}
