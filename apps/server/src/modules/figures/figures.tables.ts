import { sql } from 'drizzle-orm';
import { bigint, bigserial, customType, index, integer, pgTable, primaryKey, text, timestamp } from 'drizzle-orm/pg-core';

/** Hours in a bucket month of `member_activity` (31 days); shorter months leave the last bits 0. */
export const MONTH_HOURS = 744;
const hoursMask = customType<{ data: string; driverData: string }>({ dataType: () => `bit(${MONTH_HOURS})` });

/**
 * What a figure is about: `S` settled rounds by settled time (key: category; n rounds, a stake,
 * b win), `C` rounds by placing time, any status (key: category; n, a stake, b win), `L` entries
 * of a member's main wallet (key: transfer type; n entries, a money in, b money out), `A` the
 * account itself by its creation time (key ''; n 1).
 */
export type FigureKind = 'S' | 'C' | 'L' | 'A';

/**
 * Changes to the figures not yet in the buckets: written by triggers in the transaction of the
 * write that makes them (a round inserted or changed, a wallet entry), one small insert, and
 * drained exactly once by the figures job (`DELETE … RETURNING`). Readers add the rows still here.
 */
export const figureQueue = pgTable('figure_queue', {
  id: bigserial('id', { mode: 'number' }).primaryKey(),
  merchantId: integer('merchant_id').notNull(),
  memberId: integer('member_id').notNull(),
  roundId: integer('round_id'),
  kind: text('kind').$type<FigureKind>().notNull(),
  key: text('key').notNull(),
  at: timestamp('at', { withTimezone: true }).notNull(),
  n: bigint('n', { mode: 'number' }).notNull(),
  a: bigint('a', { mode: 'number' }).notNull(),
  b: bigint('b', { mode: 'number' }).notNull(),
});

/**
 * The first quarter, half and three quarters of an hour's bucket, cumulative (`n1, a1, b1` are the
 * changes of minutes 0–14, `n2…` of 0–29, `n3…` of 0–44; the hour's own `n, a, b` are all 60):
 * a range whose ends fall on a quarter hour (every day in every time zone the API accepts,
 * +05:45 included) is read from buckets alone, never from raw rows (figures.sums).
 */
const quarters = {
  n1: bigint('n1', { mode: 'number' }).notNull().default(0),
  a1: bigint('a1', { mode: 'number' }).notNull().default(0),
  b1: bigint('b1', { mode: 'number' }).notNull().default(0),
  n2: bigint('n2', { mode: 'number' }).notNull().default(0),
  a2: bigint('a2', { mode: 'number' }).notNull().default(0),
  b2: bigint('b2', { mode: 'number' }).notNull().default(0),
  n3: bigint('n3', { mode: 'number' }).notNull().default(0),
  a3: bigint('a3', { mode: 'number' }).notNull().default(0),
  b3: bigint('b3', { mode: 'number' }).notNull().default(0),
};

/** One member's figures per UTC hour (`bucket`), kind and key: the sums of every drained change. */
export const memberFigures = pgTable(
  'member_figures',
  {
    memberId: integer('member_id').notNull(),
    kind: text('kind').$type<FigureKind>().notNull(),
    bucket: timestamp('bucket', { withTimezone: true }).notNull(),
    key: text('key').notNull(),
    merchantId: integer('merchant_id').notNull(),
    n: bigint('n', { mode: 'number' }).notNull(),
    a: bigint('a', { mode: 'number' }).notNull(),
    b: bigint('b', { mode: 'number' }).notNull(),
    ...quarters,
  },
  (t) => [primaryKey({ columns: [t.memberId, t.kind, t.bucket, t.key] })],
);

/**
 * A team's figures per UTC hour: the sum over every account below `ancestor_id` (the closure
 * table) of their member figures; the key is '' for rounds (no category) and the type for money.
 * Kept by the drain, and by triggers on `account_tree` when a branch moves.
 */
export const teamFigures = pgTable(
  'team_figures',
  {
    ancestorId: integer('ancestor_id').notNull(),
    kind: text('kind').$type<FigureKind>().notNull(),
    bucket: timestamp('bucket', { withTimezone: true }).notNull(),
    key: text('key').notNull(),
    n: bigint('n', { mode: 'number' }).notNull(),
    a: bigint('a', { mode: 'number' }).notNull(),
    b: bigint('b', { mode: 'number' }).notNull(),
    ...quarters,
  },
  (t) => [primaryKey({ columns: [t.ancestorId, t.kind, t.bucket, t.key] })],
);

/**
 * A merchant's round figures per UTC hour, vendor and category (kinds `S` and `C` as in
 * `member_figures`: n rounds, a stake, b win): the dashboard's "by vendor". Kept by the drain (the
 * queue's round rows joined to their round for its vendor) and by the rebuild.
 */
