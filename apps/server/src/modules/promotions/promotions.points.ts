import { and, count, desc, eq, sql } from 'drizzle-orm';
import type { PointConfig } from '@jade/contract/points';
import type { Db } from '../../db/client';
import { toInt, toIso } from '../../db/normalize';
import { offsetOf } from '../../db/paging';
import { LOCKS } from '../../db/locks';
import { AppError } from '../../lib/app-error';
import { cleanHtml, cleanLocalizedHtml } from '../../lib/html';
import { pickText } from '../../lib/lang';
import * as system from '../system/system.service';
import * as wallet from '../wallet/wallet.service';
import { pointBalances, pointMovements, pointSettings } from './promotions.tables';

type MovementKind = (typeof pointMovements.$inferSelect)['kind'];
type Member = { id: number; merchantId: number; username: string };

/** PTSYS3 gates every points call. */
export async function assertPointsOn(db: Db, merchantId: number) {
  if (!(await system.getFlags(db, merchantId)).PTSYS3) throw new AppError('FEATURE_DISABLED', 'Points are not offered');
}

export async function settingsOf(db: Db, merchantId: number) {
  const [s] = await db.select().from(pointSettings).where(eq(pointSettings.merchantId, merchantId));
  return s ?? { merchantId, earnPer100: 0, exchange: [], rules: { en: '' } };
}

export async function pointConfig(db: Db, merchantId: number, lang: string): Promise<PointConfig> {
  const s = await settingsOf(db, merchantId);
  return { earnPer100: s.earnPer100, exchange: s.exchange, rules: cleanHtml(pickText(s.rules, lang)) };
}

export async function balanceOf(db: Db, memberId: number): Promise<number> {
  const [b] = await db.select({ balance: pointBalances.balance }).from(pointBalances).where(eq(pointBalances.memberId, memberId));
  return toInt(b?.balance ?? 0);
}

/**
 * Moves a member's points once per source key (a repeat does nothing and answers null): the balance
 * changes by a conditional update that never takes it below zero (POINTS_INSUFFICIENT), and the
 * movement records the balance after, in the caller's transaction.
 */
export async function movePoints(
  db: Db,
  m: { merchantId: number; memberId: number; kind: MovementKind; sourceKey: string; delta: number },
): Promise<number | null> {
  const [mv] = await db
    .insert(pointMovements)
    .values({
      merchantId: m.merchantId,
      memberId: m.memberId,
      kind: m.kind,
      sourceKey: m.sourceKey,
      delta: m.delta,
      balanceAfter: 0,
    })
    .onConflictDoNothing()
    .returning({ id: pointMovements.id });
  if (!mv) return null;
  await db.insert(pointBalances).values({ memberId: m.memberId, merchantId: m.merchantId, balance: 0 }).onConflictDoNothing();
  const [b] = await db
    .update(pointBalances)
    .set({ balance: sql`${pointBalances.balance} + ${m.delta}`, updatedAt: new Date() })
    .where(and(eq(pointBalances.memberId, m.memberId), sql`${pointBalances.balance} + ${m.delta} >= 0`))
    .returning({ balance: pointBalances.balance });
  if (!b) throw new AppError('POINTS_INSUFFICIENT', 'Not enough points');
  await db.update(pointMovements).set({ balanceAfter: b.balance }).where(eq(pointMovements.id, mv.id));
  return toInt(b.balance);
}

/** Points a day's valid bet earns. */
export const pointsFor = (validBet: number, earnPer100: number) => Math.floor((validBet * earnPer100) / 10_000);

/** The money `points` convert to: the best tier they reach (null below the first). */
export function exchangeOf(tiers: { fromPoints: number; rate: number }[], points: number): number | null {
  const tier = [...tiers].reverse().find((t) => points >= t.fromPoints);
  return tier ? Math.floor((points * tier.rate) / 100) : null;
}

/**
 * POST convertPoint: points to money at the tier reached, once per request id — the points leave
 * and the money arrives (a BONUS transfer without turnover, from the merchant's bonus account) in
 * one transaction.
 */
export async function convert(db: Db, member: Member, points: number, requestId: string) {
  const { exchange } = await settingsOf(db, member.merchantId);
  const amount = exchangeOf(exchange, points);
  if (amount === null || amount <= 0)
    throw new AppError('POINTS_BELOW_TIER', `Convert at least ${exchange[0]?.fromPoints ?? 'some'} points`, [
      { path: 'points', message: String(exchange[0]?.fromPoints ?? 0) },
    ]);
  return db.transaction(async (tx) => {
    await tx.execute(sql`select pg_advisory_xact_lock(${LOCKS.merchant.memberPoints}::int, ${member.id}::int)`);
    const key = `convert:${requestId}`;
    const { currency } = await system.getMerchant(tx, member.merchantId);
    const [done] = await tx
      .select()
      .from(pointMovements)
      .where(and(eq(pointMovements.memberId, member.id), eq(pointMovements.sourceKey, key)));
    if (done) {
      // The same request again: the first conversion's answer, whatever this one asked.
      const first = await wallet.findTransfer(tx, member.merchantId, `points:${member.id}:${key}`);
      const w = await wallet.walletOf(tx, member.merchantId, member.id, currency);
      return { points: await balanceOf(tx, member.id), amount: first?.amount ?? 0, balance: await wallet.balanceOf(tx, w) };
    }
    const left = await movePoints(tx, {
      merchantId: member.merchantId,
      memberId: member.id,
      kind: 'CONVERT',
      sourceKey: key,
      delta: -points,
    });
    const res = await wallet.transfer(tx, {
      merchantId: member.merchantId,
      from: await wallet.systemAccount(tx, member.merchantId, 'bonus', currency),
      to: await wallet.walletOf(tx, member.merchantId, member.id, currency),
      amount,
      idempotencyKey: `points:${member.id}:${key}`,
      type: 'BONUS',
      reason: `points: ${points} converted`,
      actor: member.username,
    });
    return { points: left ?? (await balanceOf(tx, member.id)), amount, balance: res.toBalance ?? 0 };
  });
}

/** ODSFE2_MemTransDet: every movement of the member's points, newest first. */
export async function movementsOf(db: Db, memberId: number, page: { pageNo: number; pageSize: number }) {
  const where = eq(pointMovements.memberId, memberId);
  const rows = await db
    .select()
    .from(pointMovements)
    .where(where)
    .orderBy(desc(pointMovements.id))
    .limit(page.pageSize)
    .offset(offsetOf(page));
  const [total] = await db.select({ n: count() }).from(pointMovements).where(where);
  return {
    list: rows.map((r) => ({
      id: r.id,
      kind: r.kind,
      delta: toInt(r.delta),
      balanceAfter: toInt(r.balanceAfter),
      time: toIso(r.createdAt),
    })),
    pageNo: page.pageNo,
    pageSize: page.pageSize,
    total: toInt(total?.n ?? 0),
  };
}

/** The operator's points rules (the rules HTML cleaned per language). */
export async function saveSettings(
  db: Db,
  merchantId: number,
  s: { earnPer100: number; exchange: { fromPoints: number; rate: number }[]; rules: Partial<Record<string, string>> },
) {
  const rules = cleanLocalizedHtml('rules', s.rules as Record<string, string>);
  const row = { merchantId, earnPer100: s.earnPer100, exchange: s.exchange, rules };
  await db.insert(pointSettings).values(row).onConflictDoUpdate({ target: pointSettings.merchantId, set: row });
  return settingsOf(db, merchantId);
}
