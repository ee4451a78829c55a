import { and, eq, sql } from 'drizzle-orm';
import type { JackpotPools } from '@jade/contract/games';
import type { Db } from '../../db/client';
import { toInt } from '../../db/normalize';
import { gsJackpots } from './gameserver.tables';
import { perDatabase } from '../../lib/ttl-cache';

/** The share of every stake on a jackpot title that feeds its pool (basis points). */
export const JACKPOT_CONTRIBUTION_BP = 100;
/** What a pool restarts from after it is won (minor units). */
export const JACKPOT_SEED = 5_000_000;

/** Creates a title's pool at its catalog starting value the first time it is played. */
async function ensurePool(db: Db, merchantId: number, gameCode: string, start: number | null) {
  await db
    .insert(gsJackpots)
    .values({ merchantId, gameCode, pool: start ?? JACKPOT_SEED, seed: JACKPOT_SEED })
    .onConflictDoNothing();
}

/**
 * A jackpot title's stake feeds the pool; when the round hit the jackpot the pool is taken whole
 * (with this round's share) and restarts from its seed. One UPDATE, so two winners can never
 * take the same pool: the second finds it reset.
 */
export async function settleJackpot(
  db: Db,
  merchantId: number,
  gameCode: string,
  start: number | null,
  stake: number,
  hit: boolean,
) {
  await ensurePool(db, merchantId, gameCode, start);
  const share = Math.floor((stake * JACKPOT_CONTRIBUTION_BP) / 10_000);
  const where = and(eq(gsJackpots.merchantId, merchantId), eq(gsJackpots.gameCode, gameCode));
  if (!hit) {
    await db
      .update(gsJackpots)
      .set({ pool: sql`${gsJackpots.pool} + ${share}`, updatedAt: new Date() })
      .where(where);
    return 0;
  }
  const rows = (await db.execute(sql`
    update gs_jackpots j set pool = j.seed, last_win = old.pool + ${share}, last_won_at = now(), updated_at = now()
      from (select pool from gs_jackpots where merchant_id = ${merchantId} and game_code = ${gameCode} for update) old
     where j.merchant_id = ${merchantId} and j.game_code = ${gameCode}
    returning old.pool + ${share} as won`)) as unknown as { rows: { won: string | number }[] };
  return toInt(rows.rows[0]?.won ?? 0);
}

/**
 * Every pool, with how fast it grew over the last minutes of play, so the card's counter can move
 * between polls without inventing money: it interpolates at the observed rate and snaps to the
 * real figure at the next poll.
 */
const historyOf = perDatabase<string, { at: number; pool: number; rate: number }>();

export async function pools(db: Db, merchantId: number): Promise<JackpotPools> {
  const rows = await db.select().from(gsJackpots).where(eq(gsJackpots.merchantId, merchantId));
  const now = Date.now();
  const history = historyOf(db);
  return rows.map((r) => {
    const pool = toInt(r.pool);
    const key = `${merchantId}:${r.gameCode}`;
    const prev = history.get(key);
    let rate = prev?.rate ?? 0;
    if (prev && now - prev.at >= 1_000) {
      const seen = pool >= prev.pool ? (pool - prev.pool) / ((now - prev.at) / 1000) : 0;
      rate = prev.rate ? prev.rate * 0.7 + seen * 0.3 : seen;
      history.set(key, { at: now, pool, rate });
    } else if (!prev) history.set(key, { at: now, pool, rate: 0 });
    return { gameCode: r.gameCode, pool, ratePerSecond: Math.round(rate * 100) / 100 };
  });
}