export const vendorFigures = pgTable(
  'vendor_figures',
  {
    merchantId: integer('merchant_id').notNull(),
    kind: text('kind').$type<Extract<FigureKind, 'S' | 'C'>>().notNull(),
    bucket: timestamp('bucket', { withTimezone: true }).notNull(),
    vendor: text('vendor').notNull(),
    category: text('category').notNull(),
    n: bigint('n', { mode: 'number' }).notNull(),
    a: bigint('a', { mode: 'number' }).notNull(),
    b: bigint('b', { mode: 'number' }).notNull(),
  },
  (t) => [primaryKey({ columns: [t.merchantId, t.kind, t.bucket, t.vendor, t.category] })],
);

/** The UTC hours of a month in which a member had a settled round (bit i = hour i of the month). */
export const memberActivity = pgTable(
  'member_activity',
  {
    memberId: integer('member_id').notNull(),
    month: timestamp('month', { withTimezone: true }).notNull(),
    hours: hoursMask('hours').notNull(),
  },
  (t) => [primaryKey({ columns: [t.memberId, t.month] }), index('member_activity_month').on(t.month, t.memberId)],
);

/**
 * The winners board's candidates: the 50 biggest wins (win above stake) of each category and UTC
 * hour of play (the board's top 50 of any whole hours are among them), for 31 days.
 */
export const bigWins = pgTable(
  'big_wins',
  {
    roundId: integer('round_id').primaryKey(),
    merchantId: integer('merchant_id').notNull(),
    memberId: integer('member_id').notNull(),
    category: text('category').notNull(),
    bucket: timestamp('bucket', { withTimezone: true }).notNull(),
    vendor: text('vendor').notNull(),
    gameCode: text('game_code').notNull(),
    gameName: text('game_name').notNull(),
    stake: bigint('stake', { mode: 'number' }).notNull(),
    win: bigint('win', { mode: 'number' }).notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull(),
    settledAt: timestamp('settled_at', { withTimezone: true }),
  },
  (t) => [
    index('big_wins_rank').on(t.merchantId, t.win, t.roundId),
    index('big_wins_bucket').on(t.merchantId, t.bucket, t.category),
  ],
);

/** Each member's last round per title (recent games). */
export const recentGames = pgTable(
  'recent_games',
  {
    memberId: integer('member_id').notNull(),
    gameCode: text('game_code').notNull(),
    lastAt: timestamp('last_at', { withTimezone: true }).notNull(),
  },
  (t) => [primaryKey({ columns: [t.memberId, t.gameCode] }), index('recent_games_last').on(t.memberId, t.lastAt)],
);

/** Rounds placed per title and UTC hour (the rank list's last 7 days). */
export const gamePlays = pgTable(
  'game_plays',
  {
    merchantId: integer('merchant_id').notNull(),
    bucket: timestamp('bucket', { withTimezone: true }).notNull(),
    gameCode: text('game_code').notNull(),
    rounds: bigint('rounds', { mode: 'number' }).notNull(),
  },
  (t) => [primaryKey({ columns: [t.merchantId, t.bucket, t.gameCode] })],
);

/**
 * Each member's last quarter hour with a settled round (its start): kept by the drain, the
 * rebuild and nothing else. With `team_last_active` it answers "members active since T" for a
 * team without reading its members (figures.active-fast.ts).
 */
export const memberLastActive = pgTable('member_last_active', {
  memberId: integer('member_id').primaryKey(),
  merchantId: integer('merchant_id').notNull(),
  at: timestamp('at', { withTimezone: true }).notNull(),
});

/** How many members below `ancestor_id` have their last active quarter hour at `at`. */
export const teamLastActive = pgTable(
  'team_last_active',
  {
    ancestorId: integer('ancestor_id').notNull(),
    at: timestamp('at', { withTimezone: true }).notNull(),
    n: integer('n').notNull(),
  },
  (t) => [primaryKey({ columns: [t.ancestorId, t.at] })],
);

/**
 * A merchant's figures state: `late_version` grows whenever a change reaches settled rounds more
 * than two minutes back (the drain of a late change, a branch move of active members, a rebuild),
 * so what a node remembers of past periods' active members is good while it stays the same;
 * `token` tells one database from another in that memory.
 */
export const figuresState = pgTable('figures_state', {
  merchantId: integer('merchant_id').primaryKey(),
  lateVersion: bigint('late_version', { mode: 'number' }).notNull().default(0),
  token: text('token')
    .notNull()
    .default(sql`gen_random_uuid()::text`),
});

/**
 * A team's figures over all time, per kind and key (the sum of its `team_figures`): the team's
 * size (kind `A`, accounts) and its wallets' balance (kind `L`, money in − out) in one row each,
 * however long the history. Kept with `team_figures` by the drain, the moves and the rebuild.
 */
export const teamTotals = pgTable(
  'team_totals',
  {
    ancestorId: integer('ancestor_id').notNull(),
    kind: text('kind').$type<FigureKind>().notNull(),
    key: text('key').notNull(),
    n: bigint('n', { mode: 'number' }).notNull(),
    a: bigint('a', { mode: 'number' }).notNull(),
    b: bigint('b', { mode: 'number' }).notNull(),
  },
  (t) => [primaryKey({ columns: [t.ancestorId, t.kind, t.key] })],
);
