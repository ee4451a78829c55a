import { sql } from 'drizzle-orm';
import { toInt } from '../../db/normalize';
import { AppError } from '../../lib/app-error';
import { dropPendingBet } from './sportsbook.bet-write';
import { betTx, lobbyCode, WalletUnavailable, type SportsCtx } from './sportsbook.wallet';

/**
 * The book's wallet calls after settlement, as the lottery's (lottery.payouts.ts): a settled bet's
 * return is paid by one `credit` (0 for a loss, which settles its round); a bet settled again after
 * a corrected result gets one `resettle` with its whole return at its version, which moves the
 * difference as new ledger entries (never an edit of the old ones); a bet whose debit was never
 * answered is rolled back and removed. Each call is idempotent by its txId and the bet is marked
 * after the answer, so two settlers, a crash between call and mark, or a lost answer move the money once.
 */

type Rows<T> = { rows: T[] };
const BATCH = 500;
export const CALLS_IN_FLIGHT = 8;
/** A bet still PENDING after this long lost its debit's answer: it is rolled back. */
export const PENDING_STALE_MS = 60_000;

type BetRow = { id: unknown; player_id: string; vendor: string; return: unknown; settled_version: number; paid_version: number };

async function each<T>(ctx: SportsCtx, rows: T[], call: (r: T) => Promise<void>) {
  let done = 0;
  for (let i = 0; i < rows.length; i += CALLS_IN_FLIGHT) {
    const results = await Promise.allSettled(rows.slice(i, i + CALLS_IN_FLIGHT).map(call));
    for (const r of results) {
      if (r.status === 'fulfilled') done++;
      else if (r.reason instanceof AppError)
        ctx.warn?.({ err: r.reason }, `sportsbook: the wallet refused a call (${r.reason.code}); it is tried again next run`);
      else throw r.reason;
    }
  }
  return done;
}

/** Pays or resettles one bet up to its settled version, then marks it. */
async function pay(ctx: SportsCtx, b: BetRow) {
  const id = toInt(b.id);
  const tx = betTx(id);
  const version = Number(b.settled_version);
  const win = toInt(b.return);
  const base = { playerId: b.player_id, roundId: tx.round, gameCode: lobbyCode(b.vendor) };
  if (Number(b.paid_version) === 0) {
    try {
      await ctx.wallet.credit(b.vendor, { ...base, txId: tx.credit, amount: win, result: '', detail: { betId: id } });
    } catch (err) {
      // The wallet holds this credit with an earlier version's amount: the resettlement below corrects it.
      if (!(err instanceof AppError && err.code === 'SW_DUPLICATE_MISMATCH')) throw err;
    }
  }
  // After a correction the wallet may hold any earlier return: the whole return at this version settles the difference.
  if (version > 1) await ctx.wallet.resettle(b.vendor, { ...base, txId: tx.resettle(version), win, version });
  await ctx.db.execute(sql`
    update sports_bets set paid_version = ${version}::int where id = ${id}::bigint and paid_version < ${version}::int`);
}

/** Pays every settled bet of the merchant not paid at its current version. */
export async function payReturns(ctx: SportsCtx) {
  const bets = (
    (await ctx.db.execute(sql`
    select id, player_id, vendor, return, settled_version, paid_version from sports_bets
     where merchant_id = ${ctx.merchantId} and paid_version < settled_version
     order by id limit ${BATCH}`)) as unknown as Rows<BetRow>
  ).rows;
  return each(ctx, bets, (b) => pay(ctx, b));
}

/** Rolls back the bets whose debit was never answered (PENDING for a minute) and removes them. */
export async function voidStalePending(ctx: SportsCtx, now: Date) {
  const bets = (
    (await ctx.db.execute(sql`
    select id, player_id, vendor from sports_bets
     where merchant_id = ${ctx.merchantId} and status = 'PENDING'
       and created_at < ${new Date(now.getTime() - PENDING_STALE_MS).toISOString()}::timestamptz
     order by id limit ${BATCH}`)) as unknown as Rows<BetRow>
  ).rows;
  return each(ctx, bets, async (b) => {
    const tx = betTx(toInt(b.id));
    await ctx.wallet.rollback(b.vendor, { playerId: b.player_id, txId: tx.debit, roundId: tx.round }).catch((err: unknown) => {
      if (!(err instanceof AppError && err.code === 'SW_TX_UNKNOWN')) throw err;
    });
    await dropPendingBet(ctx.db, toInt(b.id));
  });
}

/** The wallet side of a run: stale debits, then returns. A wallet that does not answer ends the run. */
export async function runPayouts(ctx: SportsCtx, now = new Date()) {
  try {
    return { voided: await voidStalePending(ctx, now), paid: await payReturns(ctx) };
  } catch (err) {
    if (err instanceof WalletUnavailable) return { voided: 0, paid: 0, unavailable: true };
    throw err;
  }
}
