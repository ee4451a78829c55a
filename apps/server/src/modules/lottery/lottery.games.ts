import { and, asc, eq } from 'drizzle-orm';
import { checkSchedule } from '@jade/engines/lottery/calendar';
import type { Db } from '../../db/client';
import { AppError } from '../../lib/app-error';
import { cached, CONFIG_TTL_MS } from '../../lib/ttl-cache';
import { lotteryGames } from './lottery.tables';

export type LotteryGame = typeof lotteryGames.$inferSelect;
export type NewLotteryGame = Omit<typeof lotteryGames.$inferInsert, 'id' | 'createdAt'>;

/**
 * Adds games (the demo seed; later the operator). A schedule the calendar cannot run is refused
 * before anything is written; a code the merchant has already is left as it is.
 */
export async function addGames(db: Db, games: NewLotteryGame[]) {
  for (const g of games) {
    const why = checkSchedule(g.schedule);
    if (why) throw new Error(`lottery game ${g.code}: ${why}`);
  }
  if (games.length === 0) return;
  await db.insert(lotteryGames).values(games).onConflictDoNothing();
}

/** The merchant's games in lobby order (active and suspended). */
export function listGames(db: Db, merchantId: number): Promise<LotteryGame[]> {
  return db
    .select()
    .from(lotteryGames)
    .where(eq(lotteryGames.merchantId, merchantId))
    .orderBy(asc(lotteryGames.sort), asc(lotteryGames.id));
}

/** A game by its code, or 404 `LOTTERY_GAME_NOT_FOUND`. */
export async function gameByCode(db: Db, merchantId: number, code: string): Promise<LotteryGame> {
  const [g] = await db
    .select()
    .from(lotteryGames)
    .where(and(eq(lotteryGames.merchantId, merchantId), eq(lotteryGames.code, code)));
  if (!g) throw new AppError('LOTTERY_GAME_NOT_FOUND', 'No lottery game has this code');
  return g;
}

/** The game a bet is placed on, from the node's read cache (games change with a release, not a bet). */
export const sellingGame = (db: Db, merchantId: number, code: string) =>
  cached(db, `lottery:game:${merchantId}:${code}`, CONFIG_TTL_MS, () => gameByCode(db, merchantId, code));

/** A draw number as the fair stream's nonce: its digits as one integer (`20261125-0042` → 202611250042). */
export const nonceOf = (drawNo: string) => Number(drawNo.replace('-', ''));
