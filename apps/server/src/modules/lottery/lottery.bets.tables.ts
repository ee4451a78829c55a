import { sql } from 'drizzle-orm';
import { bigint, bigserial, index, integer, jsonb, pgTable, primaryKey, text, timestamp, uniqueIndex } from 'drizzle-orm/pg-core';
import type { LotteryBetType, LotteryFamily, LotterySlipStatus } from '@jade/contract/lottery';
import type { OddsTable } from '@jade/engines/lottery/odds';
import { lotteryDraws, lotteryGames } from './lottery.tables';

/**
 * The lottery's bets. No money here either: a slip's stake is taken by one seamless `debit`, its
 * win paid by one `credit` and a cancelled draw's stake returned by one `rollback`; these tables
 * say what was bet, what it won and which wallet call is done.
 */

/** The merchant's odds of a draw family (absent: the engine's `DEFAULT_ODDS`). */
export const lotteryOdds = pgTable(
  'lottery_odds',
  {
    merchantId: integer('merchant_id').notNull(),
    family: text('family').$type<LotteryFamily>().notNull(),
    odds: jsonb('odds').$type<OddsTable>().notNull(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [primaryKey({ columns: [t.merchantId, t.family] })],
);

/** The merchant's betting limits (absent: `DEFAULT_LIMITS`), minor units. */
export const lotteryLimits = pgTable('lottery_limits', {
  merchantId: integer('merchant_id').primaryKey(),
  minUnit: bigint('min_unit', { mode: 'number' }).notNull(),
  maxUnit: bigint('max_unit', { mode: 'number' }).notNull(),
  minTotal: bigint('min_total', { mode: 'number' }).notNull(),
  maxTotal: bigint('max_total', { mode: 'number' }).notNull(),
  /** The most one number of a draw may pay out over every slip (sold out beyond). */
  maxPayoutPerNumber: bigint('max_payout_per_number', { mode: 'number' }).notNull(),
  updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
});

/**
 * A slip: one member's lines on one draw at one unit and multiplier, with the odds it was sold
 * at. `PENDING` until its debit is answered, then `OPEN`; `SETTLED` with its win (paid when
 * `paid_at` is set), `REFUNDED` when its draw was cancelled (or its debit never confirmed).
 */
export const lotterySlips = pgTable(
  'lottery_slips',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    merchantId: integer('merchant_id').notNull(),
    memberId: integer('member_id').notNull(),
    playerId: text('player_id').notNull(),
    gameId: integer('game_id')
      .notNull()
      .references(() => lotteryGames.id),
    drawId: bigint('draw_id', { mode: 'number' })
      .notNull()
      .references(() => lotteryDraws.id),
    /** The client's key of the request: the same key never takes a second stake. */
    clientKey: text('client_key').notNull(),
    unit: bigint('unit', { mode: 'number' }).notNull(),
    multiplier: integer('multiplier').notNull(),
    tickets: integer('tickets').notNull(),
    total: bigint('total', { mode: 'number' }).notNull(),
    odds: jsonb('odds').$type<OddsTable>().notNull(),
    /** The member's prize level at the sale (`odds` are the table's at this level). */
    prizeLevel: integer('prize_level').notNull().default(10_000),
    /**
     * Each upline's prize level at the sale, by account id (its rebate on this slip is its level
     * minus the slip's); null for slips sold before levels were kept so.
     */
    chainLevels: jsonb('chain_levels').$type<Record<string, number>>(),
    status: text('status').$type<LotterySlipStatus>().notNull().default('PENDING'),
    win: bigint('win', { mode: 'number' }),
    resultVersion: integer('result_version'),
    settledAt: timestamp('settled_at', { withTimezone: true }),
    paidAt: timestamp('paid_at', { withTimezone: true }),
    /** The result version whose win the wallet was last told (at payment, then at each resettlement). */
    paidVersion: integer('paid_version'),
    refundedAt: timestamp('refunded_at', { withTimezone: true }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('lottery_slips_client_key').on(t.merchantId, t.memberId, t.clientKey),
    index('lottery_slips_member').on(t.memberId, t.id),
    /** The slips still waiting for their draw (few: the draws ahead): settlement, refunds, the pending check. */
    index('lottery_slips_waiting')
      .on(t.drawId, t.status)
      .where(sql`${t.status} in ('PENDING', 'OPEN')`),
    index('lottery_slips_unpaid')
      .on(t.merchantId, t.id)
      .where(sql`${t.status} in ('PENDING', 'SETTLED') and ${t.paidAt} is null`),
    /** A draw's slips, all of them: a corrected result judges its settled slips again. */
    index('lottery_slips_draw').on(t.drawId, t.id),
    /** Paid slips whose draw's result was corrected since: the wallet is to be told the new win. */
    index('lottery_slips_resettle')
      .on(t.merchantId, t.id)
      .where(sql`${t.status} = 'SETTLED' and ${t.paidVersion} < ${t.resultVersion}`),
    /** A period's settled slips: the agents' daily lottery rebate. */
    index('lottery_slips_settled')
      .on(t.merchantId, t.settledAt)
      .where(sql`${t.status} = 'SETTLED'`),
  ],
);

/** A line of a slip: its bet and, once settled, its hits and win. */
export const lotteryLines = pgTable(
  'lottery_lines',
  {
    slipId: bigint('slip_id', { mode: 'number' })
      .notNull()
      .references(() => lotterySlips.id),
    lineNo: integer('line_no').notNull(),
    type: text('type').$type<LotteryBetType>().notNull(),
    picks: jsonb('picks').$type<string[][]>().notNull(),
    position: integer('position'),
    tickets: integer('tickets').notNull(),
    winning: integer('winning'),
    win: bigint('win', { mode: 'number' }),
    hits: jsonb('hits').$type<string[]>(),
  },
  (t) => [primaryKey({ columns: [t.slipId, t.lineNo] })],
);

/** What each number of a draw would pay over every slip sold on it (the "sold out" check). */
export const lotteryExposure = pgTable(
  'lottery_exposure',
  {
    drawId: bigint('draw_id', { mode: 'number' })
      .notNull()
      .references(() => lotteryDraws.id),
    number: text('number').notNull(),
    liability: bigint('liability', { mode: 'number' }).notNull(),
  },
  (t) => [primaryKey({ columns: [t.drawId, t.number] })],
);
