import { and, asc, count, desc, eq, gte, lt, sql } from 'drizzle-orm';
import type { BetPage, BetRecord, ProfitReport } from '@jade/contract/wallet';
import type { Db } from '../../db/client';
import { toInt } from '../../db/normalize';
import { offsetOf } from '../../db/paging';

import * as wallet from '../wallet/wallet.service';
import { gameRounds } from './rounds.tables';

export type RoundInput = {
  merchantId: number;
  memberId: number;
  currency: string;
  vendor: string;
  category: string;
  gameCode: string;
  gameName: string;
  roundRef: string;
  stake: number;
  win: number;
  result: string;
  detail?: Record<string, unknown>;
  at?: Date;
};

/**
 * A settled round in one transaction: the stake leaves the wallet for the vendor's account, the
 * win (if any) comes back, the round is recorded and counts toward bonus turnover. Keys are the
 * vendor's round reference, so a repeat settles nothing twice.
 */
export async function settleRound(tx: Db, r: RoundInput) {
  const member = await wallet.walletOf(tx, r.merchantId, r.memberId, r.currency);
  const vendor = await wallet.systemAccount(tx, r.merchantId, `vendor:${r.vendor}`, r.currency);
  const [row] = await tx
    .insert(gameRounds)
    .values({
      merchantId: r.merchantId,
      memberId: r.memberId,
      vendor: r.vendor,
      category: r.category,
      gameCode: r.gameCode,
      gameName: r.gameName,
      roundRef: r.roundRef,
      stake: r.stake,
      win: r.win,
      status: 'SETTLED',
      result: r.result,
      detail: r.detail ?? {},
      ...(r.at ? { createdAt: r.at, settledAt: r.at } : { settledAt: new Date() }),
    })
    .onConflictDoNothing()
    .returning();
  if (!row) return null;
  const base = { merchantId: r.merchantId, actor: `vendor:${r.vendor}`, reference: r.roundRef };
  if (r.stake > 0)
    await wallet.transfer(tx, {
      ...base,
      from: member,
      to: vendor,
      amount: r.stake,
      idempotencyKey: `bet:${r.vendor}:${r.roundRef}`,
      type: 'BET',
      reason: 'bet',
    });
  if (r.win > 0)
    await wallet.transfer(tx, {
      ...base,
      from: vendor,
      to: member,
      amount: r.win,
      idempotencyKey: `win:${r.vendor}:${r.roundRef}`,
      type: 'WIN',
      reason: 'win',
    });
  await wallet.addTurnover(tx, r.memberId, r.stake);
  return row;
}

type Filter = { from?: Date | undefined; to?: Date | undefined; category?: string | undefined };
const whereOf = (memberId: number, f: Filter) =>
  and(
    eq(gameRounds.memberId, memberId),
    f.category ? eq(gameRounds.category, f.category) : undefined,
    f.from ? gte(gameRounds.createdAt, f.from) : undefined,
    f.to ? lt(gameRounds.createdAt, f.to) : undefined,
  );
const sums = { stake: sql<string>`coalesce(sum(${gameRounds.stake}), 0)`, win: sql<string>`coalesce(sum(${gameRounds.win}), 0)` };

function present(r: typeof gameRounds.$inferSelect): BetRecord {
  const stake = toInt(r.stake);
  const win = toInt(r.win);
  return {
    id: r.id,
    roundRef: r.roundRef,
    vendor: r.vendor,
    category: r.category,
    gameCode: r.gameCode,
    gameName: r.gameName,
    stake,
    win,
    profit: win - stake,
    status: r.status,
    result: r.result,
    detail: r.detail,
    createdAt: new Date(r.createdAt).toISOString(),
    settledAt: r.settledAt ? new Date(r.settledAt).toISOString() : null,
  };
}

/** The member's betting record, newest first, with page and overall sums. */
export async function listRounds(db: Db, memberId: number, f: Filter & { pageNo: number; pageSize: number }): Promise<BetPage> {
  const where = whereOf(memberId, f);
  const [t] = await db
    .select({ n: count(), ...sums })
    .from(gameRounds)
    .where(where);
  const rows = await db
    .select()
    .from(gameRounds)
    .where(where)
    .orderBy(desc(gameRounds.createdAt), desc(gameRounds.id))
    .limit(f.pageSize)
    .offset(offsetOf(f));
  const list = rows.map(present);
  const pageStake = list.reduce((s, r) => s + r.stake, 0);
  const pageWin = list.reduce((s, r) => s + r.win, 0);
  const stake = toInt(t?.stake ?? 0);
  const win = toInt(t?.win ?? 0);
  return {
    list,
    pageNo: f.pageNo,
    pageSize: f.pageSize,
    total: t?.n ?? 0,
    pageTotals: { stake: pageStake, win: pageWin, profit: pageWin - pageStake },
    totals: { stake, win, profit: win - stake },
  };
}

