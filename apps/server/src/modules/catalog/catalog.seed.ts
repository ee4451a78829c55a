import { and, eq, inArray, notInArray, sql, type SQL } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { games, vendors } from './catalog.tables';

/**
 * Writers for the demo seed (`src/seed/`), which reaches the catalog's tables through its service
 * like any other code: rows as given, in bulk (the seed's data is known good). Not for request
 * handlers, which go through the catalog's own rules.
 */
type Insert<T extends { $inferInsert: unknown }> = T['$inferInsert'];

export async function addVendors(db: Db, rows: Insert<typeof vendors>[]) {
  if (rows.length > 0) await db.insert(vendors).values(rows);
}

export async function addGames(db: Db, rows: Insert<typeof games>[]) {
  if (rows.length > 0) await db.insert(games).values(rows);
}

/** The columns a `select` given to `addGamesFrom` yields, in this order. */
const GAMES_FROM_COLUMNS = sql.raw(
  'merchant_id, vendor, category, game_code, names, theme, is_hot, is_new, free_trial, is_game, classify, ' +
    'min_bet, lines, jackpot, jackpot_pool, rtp_bp, engine, engine_params, sort',
);

/**
 * Adds the titles one SELECT makes (thousands of generated demo slots in one statement). The
 * SELECT yields: merchant_id, vendor, category, game_code, names, theme, is_hot, is_new,
 * free_trial, is_game, classify, min_bet, lines, jackpot, jackpot_pool, rtp_bp, engine,
 * engine_params, sort.
 */
export async function addGamesFrom(db: Db, select: SQL) {
  await db.execute(sql`insert into games (${GAMES_FROM_COLUMNS}) ${select}`);
}

/** Sets fields of the merchant's vendors: those with these codes, or all but these. */
export async function updateVendors(
  db: Db,
  merchantId: number,
  which: { codes: string[] } | { exceptCodes: string[] },
  patch: Partial<Pick<Insert<typeof vendors>, 'adapter' | 'openIn' | 'maintenance'>>,
) {
  const codes = 'codes' in which ? inArray(vendors.code, which.codes) : notInArray(vendors.code, which.exceptCodes);
  await db
    .update(vendors)
    .set(patch)
    .where(and(eq(vendors.merchantId, merchantId), codes));
}
