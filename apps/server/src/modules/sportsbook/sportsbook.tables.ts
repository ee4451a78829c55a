import { sql } from 'drizzle-orm';
import {
  bigint,
  bigserial,
  boolean,
  doublePrecision,
  index,
  integer,
  jsonb,
  pgTable,
  primaryKey,
  text,
  timestamp,
  uniqueIndex,
} from 'drizzle-orm/pg-core';
import type { SportsBetStatus, SportsEventState, SportsMarketState } from '@jade/contract/sportsbook';
import type { EventResult, Grade, MarketKind } from '@jade/engines/sportsbook/index';

/**
 * The sportsbook's own tables (issue 19). No money here: the book is the vendor of its events
 * (SUMMIT, IMES, DS88) and a bet's stake is taken by one seamless `debit`, its return paid by one
 * `credit` and a corrected result's difference moved by one `resettle` per version.
 */

/** An event of a vendor: its teams, start, state and (once ended) its result; each correction is the next `result_version`. */
export const sportsEvents = pgTable(
  'sports_events',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    merchantId: integer('merchant_id').notNull(),
    vendor: text('vendor').notNull(),
    sport: text('sport').notNull(),
    competition: text('competition').notNull(),
    home: text('home').notNull(),
    away: text('away').notNull(),
    startsAt: timestamp('starts_at', { withTimezone: true }).notNull(),
    state: text('state').$type<SportsEventState>().notNull().default('SCHEDULED'),
    /** The live score (display), and the result the markets are graded on. */
    score: jsonb('score').$type<{ home: number; away: number }>(),
    result: jsonb('result').$type<EventResult>(),
    resultVersion: integer('result_version').notNull().default(0),
    /** The feed's key of the fixture (null for an operator's event): the feed creates each once. */
    feedKey: text('feed_key'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('sports_events_feed_key').on(t.merchantId, t.feedKey),
    index('sports_events_state').on(t.merchantId, t.state, t.startsAt),
  ],
);

/** A market of an event: its kind and line as the engine's, and whether it takes bets. */
export const sportsMarkets = pgTable(
  'sports_markets',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    eventId: bigint('event_id', { mode: 'number' })
      .notNull()
      .references(() => sportsEvents.id),
    kind: text('kind').$type<MarketKind>().notNull(),
    /** A multiple of 0.25, exact in a double. */
    line: doublePrecision('line'),
    period: integer('period'),
    state: text('state').$type<SportsMarketState>().notNull().default('OPEN'),
  },
  (t) => [index('sports_markets_event').on(t.eventId)],
);

/** A selection and its current price (ten-thousandths); each move is its next version. */
export const sportsSelections = pgTable(
  'sports_selections',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    marketId: bigint('market_id', { mode: 'number' })
      .notNull()
      .references(() => sportsMarkets.id),
    code: text('code').notNull(),
    odds: integer('odds').notNull(),
    version: integer('version').notNull().default(1),
    /** What the selection's open bets would pay if it wins (minor units), held under the book's limit. */
    liability: bigint('liability', { mode: 'number' }).notNull().default(0),
  },
  (t) => [uniqueIndex('sports_selections_code').on(t.marketId, t.code)],
);

/** The book's limits (absent: DEFAULT_SETTINGS), minor units, and the live bets' delay. */
export const sportsSettings = pgTable('sports_settings', {
  merchantId: integer('merchant_id').primaryKey(),
  minStake: bigint('min_stake', { mode: 'number' }).notNull(),
  maxStake: bigint('max_stake', { mode: 'number' }).notNull(),
  maxPayout: bigint('max_payout', { mode: 'number' }).notNull(),
  maxLiability: bigint('max_liability', { mode: 'number' }).notNull(),
  liveDelayMs: integer('live_delay_ms').notNull(),
  cashOutMarginBp: integer('cash_out_margin_bp').notNull().default(500),
  updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
});

/**
 * A bet: `PENDING` until its debit is answered, then `OPEN`; settled `WON`/`LOST`/`VOID` with its
 * `return` at `settled_version` (1, then one more per resettlement); paid up to `paid_version`.
 */
export const sportsBets = pgTable(
  'sports_bets',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    merchantId: integer('merchant_id').notNull(),
    memberId: integer('member_id').notNull(),
    playerId: text('player_id').notNull(),
    vendor: text('vendor').notNull(),
    clientKey: text('client_key').notNull(),
    stake: bigint('stake', { mode: 'number' }).notNull(),
    totalOdds: bigint('total_odds', { mode: 'number' }).notNull(),
    maxPayout: bigint('max_payout', { mode: 'number' }).notNull(),
    status: text('status').$type<SportsBetStatus>().notNull().default('PENDING'),
    return: bigint('return', { mode: 'number' }),
    settledVersion: integer('settled_version').notNull().default(0),
    paidVersion: integer('paid_version').notNull().default(0),
    /** The stake parts cashed out (the bet runs on `stake - cashed_stake`) and what those cash-outs paid. */
    cashedStake: bigint('cashed_stake', { mode: 'number' }).notNull().default(0),
    cashedOut: bigint('cashed_out', { mode: 'number' }).notNull().default(0),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    settledAt: timestamp('settled_at', { withTimezone: true }),
  },
  (t) => [
    uniqueIndex('sports_bets_client_key').on(t.merchantId, t.memberId, t.clientKey),
    index('sports_bets_member').on(t.memberId, t.id),
    // The job's sweep of open bets (settleBets without an event) reads only these.
    index('sports_bets_open')
      .on(t.merchantId, t.id)
      .where(sql`${t.status} = 'OPEN'`),
    index('sports_bets_unpaid')
      .on(t.merchantId, t.id)
      .where(sql`${t.paidVersion} < ${t.settledVersion}`),
  ],
);

/** A leg of a bet: the selection and the odds it was taken at, and its grade once its event has a result. */
export const sportsBetLegs = pgTable(
  'sports_bet_legs',
  {
    betId: bigint('bet_id', { mode: 'number' })
      .notNull()
      .references(() => sportsBets.id),
    legNo: integer('leg_no').notNull(),
    eventId: bigint('event_id', { mode: 'number' }).notNull(),
    marketId: bigint('market_id', { mode: 'number' }).notNull(),
    selectionId: bigint('selection_id', { mode: 'number' }).notNull(),
    odds: integer('odds').notNull(),
    grade: text('grade').$type<Grade>(),
  },
  (t) => [primaryKey({ columns: [t.betId, t.legNo] }), index('sports_bet_legs_event_bet').on(t.eventId, t.betId)],
);

/**
 * A cash-out of a bet (`no` 1, 2, … per bet): the stake part it took and what it pays; `full` ends
 * the bet (CASHED_OUT, paid by the bet's own credit, which settles its round), a partial is paid as
 * its own round. `paid` once the wallet answered (the job pays the rest, the same txId).
 */
export const sportsCashOuts = pgTable(
  'sports_cash_outs',
  {
    betId: bigint('bet_id', { mode: 'number' })
      .notNull()
      .references(() => sportsBets.id),
    no: integer('no').notNull(),
    merchantId: integer('merchant_id').notNull(),
    stakePart: bigint('stake_part', { mode: 'number' }).notNull(),
    amount: bigint('amount', { mode: 'number' }).notNull(),
    full: boolean('full').notNull(),
    paid: boolean('paid').notNull().default(false),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    primaryKey({ columns: [t.betId, t.no] }),
    index('sports_cash_outs_unpaid')
      .on(t.merchantId, t.betId)
      .where(sql`not ${t.paid}`),
  ],
);
