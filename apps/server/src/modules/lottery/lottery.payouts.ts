import { sql } from 'drizzle-orm';
import type { LotteryFamily } from '@jade/contract/lottery';
import { toInt } from '../../db/normalize';
import { AppError } from '../../lib/app-error';
import { lotterySlips } from './lottery.bets.tables';
import { endPendingSlip } from './lottery.bets';
import { slipTx, WalletUnavailable, type LotteryCtx } from './lottery.wallet';
import { rowsOf } from '../../db/rows';

/**
 * The lottery's wallet calls after the bet: a cancelled draw's stakes go back by one seamless
 * `rollback` per slip, a settled slip's win is paid by one `credit` (0 for a loss, which settles
 * its round), a slip whose draw's result was corrected after it was paid is resettled by one
 * `resettle` per version, and a slip whose debit was never answered is rolled back. Each call is idempotent
 * by its txId at the wallet and the slip is marked after the answer, so a crash between the two,
 * or two nodes at once, calls again and moves the money once. Run by the `lottery draws` job.
 */

const at = (d: Date) => sql`${d.toISOString()}::timestamptz`;

/** Slips handled in one run (the rest in the next, seconds later). */
const BATCH = 500;
/** A slip still PENDING after this long lost its debit's answer: it is rolled back. */
export const PENDING_STALE_MS = 60_000;

type SlipRow = {
  id: unknown;
  player_id: string;
  vendor: string;
  code: string;
  family: LotteryFamily;
  win: unknown;
  draw_no: string;
  numbers: string[] | null;
  result_version: number | null;
};
const SLIP = sql.raw(`s.id, s.player_id, g.vendor, g.code, g.family, s.win, s.result_version, d.draw_no, d.numbers
  from lottery_slips s join lottery_draws d on d.id = s.draw_id join lottery_games g on g.id = s.game_id`);

/** Wallet calls in flight at once: each waits on the wallet's commit, so a few together pay a big draw several times faster. */
export const CALLS_IN_FLIGHT = 8;

/**
 * Calls the wallet for each slip, CALLS_IN_FLIGHT at a time (each slip's calls are idempotent and
 * its mark conditional, so their order does not matter). A refusal of one slip (an AppError) is
 * logged and leaves the slip for the next run and the operator, and the run goes on; a wallet
 * that does not answer stops the run after the calls in flight.
 */
async function each<T>(ctx: LotteryCtx, slips: T[], call: (s: T) => Promise<boolean>) {
  const n = ctx.callsInFlight ?? CALLS_IN_FLIGHT;
  let done = 0;
  for (let i = 0; i < slips.length; i += n) {
    const results = await Promise.allSettled(slips.slice(i, i + n).map(call));
    for (const r of results) {
      if (r.status === 'fulfilled') done += r.value ? 1 : 0;
      else if (r.reason instanceof AppError)
        ctx.warn?.({ err: r.reason }, `lottery: the wallet refused a call (${r.reason.code}); it is tried again next run`);
      else throw r.reason;
    }
  }
  return done;
}

/** A draw's numbers as the round's result text in the records. */
const resultText = (s: SlipRow) => (s.numbers ?? []).join(' ').slice(0, 200);

/** Whether a rollback's refusal still means the stake is not (or no longer) taken. */
const notTaken = (err: unknown) => err instanceof AppError && err.code === 'SW_TX_UNKNOWN';

async function rollbackSlip(ctx: LotteryCtx, s: SlipRow) {
  const id = toInt(s.id);
  const tx = slipTx(id);
  await ctx.wallet.rollback(s.vendor, { playerId: s.player_id, txId: tx.debit, roundId: tx.round }).catch((err: unknown) => {
    if (!notTaken(err)) throw err;
  });
}

/** Refunds every slip of the merchant's cancelled draws not refunded yet: one rollback each. */
export async function refundCancelled(ctx: LotteryCtx, now: Date) {
  const slips = await rowsOf<SlipRow>(
    ctx.db,
    sql`
      select ${SLIP} where s.merchant_id = ${ctx.merchantId} and s.status in ('PENDING', 'OPEN') and d.status = 'CANCELLED'
       order by s.id limit ${BATCH}`,
  );
  return each(ctx, slips, async (s) => {
    await rollbackSlip(ctx, s);
    const done = await rowsOf(
      ctx.db,
      sql`
        update lottery_slips set status = 'REFUNDED', refunded_at = ${at(now)}
         where id = ${toInt(s.id)}::bigint and status in ('PENDING', 'OPEN') returning id`,
    );
    return done.length > 0;
  });
}

