import { sql } from 'drizzle-orm';
import {
  bigint,
  bigserial,
  index,
  integer,
  jsonb,
  pgTable,
  primaryKey,
  serial,
  text,
  timestamp,
  uniqueIndex,
} from 'drizzle-orm/pg-core';
import type {
  LotteryDrawStatus,
  LotteryFamily,
  LotteryPrizeMode,
  LotteryResultSource,
  LotterySource,
} from '@jade/contract/lottery';
import type { DrawSchedule } from '@jade/engines/lottery/calendar';

/**
 * The lottery server's own tables (prefix lottery_). Like the in-house game server it will reach
 * the wallet only through the seamless API, so none of these hold money: the merchant's games,
 * their draws and every result a draw was given.
 */

/** A lottery game of the merchant: its vendor, layout family, draw calendar and where its numbers come from. */
export const lotteryGames = pgTable(
  'lottery_games',
  {
    id: serial('id').primaryKey(),
    merchantId: integer('merchant_id').notNull(),
    code: text('code').notNull(),
    vendor: text('vendor').notNull(),
    family: text('family').$type<LotteryFamily>().notNull(),
    /** The engine's `DrawSchedule` (its own UTC offset, daily or cycle, closing seconds). */
    schedule: jsonb('schedule').$type<DrawSchedule>().notNull(),
    source: text('source').$type<LotterySource>().notNull(),
    /** The prize modes whose lobby lists the game (spec §3). */
    prizeModes: jsonb('prize_modes').$type<LotteryPrizeMode[]>().notNull(),
    name: jsonb('name').$type<Record<string, string>>().notNull(),
    status: text('status').$type<'ACTIVE' | 'SUSPENDED'>().notNull().default('ACTIVE'),
    sort: integer('sort').notNull().default(0),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [uniqueIndex('lottery_games_code').on(t.merchantId, t.code)],
);

/**
 * A draw of a game. Its server seed is chosen when the row is created and its SHA-256 is public
 * from then on; the seed itself is shown only once the draw is settled or cancelled. `numbers`
 * is the current result (version `result_version`); every version is in `lottery_results`.
 */
export const lotteryDraws = pgTable(
  'lottery_draws',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    merchantId: integer('merchant_id').notNull(),
    gameId: integer('game_id')
      .notNull()
      .references(() => lotteryGames.id),
    drawNo: text('draw_no').notNull(),
    opensAt: timestamp('opens_at', { withTimezone: true }).notNull(),
    closesAt: timestamp('closes_at', { withTimezone: true }).notNull(),
    drawAt: timestamp('draw_at', { withTimezone: true }).notNull(),
    status: text('status').$type<LotteryDrawStatus>().notNull().default('SCHEDULED'),
    serverSeed: text('server_seed').notNull(),
    serverSeedHash: text('server_seed_hash').notNull(),
    numbers: jsonb('numbers').$type<string[]>(),
    resultVersion: integer('result_version').notNull().default(0),
    drawnAt: timestamp('drawn_at', { withTimezone: true }),
    settledAt: timestamp('settled_at', { withTimezone: true }),
    cancelledAt: timestamp('cancelled_at', { withTimezone: true }),
    cancelReason: text('cancel_reason'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('lottery_draws_game_no').on(t.gameId, t.drawNo),
    index('lottery_draws_game_at').on(t.gameId, t.drawAt),
    index('lottery_draws_pending')
      .on(t.merchantId, t.drawAt)
      .where(sql`${t.status} in ('SCHEDULED', 'OPEN', 'CLOSED', 'DRAWN')`),
  ],
);

/** Every result a draw was given, version 1 first: a correction adds a version, never edits one. */
export const lotteryResults = pgTable(
  'lottery_results',
  {
    drawId: bigint('draw_id', { mode: 'number' })
      .notNull()
      .references(() => lotteryDraws.id),
    version: integer('version').notNull(),
    numbers: jsonb('numbers').$type<string[]>().notNull(),
    source: text('source').$type<LotteryResultSource>().notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [primaryKey({ columns: [t.drawId, t.version] })],
);
