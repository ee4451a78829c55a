import { sql } from 'drizzle-orm';
import type { WsSportsEvent, WsSportsOdds } from '@jade/contract/events';
import type { Db } from '../../db/client';
import { toInt } from '../../db/normalize';
import { publishCashOuts, publishSports, type SportsCashOutNote } from '../events/events.service';
import { offerOf, type OfferLeg } from './sportsbook.cashout-offer';
import { sellingSettings } from './sportsbook.settings';

/**
 * Live updates of the book (issue 19 item 7) over the site's one event channel (pg NOTIFY
 * `jade_events`, fanned out by every node to its `/ws` sockets): an event's state and score and
 * its markets' prices and states to every socket watching the book, and to the owners of the open
 * bets on the markets that moved their cash-out offers now. Each runs in the caller's transaction
 * (sent when it commits, never for a change rolled back); only the markets that moved are read.
 */

type Rows<T> = { rows: T[] };
type Row = Record<string, unknown>;
const ids = (list: readonly number[]) =>
  sql.join(
    list.map((id) => sql`${id}::bigint`),
    sql`, `,
  );
/** Open bets priced per change: a market with more has the rest's offers refreshed on the next read of my bets. */
const OFFERS_MAX = 5_000;

/** The cash-out offers now of the open bets with a leg on these markets, to their owners. */
export async function publishOffers(db: Db, merchantId: number, marketIds: readonly number[]) {
  if (marketIds.length === 0) return 0;
  const bets = (
    (await db.execute(sql`
    select b.id, b.member_id, b.status, b.stake, b.cashed_stake, b.max_payout from sports_bets b
     where b.merchant_id = ${merchantId} and b.status = 'OPEN'
       and b.id in (select bet_id from sports_bet_legs where market_id in (${ids(marketIds)}))
     order by b.id limit ${OFFERS_MAX}`)) as unknown as Rows<Row>
  ).rows;
  if (bets.length === 0) return 0;
  const legs = (
    (await db.execute(sql`
    select l.bet_id, l.odds, l.grade, s.odds as current, m.state as market_state, e.state as event_state
      from sports_bet_legs l join sports_selections s on s.id = l.selection_id
      join sports_markets m on m.id = l.market_id join sports_events e on e.id = l.event_id
     where l.bet_id in (${ids(bets.map((b) => toInt(b.id)))}) order by l.bet_id, l.leg_no`)) as unknown as Rows<Row>
  ).rows;
  const byBet = new Map<number, OfferLeg[]>();
  for (const l of legs) {
    const list = byBet.get(toInt(l.bet_id)) ?? [];
    list.push({
      odds: toInt(l.odds),
      grade: (l.grade ?? null) as OfferLeg['grade'],
      current: toInt(l.current),
      marketState: l.market_state as string,
      eventState: l.event_state as string,
    });
    byBet.set(toInt(l.bet_id), list);
  }
  const { cashOutMarginBp } = await sellingSettings(db, merchantId);
  const notes: SportsCashOutNote[] = bets.map((b) => ({
    accountId: Number(b.member_id),
    betId: toInt(b.id),
    offer: offerOf(
      { status: b.status as string, stake: toInt(b.stake), cashedStake: toInt(b.cashed_stake), maxPayout: toInt(b.max_payout) },
      byBet.get(toInt(b.id)) ?? [],
      cashOutMarginBp,
    ),
  }));
  await publishCashOuts(db, notes);
  return notes.length;
}

/** These markets' prices and states to the book's watchers, then the offers of the bets on them. */
export async function publishMarkets(db: Db, merchantId: number, marketIds: readonly number[]) {
  if (marketIds.length === 0) return;
  const rows = (
    (await db.execute(sql`
    select m.id, m.event_id, m.state, s.id as selection_id, s.odds, s.version
      from sports_markets m join sports_selections s on s.market_id = m.id
     where m.id in (${ids(marketIds)}) order by m.id, s.id`)) as unknown as Rows<Row>
  ).rows;
  const byMarket = new Map<number, WsSportsOdds>();
  for (const r of rows) {
    const id = toInt(r.id);
    const msg = byMarket.get(id) ?? {
      type: 'sportsOdds' as const,
      eventId: toInt(r.event_id),
      marketId: id,
      state: r.state as WsSportsOdds['state'],
      selections: [],
    };
    msg.selections.push({ id: toInt(r.selection_id), odds: toInt(r.odds), version: Number(r.version) });
    byMarket.set(id, msg);
  }
  await publishSports(db, [...byMarket.values()]);
  await publishOffers(db, merchantId, marketIds);
}

/** An event's state and score, then all its markets (a result, a cancellation, the operator's change). */
export async function publishEvent(db: Db, merchantId: number, eventId: number, markets: 'all' | 'none' = 'all') {
  const e = (
    (await db.execute(sql`
    select id, state, score from sports_events where id = ${eventId}::bigint and merchant_id = ${merchantId}`)) as unknown as Rows<Row>
  ).rows[0];
  if (!e) return;
  const score = (typeof e.score === 'string' ? JSON.parse(e.score) : e.score) as WsSportsEvent['score'];
  await publishSports(db, [{ type: 'sportsEvent', eventId, state: e.state as WsSportsEvent['state'], score: score ?? null }]);
  if (markets === 'none') return;
  const ms = (
    (await db.execute(sql`select id from sports_markets where event_id = ${eventId}::bigint order by id`)) as unknown as Rows<Row>
  ).rows;
  await publishMarkets(
    db,
    merchantId,
    ms.map((m) => toInt(m.id)),
  );
}

/** The markets of these selections (an operator's or the feed's price move). */
export async function marketsOfSelections(db: Db, selectionIds: readonly number[]) {
  if (selectionIds.length === 0) return [];
  const rows = (
    (await db.execute(sql`
    select distinct market_id from sports_selections where id in (${ids(selectionIds)})`)) as unknown as Rows<Row>
  ).rows;
  return rows.map((r) => toInt(r.market_id));
}