/** Rolls back the slips whose debit was never answered (PENDING for a minute): refunded, their numbers freed. */
export async function voidStalePending(ctx: LotteryCtx, now: Date) {
  const slips = await rowsOf<SlipRow & { created_at: unknown }>(
    ctx.db,
    sql`
      select ${SLIP} where s.merchant_id = ${ctx.merchantId} and s.status = 'PENDING' and s.paid_at is null
         and s.created_at < ${at(new Date(now.getTime() - PENDING_STALE_MS))} and d.status <> 'CANCELLED'
       order by s.id limit ${BATCH}`,
  );
  return each(ctx, slips, async (s) => {
    await rollbackSlip(ctx, s);
    const [slip] = await ctx.db
      .select()
      .from(lotterySlips)
      .where(sql`${lotterySlips.id} = ${toInt(s.id)}`);
    if (slip) await endPendingSlip(ctx.db, slip, s.family, 'refund', now);
    return true;
  });
}

/**
 * Pays every settled slip not paid yet: one credit of its win (0 for a loss), then marks it paid.
 * The version paid is 1 only when the credit carried the first result: after a correction the
 * wallet may hold an earlier credit of this txId (its answer lost before the correction), so the
 * slip is marked 0 and resettled once at its current version, which sends the whole win and lets
 * the wallet move whatever difference it holds (none when it already has the right win).
 */
export async function payWins(ctx: LotteryCtx, now: Date) {
  const slips = await rowsOf<SlipRow>(
    ctx.db,
    sql`
      select ${SLIP} where s.merchant_id = ${ctx.merchantId} and s.status = 'SETTLED' and s.paid_at is null
       order by s.id limit ${BATCH}`,
  );
  return each(ctx, slips, async (s) => {
    const id = toInt(s.id);
    const tx = slipTx(id);
    let paidVersion = s.result_version === 1 ? 1 : 0;
    try {
      await ctx.wallet.credit(s.vendor, {
        playerId: s.player_id,
        txId: tx.credit,
        roundId: tx.round,
        gameCode: s.code,
        amount: toInt(s.win),
        result: resultText(s),
        detail: { slipId: id, drawNo: s.draw_no },
      });
    } catch (err) {
      // The wallet holds this credit with another amount (an earlier version's): the resettlement corrects it.
      if (!(err instanceof AppError && err.code === 'SW_DUPLICATE_MISMATCH')) throw err;
      paidVersion = 0;
    }
    await ctx.db.execute(sql`
      update lottery_slips set paid_at = ${at(now)}, paid_version = ${paidVersion}::int where id = ${id}::bigint and paid_at is null`);
    return true;
  });
}

/**
 * Tells the wallet the new win of every paid slip whose draw's result was corrected since: one
 * `resettle` with the slip's whole win at its result version (txId per version), which moves the
 * difference as new ledger entries. The wallet orders a round's versions, so a crash between the
 * call and the mark, or a correction in between, never moves a difference twice.
 */
export async function resettleWins(ctx: LotteryCtx) {
  const slips = await rowsOf<SlipRow>(
    ctx.db,
    sql`
      select ${SLIP} where s.merchant_id = ${ctx.merchantId} and s.status = 'SETTLED' and s.paid_version < s.result_version
       order by s.id limit ${BATCH}`,
  );
  return each(ctx, slips, async (s) => {
    const id = toInt(s.id);
    const version = s.result_version ?? 1;
    await ctx.wallet.resettle(s.vendor, {
      playerId: s.player_id,
      txId: slipTx(id).resettle(version),
      roundId: slipTx(id).round,
      gameCode: s.code,
      win: toInt(s.win),
      version,
      result: resultText(s),
    });
    await ctx.db.execute(sql`
      update lottery_slips set paid_version = ${version}::int where id = ${id}::bigint and paid_version < ${version}::int`);
    return true;
  });
}

/**
 * The wallet side of a run of the lottery job, after the draws moved: refunds, stale debits, wins,
 * resettlements.
 * A wallet that does not answer ends the run (the next one goes on where this one stopped).
 */
export async function runPayouts(ctx: LotteryCtx, now = new Date(), only?: 'refunds') {
  try {
    const refunded = await refundCancelled(ctx, now);
    if (only) return { refunded, voided: 0, paid: 0, resettled: 0 };
    const voided = await voidStalePending(ctx, now);
    const paid = await payWins(ctx, now);
    return { refunded, voided, paid, resettled: await resettleWins(ctx) };
  } catch (err) {
    if (err instanceof WalletUnavailable) return { refunded: 0, voided: 0, paid: 0, resettled: 0, unavailable: true };
    throw err;
  }
}
