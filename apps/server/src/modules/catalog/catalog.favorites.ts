import { and, desc, eq, sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { AppError } from '../../lib/app-error';
import { favoriteChanges, favoriteGames } from './catalog.tables';

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
 * Adds or removes a favourite: one change per second per member (spec §9), a sliding second
 * claimed by one conditional upsert, so it holds across nodes. Adding twice or removing a missing
 * one changes nothing.
 */
export async function setFavorite(db: Db, memberId: number, gameId: number, on: boolean) {
  const claimed = await db
    .insert(favoriteChanges)
    .values({ memberId, changedAt: sql`now()` })
    .onConflictDoUpdate({
      target: favoriteChanges.memberId,
      set: { changedAt: sql`now()` },
      // 900 ms: a click the web allows after its 1 s pause is never refused for network jitter.
      setWhere: sql`${favoriteChanges.changedAt} <= now() - interval '900 milliseconds'`,
    })
    .returning({ memberId: favoriteChanges.memberId });
  if (claimed.length === 0) throw new AppError('FAVORITE_THROTTLED', 'One favourite change per second');
  if (on) await db.insert(favoriteGames).values({ memberId, gameId }).onConflictDoNothing();
  else await db.delete(favoriteGames).where(and(eq(favoriteGames.memberId, memberId), eq(favoriteGames.gameId, gameId)));
  return favoriteIds(db, memberId);
}
