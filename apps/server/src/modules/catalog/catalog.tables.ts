import {
  bigint,
  boolean,
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
import { merchants } from '../system/system.tables';

/** Game vendors; `code` is the vassalage the spec uses everywhere. */
export const vendors = pgTable(
  'vendors',
  {
    id: serial('id').primaryKey(),
    merchantId: integer('merchant_id')
      .notNull()
      .references(() => merchants.id),
    code: text('code').notNull(),
    name: text('name').notNull(),
    category: text('category').notNull(),
    maintenance: boolean('maintenance').notNull().default(false),
    /**
     * Switched off as a whole by the operator: the vendor and its titles leave the site (menus,
     * lists, search, favourites, launch); its titles keep their own `enabled` flags for when it is
     * switched on again.
     */
    enabled: boolean('enabled').notNull().default(true),
    sort: integer('sort').notNull().default(0),
    /** The launch adapter that builds this vendor's game URLs ('' = none registered yet). */
    adapter: text('adapter').notNull().default(''),
    /** Where its games open: a new window, or the site's own tab (the in-site frame). */
    openIn: text('open_in').$type<'window' | 'frame'>().notNull().default('window'),
  },
  (t) => [uniqueIndex('vendors_merchant_code_category').on(t.merchantId, t.code, t.category)],
);

/**
 * The game titles of a merchant (spec §3 game card): names per language, the flags the lists
 * filter on, and the in-house engine and parameters that run the title.
 */
export const games = pgTable(
  'games',
  {
    id: serial('id').primaryKey(),
    merchantId: integer('merchant_id')
      .notNull()
      .references(() => merchants.id),
    vendor: text('vendor').notNull(),
    category: text('category').notNull(),
    gameCode: text('game_code').notNull(),
    names: jsonb('names').$type<Record<string, string>>().notNull(),
    theme: text('theme').notNull(),
    isHot: boolean('is_hot').notNull().default(false),
    isNew: boolean('is_new').notNull().default(false),
    /** A free trial is offered (the spec's supportPlay 0). */
    freeTrial: boolean('free_trial').notNull().default(false),
    /** A vendor item (VASSALAGE) opens the vendor's own list instead of a game. */
    isGame: text('is_game').$type<'GAME' | 'VASSALAGE'>().notNull().default('GAME'),
    classify: text('classify').notNull().default(''),
    minBet: integer('min_bet').notNull().default(10),
    maxBet: integer('max_bet').notNull().default(100_000),
    lines: integer('lines').notNull().default(0),
    jackpot: boolean('jackpot').notNull().default(false),
    jackpotPool: bigint('jackpot_pool', { mode: 'number' }),
    rtpBp: integer('rtp_bp').notNull().default(9600),
    engine: text('engine').notNull().default(''),
    engineParams: jsonb('engine_params').$type<Record<string, unknown>>().notNull().default({}),
    sort: integer('sort').notNull().default(0),
    enabled: boolean('enabled').notNull().default(true),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('games_merchant_code').on(t.merchantId, t.gameCode),
    index('games_list').on(t.merchantId, t.category, t.vendor, t.sort),
  ],
);

/** A member's favourite games. */
export const favoriteGames = pgTable(
  'favorite_games',
  {
    memberId: integer('member_id').notNull(),
    gameId: integer('game_id')
      .notNull()
      .references(() => games.id),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [primaryKey({ columns: [t.memberId, t.gameId] })],
);

/** When a member last changed a favourite: at most one change a second (spec §9), on every node. */
export const favoriteChanges = pgTable('favorite_changes', {
  memberId: integer('member_id').primaryKey(),
  changedAt: timestamp('changed_at', { withTimezone: true }).notNull(),
});

/**
 * One-time launch tokens: a launch URL carries one (never the session token). Bound to the member
 * (null for a free trial), the title and the mode; it lives a short while and is used once, when
 * the vendor authenticates it.
 */
export const launchTokens = pgTable(
  'launch_tokens',
  {
    tokenHash: text('token_hash').primaryKey(),
    merchantId: integer('merchant_id').notNull(),
    memberId: integer('member_id'),
    /** The site session that launched a real game: the game lives only as long as it does. */
    sessionId: bigint('session_id', { mode: 'number' }),
    vendor: text('vendor').notNull(),
    gameCode: text('game_code').notNull(),
    mode: text('mode').$type<'real' | 'trial'>().notNull(),
    language: text('language').notNull(),
    backUrl: text('back_url').notNull(),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    usedAt: timestamp('used_at', { withTimezone: true }),
  },
  (t) => [index('launch_tokens_expiry').on(t.expiresAt)],
);
