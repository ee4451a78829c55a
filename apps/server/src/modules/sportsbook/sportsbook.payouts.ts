import { sql } from 'drizzle-orm';
import type { SportsRecordLeg } from '@jade/contract/sportsbook';
import type { Db } from '../../db/client';
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

type BetRow = {
  id: unknown;
  player_id: string;
  vendor: string;
  status: string;
  return: unknown;
  settled_version: number;
  paid_version: number;
};

/** A leg as the bet's round carries it to the betting record (what a vendor's detail would say). */
export type RecordLeg = SportsRecordLeg;

/** The legs of these bets for their rounds' detail, read in one query; keyed by bet id. */
export async function recordLegs(db: Db, betIds: number[]): Promise<Map<number, RecordLeg[]>> {
  const byBet = new Map<number, RecordLeg[]>();
  if (betIds.length === 0) return byBet;
  const rows = (
    (await db.execute(sql`
    select l.bet_id, e.home, e.away, m.kind, m.line, m.period, s.code, l.odds, l.grade
      from sports_bet_legs l join sports_events e on e.id = l.event_id join sports_markets m on m.id = l.market_id
      join sports_selections s on s.id = l.selection_id
     where l.bet_id = any(${`{${betIds.join(',')}}`}::bigint[]) order by l.bet_id, l.leg_no`)) as unknown as Rows<
      Record<string, unknown>
    >
  ).rows;
  for (const r of rows) {
    const id = toInt(r.bet_id);
    const legs = byBet.get(id) ?? [];
    legs.push({
      home: r.home as string,
      away: r.away as string,
      kind: r.kind as RecordLeg['kind'],
      line: r.line === null ? null : Number(r.line),
      period: r.period === null ? null : Number(r.period),
      code: r.code as string,
      odds: toInt(r.odds),
      grade: (r.grade ?? null) as RecordLeg['grade'],
    });
    byBet.set(id, legs);
  }
  return byBet;
}

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

/**
 * Pays or resettles one bet up to its settled version, then marks it. The credit says, as a
 * vendor's would, how the bet settled (`result`: its status) and its legs with their grades
 * (`detail`), which the member's betting record shows; a resettlement gives the new status and grades.
 */
async function pay(ctx: SportsCtx, b: BetRow, legs: RecordLeg[]) {
  const id = toInt(b.id);
  const tx = betTx(id);
  const version = Number(b.settled_version);
  const win = toInt(b.return);
  const base = { playerId: b.player_id, roundId: tx.round, gameCode: lobbyCode(b.vendor) };
  if (Number(b.paid_version) === 0) {
    try {
      await ctx.wallet.credit(b.vendor, { ...base, txId: tx.credit, amount: win, result: b.status, detail: { betId: id, legs } });
    } catch (err) {
      // The wallet holds this credit with an earlier version's amount: the resettlement below corrects it.
      if (!(err instanceof AppError && err.code === 'SW_DUPLICATE_MISMATCH')) throw err;
    }
  }
  // After a correction the wallet may hold any earlier return: the whole return at this version settles the difference.
  if (version > 1)
    await ctx.wallet.resettle(b.vendor, {
      ...base,
      txId: tx.resettle(version),
      win,
      version,
      result: b.status,
      detail: { betId: id, legs },
    });
  await ctx.db.execute(sql`
    update sports_bets set paid_version = ${version}::int where id = ${id}::bigint and paid_version < ${version}::int`);
}

/** Pays every settled bet of the merchant not paid at its current version. */
export async function payReturns(ctx: SportsCtx) {
  const bets = (
    (await ctx.db.execute(sql`
    select id, player_id, vendor, status, return, settled_version, paid_version from sports_bets
     where merchant_id = ${ctx.merchantId} and paid_version < settled_version
     order by id limit ${BATCH}`)) as unknown as Rows<BetRow>
  ).rows;
  const legs = await recordLegs(
    ctx.db,
    bets.map((b) => toInt(b.id)),
  );
  return each(ctx, bets, (b) => pay(ctx, b, legs.get(toInt(b.id)) ?? []));
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
