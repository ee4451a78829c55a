import { and, desc, eq, gte, lt } from 'drizzle-orm';
import type { BetPage, BetRecord, ProfitReport } from '@jade/contract/wallet';
import type { Db } from '../../db/client';
import { toInt } from '../../db/normalize';
import { offsetOf } from '../../db/paging';
import * as figures from '../figures/figures.service';
import * as members from '../members/members.service';
import { gameRounds } from './rounds.tables';

export type Filter = { from?: Date | undefined; to?: Date | undefined; category?: string | undefined };

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

/**
 * The member's betting record, newest first (an index range read of `game_rounds_member`), with
 * the page's sums and the filter's totals from the figures (rounds by placing time, any status),
 * in one snapshot (figures.reportRead).
 */
export const listRounds = (db: Db, memberId: number, f: Filter & { pageNo: number; pageSize: number }) =>
  figures.reportRead(db, (tx) => roundsPage(tx, memberId, f));

async function roundsPage(db: Db, memberId: number, f: Filter & { pageNo: number; pageSize: number }): Promise<BetPage> {
  const where = and(
    eq(gameRounds.memberId, memberId),
    f.category ? eq(gameRounds.category, f.category) : undefined,
    f.from ? gte(gameRounds.createdAt, f.from) : undefined,
    f.to ? lt(gameRounds.createdAt, f.to) : undefined,
  );
  const merchantId = await merchantOf(db, memberId);
  const sums = await figures.sums(
    db,
    merchantId,
    { member: memberId },
    [{ label: 'all', from: f.from ?? null, to: f.to ?? null }],
    ['C'],
  );
  const t = figures.total(sums, { kind: 'C', ...(f.category ? { key: f.category } : {}) });
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
  return {
    list,
    pageNo: f.pageNo,
    pageSize: f.pageSize,
    total: t.n,
    pageTotals: { stake: pageStake, win: pageWin, profit: pageWin - pageStake },
    totals: { stake: t.a, win: t.b, profit: t.b - t.a },
  };
}

async function merchantOf(db: Db, memberId: number): Promise<number> {
  return (await members.findById(db, memberId))?.merchantId ?? 0;
}

const DAY = 86_400_000;
const dayLabel = (ms: number, tz: number) => new Date(ms + tz * 60_000).toISOString().slice(0, 10);

/**
 * Profit and loss of settled rounds (by the time they settled) by category and by the member's
 * day, with deposits, withdrawals (net of refunds) and bonuses of the main wallet — from the
 * figures: each of the member's days is a range, read from its whole hours' buckets and the raw
 * rounds of the hour a `tz` with minutes splits.
 */
export const profitReport = (db: Db, m: { merchantId: number; memberId: number; currency: string; tz: number }, f: Filter) =>
  figures.reportRead(db, (tx) => profitOf(tx, m, f));

async function profitOf(
  db: Db,
  m: { merchantId: number; memberId: number; currency: string; tz: number },
  f: Filter,
): Promise<ProfitReport> {
  const scope = { member: m.memberId };
  const extent = await figures.extentOf(db, m.merchantId, m.memberId);
  const start = Math.max(f.from?.getTime() ?? -Infinity, extent.from ?? Infinity);
  const end = Math.min(f.to?.getTime() ?? Infinity, extent.to ?? -Infinity);
  const days: figures.Range[] = [];
  if (start < end) {
    // Local midnights from the one at or before `start`.
    let d = Math.floor((start + m.tz * 60_000) / DAY) * DAY - m.tz * 60_000;
    for (; d < end; d += DAY)
      days.push({ label: dayLabel(d, m.tz), from: new Date(Math.max(d, start)), to: new Date(Math.min(d + DAY, end)) });
  }
  const played = (await figures.sums(db, m.merchantId, scope, days, ['S'])).filter((r) => !f.category || r.key === f.category);
  const money = await figures.sums(db, m.merchantId, scope, [{ label: 'all', from: f.from ?? null, to: f.to ?? null }], ['L']);
  const row = (x: { n: number; a: number; b: number }) => ({ rounds: x.n, stake: x.a, win: x.b, profit: x.b - x.a });
  const categories = [...new Set(played.map((r) => r.key))].sort();
  const byCategory = categories
    .map((category) => ({ category, ...row(figures.total(played, { kind: 'S', key: category })) }))
    .filter((c) => c.rounds !== 0 || c.stake !== 0 || c.win !== 0);
  const byDay = days
    .map((d) => ({ day: d.label, ...row(figures.total(played, { kind: 'S', label: d.label })) }))
    .filter((d) => d.rounds !== 0 || d.stake !== 0 || d.win !== 0)
    .reverse();
  const signed = (type: string) => {
    const t = figures.total(money, { kind: 'L', key: type });
    return t.a - t.b;
  };
  const deposits = signed('DEPOSIT');
  const withdrawals = -(signed('WITHDRAW') + signed('WITHDRAW_REFUND'));
  return {
    byCategory,
    byDay,
    total: row(figures.total(played, { kind: 'S' })),
    deposits,
    withdrawals,
    bonuses: signed('BONUS'),
    netPosition: withdrawals - deposits,
  };
}
