import { and, eq, sql } from 'drizzle-orm';
import type { LotteryFamily, LotteryPlaceSlip } from '@jade/contract/lottery';
import { checkBet, ticketCount } from '@jade/engines/lottery/bets';
import type { Db } from '../../db/client';
import { AppError, invalidField } from '../../lib/app-error';
import { lotteryLines, lotterySlips } from './lottery.bets.tables';
import { releaseExposure, slipExposure } from './lottery.exposure';
import { sellingGame } from './lottery.games';
import { placedView, slipView } from './lottery.my-bets';
import { markOpen } from './lottery.open-marks';
import { sellingLimits, sellingOdds } from './lottery.settings';
import { insertSlip } from './lottery.slip-write';
import { slipTx, WalletUnavailable, type LotteryCtx } from './lottery.wallet';

type Member = { id: number; username: string };
type Slip = typeof lotterySlips.$inferSelect;

/** The terms a client key stands for: a retry must send the same. */
const termsOf = (drawId: number, input: LotteryPlaceSlip) =>
  JSON.stringify([drawId, input.unit, input.multiplier, input.lines.map((l) => [l.type, l.picks, l.position ?? null])]);

async function slipByKey(db: Db, merchantId: number, memberId: number, clientKey: string) {
  const [s] = await db
    .select()
    .from(lotterySlips)
    .where(
      and(eq(lotterySlips.merchantId, merchantId), eq(lotterySlips.memberId, memberId), eq(lotterySlips.clientKey, clientKey)),
    );
  return s ?? null;
}

async function linesOf(db: Db, slipId: number) {
  return db.select().from(lotteryLines).where(eq(lotteryLines.slipId, slipId)).orderBy(lotteryLines.lineNo);
}

/** The lines and terms checked before anything is written: each line by the engine, the stake by the limits. */
export async function checkSlip(ctx: LotteryCtx, family: LotteryFamily, input: LotteryPlaceSlip) {
  input.lines.forEach((line, i) => {
    const why = checkBet(family, line);
    if (why) throw invalidField(`lines.${i}`, why);
  });
  const tickets = input.lines.reduce((n, l) => n + ticketCount(family, l), 0);
  const total = tickets * input.unit * input.multiplier;
  const limits = await sellingLimits(ctx.db, ctx.merchantId);
  if (input.unit < limits.minUnit || total < limits.minTotal)
    throw new AppError('LOTTERY_STAKE_BELOW_MIN', 'The stake is below the minimum', [
      { path: input.unit < limits.minUnit ? 'unit' : 'total', message: String(Math.max(limits.minUnit, limits.minTotal)) },
    ]);
  if (input.unit > limits.maxUnit || !Number.isSafeInteger(total) || total > limits.maxTotal)
    throw new AppError('LOTTERY_STAKE_ABOVE_MAX', 'The stake is above the maximum', [
      {
        path: input.unit > limits.maxUnit ? 'unit' : 'total',
        message: String(input.unit > limits.maxUnit ? limits.maxUnit : limits.maxTotal),
      },
    ]);
  return { tickets, total, limits };
}

/**
 * Writes a slip (PENDING) with its lines and its numbers' liabilities in one statement that holds
 * its draw's row (`insertSlip`). Null when a slip with this client key exists (another tab).
 */
async function writeSlip(ctx: LotteryCtx, member: Member, input: LotteryPlaceSlip, now: Date) {
  const g = await sellingGame(ctx.db, ctx.merchantId, input.gameCode);
  const { tickets, total, limits } = await checkSlip(ctx, g.family, input);
  const { odds: table } = await sellingOdds(ctx.db, ctx.merchantId, g.family);
  const slip = await insertSlip(ctx.prepared, {
    merchantId: ctx.merchantId,
    member,
    game: g,
    input,
    tickets,
    total,
    table,
    maxPayoutPerNumber: limits.maxPayoutPerNumber,
    now,
  });
  return slip && { slip, vendor: g.vendor, code: g.code, family: g.family, drawNo: input.drawNo };
}

/** The liabilities a slip added to its draw (from its stored lines and odds). */
async function exposureOfSlip(db: Db, slip: Slip, family: LotteryFamily) {
  const lines = await linesOf(db, slip.id);
  const bets = lines.map((l) => ({ type: l.type, picks: l.picks, position: l.position ?? undefined }));
  return slipExposure(family, bets, slip.odds, slip.unit * slip.multiplier);
}

/**
 * Ends a slip whose stake was not taken: refused by the wallet, it goes with its lines and
 * liabilities (nothing stays); rolled back after a lost answer, it stays REFUNDED. Only a slip
 * still PENDING (its row locked), so a second tab's answer or the job never ends it twice.
 */
