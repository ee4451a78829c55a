import { sql } from 'drizzle-orm';
import { bigint, bigserial, boolean, index, integer, jsonb, pgTable, text, timestamp, uniqueIndex } from 'drizzle-orm/pg-core';
import type { LotteryBetLine, LotteryChaseStatus } from '@jade/contract/lottery';
import { lotteryGames } from './lottery.tables';

/**
 * A number chase: one member's lines on the next draws of a game, one slip per draw. Its slips are
 * ordinary slips whose client key is `chase:<id>:<index>` (a key no client can send, and the slips'
 * unique key makes each draw's slip once); `placed` counts them. No money here: each slip's stake
 * is taken by its own debit when it is placed.
 */
export const lotteryChases = pgTable(
  'lottery_chases',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    merchantId: integer('merchant_id').notNull(),
    memberId: integer('member_id').notNull(),
    playerId: text('player_id').notNull(),
    gameId: integer('game_id')
      .notNull()
      .references(() => lotteryGames.id),
    /** The client's key of the request: the same key never starts a second chase. */
    clientKey: text('client_key').notNull(),
    lines: jsonb('lines').$type<LotteryBetLine[]>().notNull(),
    unit: bigint('unit', { mode: 'number' }).notNull(),
    /** One per draw: the chase's length and its multiplier plan. */
    multipliers: jsonb('multipliers').$type<number[]>().notNull(),
    stopOnWin: boolean('stop_on_win').notNull(),
    status: text('status').$type<LotteryChaseStatus>().notNull().default('ACTIVE'),
    endReason: text('end_reason'),
    /** Slips placed so far (slip k has the key chase:<id>:k). */
    placed: integer('placed').notNull().default(0),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    endedAt: timestamp('ended_at', { withTimezone: true }),
  },
  (t) => [
    uniqueIndex('lottery_chases_client_key').on(t.merchantId, t.memberId, t.clientKey),
    index('lottery_chases_member').on(t.memberId, t.id),
    /** The chases the job moves on (few: the active ones). */
    index('lottery_chases_active')
      .on(t.merchantId, t.id)
      .where(sql`${t.status} = 'ACTIVE'`),
  ],
);
