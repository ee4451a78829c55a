import { and, eq, sql } from 'drizzle-orm';
import type { LotteryPlaceChase } from '@jade/contract/lottery';
import type { Db } from '../../db/client';
import { toInt } from '../../db/normalize';
import { AppError } from '../../lib/app-error';
import { checkSlip, endPendingSlip, placeSlip } from './lottery.bets';
import { lotterySlips } from './lottery.bets.tables';
import { lotteryChases } from './lottery.chase.tables';
import { chaseView } from './lottery.chase-view';
import { gameByCode } from './lottery.games';
import { slipTx, WalletUnavailable, type LotteryCtx } from './lottery.wallet';
import { rowsOf } from '../../db/rows';

/**
 * Number chase: the same lines over the next draws of a game, one ordinary slip per draw. A draw's
 * stake is taken when its slip is placed (decision 017): the first at the start, each next one by
 * the `lottery draws` job once the slip before it is settled and paid, on the game's next draw
 * taking bets. So a win is in the balance before the next stake, stop-on-win never takes a stake
 * it would have to give back, and nothing of the member's is held for draws not played yet.
 * Slip k of chase c has the client key `chase:c:k`: the slips' unique key places it once, however
 * many nodes or retries try.
 */

type Chase = typeof lotteryChases.$inferSelect;
const at = (d: Date) => sql`${d.toISOString()}::timestamptz`;

export const chaseSlipKey = (chaseId: number, index: number) => `chase:${chaseId}:${index}`;

/** Chases moved on in one run of the job (the rest in the next, seconds later). */
const BATCH = 200;

const termsOf = (c: Pick<Chase, 'gameId' | 'unit' | 'multipliers' | 'stopOnWin' | 'lines'>) =>
  JSON.stringify([c.gameId, c.unit, c.multipliers, c.stopOnWin, c.lines.map((l) => [l.type, l.picks, l.position ?? null])]);

async function chaseByKey(db: Db, merchantId: number, memberId: number, clientKey: string) {
  const [c] = await db
    .select()
    .from(lotteryChases)
    .where(
      and(eq(lotteryChases.merchantId, merchantId), eq(lotteryChases.memberId, memberId), eq(lotteryChases.clientKey, clientKey)),
    );
  return c ?? null;
}

async function end(db: Db, chaseId: number, status: 'WON' | 'DONE' | 'ENDED', reason: string | null, now: Date) {
  await db
    .update(lotteryChases)
    .set({ status, endReason: reason, endedAt: now })
    .where(and(eq(lotteryChases.id, chaseId), eq(lotteryChases.status, 'ACTIVE')));
}

/** Places slip `index` of a chase on a draw; true once placed and counted while the chase is active. */
async function placeDraw(ctx: LotteryCtx, c: Chase, gameCode: string, drawNo: string, index: number, now: Date) {
  const { slip } = await placeSlip(
    ctx,
    { id: c.memberId, username: c.playerId },
    {
      gameCode,
      drawNo,
      unit: c.unit,
      multiplier: c.multipliers[index]!,
      lines: c.lines,
      clientKey: chaseSlipKey(c.id, index),
    },
    now,
  );
  const counted = await rowsOf(
    ctx.db,
    sql`
      update lottery_chases set placed = ${index + 1}
       where id = ${c.id}::bigint and placed = ${index} and status = 'ACTIVE' returning id`,
  );
  if (counted.length > 0) return true;
  // Cancelled meanwhile (or counted by another node): a slip of a cancelled chase is given back.
  const [now2] = await ctx.db.select().from(lotteryChases).where(eq(lotteryChases.id, c.id));
  if (now2?.status === 'CANCELLED') await refundSlip(ctx, slip.slipId, now);
  return false;
}

/**
 * Starts a chase: its lines and every multiplier of its plan are checked by the slip's rules, then
 * its first draw's slip is placed (the draw must take bets now). A refusal of that slip writes
 * nothing. The same client key again answers the same chase; with other terms it is refused.
 */