export async function endPendingSlip(db: Db, slip: Slip, family: LotteryFamily, how: 'drop' | 'refund', now = new Date()) {
  await db.transaction(async (tx) => {
    const res = (await tx.execute(
      sql`select id from lottery_slips where id = ${slip.id}::bigint and status = 'PENDING' for update`,
    )) as unknown as { rows: unknown[] };
    if (res.rows.length === 0) return;
    await releaseExposure(tx, slip.drawId, await exposureOfSlip(tx, slip, family));
    if (how === 'drop') {
      await tx.delete(lotteryLines).where(eq(lotteryLines.slipId, slip.id));
      await tx.delete(lotterySlips).where(eq(lotterySlips.id, slip.id));
    } else await tx.update(lotterySlips).set({ status: 'REFUNDED', refundedAt: now }).where(eq(lotterySlips.id, slip.id));
  });
}

/**
 * Takes a slip's stake by one seamless debit (txId and round from the slip id). A refusal ends
 * the slip and is passed on; a wallet that does not answer gets a rollback of the debit (so a
 * late one is refused) and the slip is refunded — or, if even that is not answered, stays
 * PENDING for the job, which rolls it back.
 */
async function takeStake(ctx: LotteryCtx, slip: Slip, vendor: string, code: string, family: LotteryFamily) {
  const tx = slipTx(slip.id);
  try {
    const res = await ctx.wallet.debit(vendor, {
      playerId: slip.playerId,
      txId: tx.debit,
      roundId: tx.round,
      gameCode: code,
      amount: slip.total,
    });
    // The stake is taken (the wallet's commit is durable): the mark does not wait for the disk.
    return { balance: res.balance, marked: await markOpen(ctx.prepared, slip.id) };
  } catch (err) {
    if (err instanceof WalletUnavailable) {
      const undone = await ctx.wallet
        .rollback(vendor, { playerId: slip.playerId, txId: tx.debit, roundId: tx.round })
        .then(() => true)
        .catch((e: unknown) => e instanceof AppError && e.code === 'SW_TX_UNKNOWN');
      if (undone) await endPendingSlip(ctx.db, slip, family, 'refund');
      throw new AppError('GS_WALLET_UNAVAILABLE', 'The wallet did not answer; the stake was not taken');
    }
    if (err instanceof AppError && err.code !== 'SW_TX_ROLLED_BACK') await endPendingSlip(ctx.db, slip, family, 'drop');
    throw err;
  }
}

/**
 * Places a slip: checked, written with its liabilities, then its stake taken by one debit. The
 * same client key again (a retry, or a second tab at once) answers the first slip and takes
 * nothing more: its debit is sent again with the same txId, which the wallet applies once. The
 * same key with other terms is 409 `LOTTERY_SLIP_KEY_REUSED`.
 */
export async function placeSlip(ctx: LotteryCtx, member: Member, input: LotteryPlaceSlip, now = new Date()) {
  let placed: Awaited<ReturnType<typeof writeSlip>> = null;
  let slip: Slip | null = null;
  try {
    placed = await writeSlip(ctx, member, input, now);
  } catch (err) {
    // A retry of a slip placed before answers it, whatever changed since (the draw closed, the limits).
    slip = await slipByKey(ctx.db, ctx.merchantId, member.id, input.clientKey);
    if (!slip) throw err;
  }
  slip = placed?.slip ?? slip ?? (await slipByKey(ctx.db, ctx.merchantId, member.id, input.clientKey));
  if (!slip) throw new AppError('LOTTERY_SLIP_KEY_REUSED', 'This slip was refused; send it with a new key');
  const g = placed ?? (await gameOfSlip(ctx.db, slip));
  if (!placed) {
    const lines = await linesOf(ctx.db, slip.id);
    const stored = { ...input, lines: lines.map((l) => ({ type: l.type, picks: l.picks, position: l.position ?? undefined })) };
    const other = 'draw_no' in g && (input.gameCode !== g.code || input.drawNo !== g.draw_no);
    if (
      other ||
      termsOf(slip.drawId, input) !== termsOf(slip.drawId, { ...stored, unit: slip.unit, multiplier: slip.multiplier })
    )
      throw new AppError('LOTTERY_SLIP_KEY_REUSED', 'This slip key was used for another slip');
  }
  const { balance, marked } =
    slip.status === 'REFUNDED'
      ? { balance: (await ctx.wallet.balance(g.vendor, slip.playerId)).balance, marked: false }
      : await takeStake(ctx, slip, g.vendor, g.code, g.family);
  // A slip this call placed and marked is answered from what was written; any other as it is now.
  return {
    slip: placed && marked ? placedView(slip, placed.code, placed.drawNo, placed.family, input) : await slipView(ctx.db, slip.id),
    balance,
  };
}

async function gameOfSlip(db: Db, slip: Slip) {
  const res = (await db.execute(
    sql`select g.vendor, g.code, g.family, d.draw_no from lottery_games g join lottery_draws d on d.id = ${slip.drawId}::bigint
         where g.id = ${slip.gameId}`,
  )) as unknown as { rows: { vendor: string; code: string; family: LotteryFamily; draw_no: string }[] };
  return res.rows[0]!;
}
