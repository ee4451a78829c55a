import { and, desc, eq } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { AppError } from '../../lib/app-error';
import * as system from '../system/system.service';
import { favoriteGames } from './catalog.tables';

/** The member's favourite game ids, newest first. */
export async function favoriteIds(db: Db, memberId: number): Promise<number[]> {
  const rows = await db
    .select({ id: favoriteGames.gameId })
    .from(favoriteGames)
    .where(eq(favoriteGames.memberId, memberId))
    .orderBy(desc(favoriteGames.createdAt));
  return rows.map((r) => r.id);
}

/**
 * Adds or removes a favourite: one change per second per member (spec §9), counted across nodes.
 * Adding twice or removing a missing one changes nothing.
 */
export async function setFavorite(db: Db, memberId: number, gameId: number, on: boolean) {
  if (!(await system.hit(db, `fav:${memberId}`, 1, 1)))
    throw new AppError('FAVORITE_THROTTLED', 'One favourite change per second');
  if (on) await db.insert(favoriteGames).values({ memberId, gameId }).onConflictDoNothing();
  else await db.delete(favoriteGames).where(and(eq(favoriteGames.memberId, memberId), eq(favoriteGames.gameId, gameId)));
  return favoriteIds(db, memberId);
}