export async function startChase(ctx: LotteryCtx, member: { id: number; username: string }, input: LotteryPlaceChase) {
  const now = new Date();
  const g = await gameByCode(ctx.db, ctx.merchantId, input.gameCode);
  const terms = {
    gameId: g.id,
    unit: input.unit,
    multipliers: input.multipliers,
    stopOnWin: input.stopOnWin,
    lines: input.lines,
  };
  for (const multiplier of new Set([Math.min(...input.multipliers), Math.max(...input.multipliers)]))
    await checkSlip(ctx, g.family, { ...input, multiplier, clientKey: input.clientKey });
  let c = await chaseByKey(ctx.db, ctx.merchantId, member.id, input.clientKey);
  if (c && termsOf(c) !== termsOf(terms)) throw new AppError('LOTTERY_SLIP_KEY_REUSED', 'This key was used for another chase');
  if (!c) {
    const [inserted] = await ctx.db
      .insert(lotteryChases)
      .values({
        merchantId: ctx.merchantId,
        memberId: member.id,
        playerId: member.username,
        clientKey: input.clientKey,
        ...terms,
      })
      .onConflictDoNothing()
      .returning();
    c = inserted ?? (await chaseByKey(ctx.db, ctx.merchantId, member.id, input.clientKey))!;
  }
  if (c.placed === 0 && c.status === 'ACTIVE') {
    try {
      await placeDraw(ctx, c, g.code, input.drawNo, 0, now);
    } catch (err) {
      // Nothing taken for the first draw: the chase goes too (a retry starts it again).
      const [slip] = await ctx.db
        .select({ id: lotterySlips.id })
        .from(lotterySlips)
        .where(and(eq(lotterySlips.memberId, member.id), eq(lotterySlips.clientKey, chaseSlipKey(c.id, 0))));
      if (!slip) await ctx.db.delete(lotteryChases).where(and(eq(lotteryChases.id, c.id), eq(lotteryChases.placed, 0)));
      else await end(ctx.db, c.id, 'ENDED', err instanceof AppError ? err.code : 'INTERNAL_ERROR', now);
      throw err;
    }
  }
  return chaseView(ctx.db, c.id);
}

/**
 * Gives back the stake of a chase's slip whose draw still takes bets: in one transaction that
 * holds the draw's row (so it cannot close meanwhile) the slip goes back to PENDING, which keeps
 * its draw from settling; then its debit is rolled back and the slip refunded. If the wallet does
 * not answer, the job's stale-debit sweep (`voidStalePending`) finishes it. False when the draw no
 * longer takes bets (the slip then plays).
 */
async function refundSlip(ctx: LotteryCtx, slipId: number, now: Date) {
  const held = await ctx.db.transaction(async (tx) => {
    const rows = await rowsOf<{ id: unknown; player_id: string; vendor: string; family: string }>(
      tx,
      sql`
        select s.id, s.player_id, g.vendor, g.family from lottery_slips s
          join lottery_draws d on d.id = s.draw_id join lottery_games g on g.id = s.game_id
         where s.id = ${slipId}::bigint and s.status = 'OPEN' and d.status = 'OPEN' and d.closes_at > ${at(now)}
           for share of d`,
    );
    const r = rows[0];
    if (!r) return null;
    const moved = await rowsOf(
      tx,
      sql`update lottery_slips set status = 'PENDING' where id = ${slipId}::bigint and status = 'OPEN' returning id`,
    );
    return moved.length > 0 ? r : null;
  });
  if (!held) return false;
  const t = slipTx(slipId);
  try {
    await ctx.wallet.rollback(held.vendor, { playerId: held.player_id, txId: t.debit, roundId: t.round });
  } catch (err) {
    if (err instanceof WalletUnavailable) return true;
    if (!(err instanceof AppError && err.code === 'SW_TX_UNKNOWN')) throw err;
  }
  const [slip] = await ctx.db.select().from(lotterySlips).where(eq(lotterySlips.id, slipId));
  if (slip) await endPendingSlip(ctx.db, slip, held.family as Parameters<typeof endPendingSlip>[2], 'refund', now);
  return true;
}

