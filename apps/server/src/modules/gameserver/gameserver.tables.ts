import { sql } from 'drizzle-orm';
import {
  bigint,
  bigserial,
  boolean,
  index,
  integer,
  jsonb,
  pgTable,
  primaryKey,
  text,
  timestamp,
  uniqueIndex,
} from 'drizzle-orm/pg-core';

/**
 * The in-house game server's own tables (prefix gs_). It reaches the wallet only through the
 * seamless API, so none of these hold money: they are its sessions, seeds, round journal and
 * jackpot pools, and could move to a database of their own with the module.
 */

/** A game page's session, opened from a one-time launch token. Trial sessions hold play money. */
export const gsSessions = pgTable(
  'gs_sessions',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    merchantId: integer('merchant_id').notNull(),
    tokenHash: text('token_hash').notNull(),
    vendor: text('vendor').notNull(),
    gameCode: text('game_code').notNull(),
    mode: text('mode').$type<'real' | 'trial'>().notNull(),
    /** The wallet's player id (username); null in a free trial. */
    playerId: text('player_id'),
    /** Whose seeds the rounds use: the player id, or `trial:<session id>`. */
    owner: text('owner').notNull(),
    currency: text('currency').notNull(),
    trialBalance: bigint('trial_balance', { mode: 'number' }),
    language: text('language').notNull(),
    backUrl: text('back_url').notNull(),
    /**
     * The site session that launched a real game (null in a free trial): the game session is live
     * only while that one is, and only if the password has not changed since it began.
     */
    siteSessionId: bigint('site_session_id', { mode: 'number' }),
    /** The last bet or move (at most a minute stale): keeps the site session from idling out mid-game. */
    seenAt: timestamp('seen_at', { withTimezone: true }).notNull().defaultNow(),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [uniqueIndex('gs_sessions_token').on(t.tokenHash)],
);

/** A seed pair: the server seed (shown only as its hash until rotated), the client seed and the next nonce. */
export const gsSeeds = pgTable(
  'gs_seeds',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    merchantId: integer('merchant_id').notNull(),
    owner: text('owner').notNull(),
    serverSeed: text('server_seed').notNull(),
    serverSeedHash: text('server_seed_hash').notNull(),
    clientSeed: text('client_seed').notNull(),
    nonce: integer('nonce').notNull().default(0),
    active: boolean('active').notNull().default(true),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    revealedAt: timestamp('revealed_at', { withTimezone: true }),
  },
  (t) => [
    uniqueIndex('gs_seeds_active')
      .on(t.merchantId, t.owner)
      .where(sql`${t.active}`),
  ],
);

export type GsRoundStatus = 'DEBITING' | 'OPEN' | 'CREDITING' | 'SETTLED' | 'ROLLED_BACK' | 'REFUSED';

/**
 * The round journal. A round is written before the wallet is called (DEBITING), so a crash or a
 * lost answer leaves a row the recovery job finishes: a DEBITING round is rolled back, a
 * CREDITING one is credited again (both idempotent by transaction id at the wallet).
 */
export const gsRounds = pgTable(
  'gs_rounds',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    merchantId: integer('merchant_id').notNull(),
    sessionId: bigint('session_id', { mode: 'number' }).notNull(),
    owner: text('owner').notNull(),
    mode: text('mode').$type<'real' | 'trial'>().notNull(),
    playerId: text('player_id'),
    vendor: text('vendor').notNull(),
    gameCode: text('game_code').notNull(),
    engine: text('engine').notNull(),
    params: jsonb('params').$type<Record<string, unknown>>().notNull(),
    seedId: bigint('seed_id', { mode: 'number' }).notNull(),
    nonce: integer('nonce').notNull(),
    bet: jsonb('bet').notNull(),
    /** Moves after the deal (mines reveals), in order. */
    actions: jsonb('actions').$type<unknown[]>().notNull().default([]),
    /** A multi-step round's state between moves (mines). */
    state: jsonb('state').$type<Record<string, unknown> | null>(),
    stake: bigint('stake', { mode: 'number' }).notNull(),
    win: bigint('win', { mode: 'number' }).notNull().default(0),
    jackpotWin: bigint('jackpot_win', { mode: 'number' }).notNull().default(0),
    status: text('status').$type<GsRoundStatus>().notNull(),
    result: text('result').notNull().default(''),
    detail: jsonb('detail').$type<Record<string, unknown>>().notNull().default({}),
    attempts: integer('attempts').notNull().default(0),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    settledAt: timestamp('settled_at', { withTimezone: true }),
  },
  (t) => [
    index('gs_rounds_pending')
      .on(t.status, t.createdAt)
      .where(sql`${t.status} in ('DEBITING', 'CREDITING')`),
    index('gs_rounds_owner').on(t.merchantId, t.owner, t.id),
  ],
);

/** A progressive jackpot pool per jackpot title: fed by a share of stakes, reset to its seed when won. */
export const gsJackpots = pgTable(
  'gs_jackpots',
  {
    merchantId: integer('merchant_id').notNull(),
    gameCode: text('game_code').notNull(),
    pool: bigint('pool', { mode: 'number' }).notNull(),
    seed: bigint('seed', { mode: 'number' }).notNull(),
    lastWin: bigint('last_win', { mode: 'number' }),
    lastWonAt: timestamp('last_won_at', { withTimezone: true }),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [primaryKey({ columns: [t.merchantId, t.gameCode] })],
);
