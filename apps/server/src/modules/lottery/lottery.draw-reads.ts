import { sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { toInt } from '../../db/normalize';
import { AppError } from '../../lib/app-error';
import { gameByCode } from './lottery.games';

/** A draw of a game by its number (404 `LOTTERY_DRAW_NOT_FOUND` when the game has no such draw yet). */
export async function drawOfGame(db: Db, merchantId: number, gameCode: string, drawNo: string) {
  const g = await gameByCode(db, merchantId, gameCode);
  const res = (await db.execute(
    sql`select id, status from lottery_draws where game_id = ${g.id} and draw_no = ${drawNo}`,
  )) as unknown as { rows: { id: unknown; status: string }[] };
  const d = res.rows[0];
  if (!d) throw new AppError('LOTTERY_DRAW_NOT_FOUND', 'This game has no such draw');
  return { id: toInt(d.id), status: d.status, game: g };
}