/** Profit and loss of settled rounds by category and by the member's day, plus money in and out. */
export async function profitReport(
  db: Db,
  m: { merchantId: number; memberId: number; currency: string; tz: number },
  f: Filter,
): Promise<ProfitReport> {
  const where = and(whereOf(m.memberId, f), eq(gameRounds.status, 'SETTLED'));
  const row = (x: { n: number; stake: string; win: string }) => {
    const stake = toInt(x.stake);
    const win = toInt(x.win);
    return { rounds: x.n, stake, win, profit: win - stake };
  };
  const byCategory = await db
    .select({ category: gameRounds.category, n: count(), ...sums })
    .from(gameRounds)
    .where(where)
    .groupBy(gameRounds.category)
    .orderBy(asc(gameRounds.category));
  // The offset is inlined (a validated integer) so SELECT and GROUP BY are the same expression.
  const offset = sql.raw(String(Math.trunc(m.tz)));
  const dayExpr = sql<string>`to_char(${gameRounds.createdAt} + make_interval(mins => ${offset}), 'YYYY-MM-DD')`;
  const byDay = await db
    .select({ day: dayExpr, n: count(), ...sums })
    .from(gameRounds)
    .where(where)
    .groupBy(dayExpr)
    .orderBy(desc(dayExpr));
  const [total] = await db
    .select({ n: count(), ...sums })
    .from(gameRounds)
    .where(where);
  const w = await wallet.walletOf(db, m.merchantId, m.memberId, m.currency);
  const moves = await wallet.sumsByType(db, w.id, f.from, f.to);
  return {
    byCategory: byCategory.map((c) => ({ category: c.category, ...row(c) })),
    byDay: byDay.map((d) => ({ day: d.day, ...row(d) })),
    total: row(total ?? { n: 0, stake: '0', win: '0' }),
    deposits: moves.DEPOSIT ?? 0,
    withdrawals: -((moves.WITHDRAW ?? 0) + (moves.WITHDRAW_REFUND ?? 0)),
    bonuses: moves.BONUS ?? 0,
  };
}

export async function findRound(db: Db, merchantId: number, vendor: string, roundRef: string, opts: { lock?: boolean } = {}) {
  const q = db
    .select()
    .from(gameRounds)
    .where(and(eq(gameRounds.merchantId, merchantId), eq(gameRounds.vendor, vendor), eq(gameRounds.roundRef, roundRef)));
  const [row] = opts.lock ? await q.for('update') : await q;
  return row ?? null;
}

/**
 * Settles a round with its win (the ledger credit is the caller's): an open round closes, a win
 * without a bet (free spins) is recorded as a settled round with no stake. Its stake counts toward
 * the member's bonus turnover.
 */
export async function settleOpenRound(
  tx: Db,
  r: {
    merchantId: number;
    memberId: number;
    vendor: string;
    category: string;
    gameCode: string;
    gameName: string;
    roundRef: string;
    win: number;
    result: string;
    detail: Record<string, unknown>;
  },
) {
  const [row] = await tx
    .insert(gameRounds)
    .values({
      merchantId: r.merchantId,
      memberId: r.memberId,
      vendor: r.vendor,
      category: r.category,
      gameCode: r.gameCode,
      gameName: r.gameName,
      roundRef: r.roundRef,
      stake: 0,
      win: r.win,
      status: 'SETTLED',
      result: r.result,
      detail: r.detail,
      settledAt: new Date(),
    })
    .onConflictDoUpdate({
      target: [gameRounds.merchantId, gameRounds.vendor, gameRounds.roundRef],
      set: {
        win: sql`${gameRounds.win} + ${r.win}`,
        status: 'SETTLED',
        result: r.result,
        detail: r.detail,
        settledAt: new Date(),
      },
    })
    .returning();
  await wallet.addTurnover(tx, r.memberId, toInt(row!.stake));
  return row!;
}

/** Takes a rolled-back stake off its round; a round left with nothing is cancelled. */
export async function removeStake(tx: Db, roundId: number, amount: number) {
  await tx
    .update(gameRounds)
    .set({
      stake: sql`greatest(${gameRounds.stake} - ${amount}, 0)`,
      status: sql`case when ${gameRounds.stake} - ${amount} <= 0 and ${gameRounds.win} = 0 then 'CANCELLED' else ${gameRounds.status} end`,
    })
    .where(eq(gameRounds.id, roundId));
}

/** The member's most recently played game codes, newest first. */
export async function recentGameCodes(db: Db, memberId: number, limit: number): Promise<string[]> {
  const rows = await db
    .select({ code: gameRounds.gameCode, last: sql<string>`max(${gameRounds.createdAt})` })
    .from(gameRounds)
    .where(eq(gameRounds.memberId, memberId))
    .groupBy(gameRounds.gameCode)
    .orderBy(desc(sql`max(${gameRounds.createdAt})`))
    .limit(limit);
  return rows.map((r) => r.code);
}

/** The biggest wins of settled rounds in the last 30 days (win above stake), newest big ones first. */
export async function bigWins(db: Db, merchantId: number, category: string | null, limit: number) {
  return db
    .select({
      memberId: gameRounds.memberId,
      gameCode: gameRounds.gameCode,
      gameName: gameRounds.gameName,
      vendor: gameRounds.vendor,
      category: gameRounds.category,
      win: gameRounds.win,
      settledAt: gameRounds.settledAt,
    })
    .from(gameRounds)
    .where(
      and(
        eq(gameRounds.merchantId, merchantId),
        eq(gameRounds.status, 'SETTLED'),
        sql`${gameRounds.win} > ${gameRounds.stake}`,
        sql`${gameRounds.createdAt} > now() - interval '30 days'`,
        category ? eq(gameRounds.category, category) : undefined,
      ),
    )
    .orderBy(desc(gameRounds.win), desc(gameRounds.id))
    .limit(limit);
}

/** The most played game codes of the last 7 days. */
export async function mostPlayed(db: Db, merchantId: number, limit: number) {
  const rows = await db
    .select({ code: gameRounds.gameCode, rounds: count() })
    .from(gameRounds)
    .where(and(eq(gameRounds.merchantId, merchantId), sql`${gameRounds.createdAt} > now() - interval '7 days'`))
    .groupBy(gameRounds.gameCode)
    .orderBy(desc(count()))
    .limit(limit);
  return rows.map((r) => ({ code: r.code, rounds: r.rounds }));
}