/**
 * Cancels a chase of the member: no more draws are played, and the stake of its slip on a draw that
 * still takes bets is given back. Another member's chase is "not found".
 */
export async function cancelChase(ctx: LotteryCtx, memberId: number, chaseId: number, now = new Date()) {
  const [c] = await ctx.db
    .select()
    .from(lotteryChases)
    .where(
      and(eq(lotteryChases.id, chaseId), eq(lotteryChases.merchantId, ctx.merchantId), eq(lotteryChases.memberId, memberId)),
    );
  if (!c) throw new AppError('LOTTERY_CHASE_NOT_FOUND', 'No such chase');
  const [cancelled] = await ctx.db
    .update(lotteryChases)
    .set({ status: 'CANCELLED', endedAt: now })
    .where(and(eq(lotteryChases.id, chaseId), eq(lotteryChases.status, 'ACTIVE')))
    .returning();
  if (!cancelled) throw new AppError('LOTTERY_CHASE_ENDED', 'This chase has ended');
  const open = await ctx.db
    .select({ id: lotterySlips.id })
    .from(lotterySlips)
    .where(
      and(
        eq(lotterySlips.merchantId, ctx.merchantId),
        eq(lotterySlips.memberId, memberId),
        eq(lotterySlips.status, 'OPEN'),
        sql`${lotterySlips.clientKey} like ${`chase:${chaseId}:%`}`,
      ),
    );
  for (const s of open) await refundSlip(ctx, s.id, now);
  return chaseView(ctx.db, chaseId);
}

type LastSlip = { status: string; win: unknown; paid_at: unknown; draw_at: Date | string; code: string };

/**
 * One step of every active chase (the `lottery draws` job, after the payouts): a chase whose last
 * slip is settled and paid (or refunded) ends when it won and stops on a win, or when every draw
 * is played; otherwise its next slip is placed on the game's next draw taking bets. A refused slip
 * ends the chase with the refusal's code; a wallet out of reach leaves it for the next run.
 */
export async function advanceChases(ctx: LotteryCtx, now = new Date()) {
  const active = await ctx.db
    .select()
    .from(lotteryChases)
    .where(and(eq(lotteryChases.merchantId, ctx.merchantId), eq(lotteryChases.status, 'ACTIVE')))
    .orderBy(lotteryChases.id)
    .limit(BATCH);
  let placed = 0;
  for (const c of active) {
    const [last] = await rowsOf<LastSlip>(
      ctx.db,
      sql`
        select s.status, s.win, s.paid_at, d.draw_at, g.code from lottery_slips s
          join lottery_draws d on d.id = s.draw_id join lottery_games g on g.id = s.game_id
         where s.merchant_id = ${ctx.merchantId} and s.member_id = ${c.memberId}
           and s.client_key = ${chaseSlipKey(c.id, c.placed - 1)}`,
    );
    if (!last) continue;
    const settled = last.status === 'SETTLED' && last.paid_at !== null;
    if (!settled && last.status !== 'REFUNDED') continue;
    if (settled && c.stopOnWin && toInt(last.win) > 0) {
      await end(ctx.db, c.id, 'WON', null, now);
      continue;
    }
    if (c.placed >= c.multipliers.length) {
      await end(ctx.db, c.id, 'DONE', null, now);
      continue;
    }
    const [next] = await rowsOf<{ draw_no: string }>(
      ctx.db,
      sql`
        select draw_no from lottery_draws
         where game_id = ${c.gameId} and status = 'OPEN' and closes_at > ${at(now)}
           and draw_at > ${at(new Date(last.draw_at))}
         order by draw_at limit 1`,
    );
    if (!next) continue;
    try {
      if (await placeDraw(ctx, c, last.code, next.draw_no, c.placed, now)) placed++;
    } catch (err) {
      if (err instanceof WalletUnavailable || (err instanceof AppError && err.code === 'GS_WALLET_UNAVAILABLE')) break;
      if (!(err instanceof AppError)) throw err;
      await end(ctx.db, c.id, 'ENDED', err.code, now);
    }
  }
  return placed;
}
