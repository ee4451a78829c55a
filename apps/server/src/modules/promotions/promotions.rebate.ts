import { and, desc, eq, like, sql } from 'drizzle-orm';
import { GAME_CATEGORIES, type GameCategory } from '@jade/contract/catalog';
import type { RebateAccrual, RebateClaimResult } from '@jade/contract/vip';
import type { Db } from '../../db/client';
import { LOCKS, tryXactLock } from '../../db/locks';
import { toInt } from '../../db/normalize';
import * as figures from '../figures/figures.service';
import * as system from '../system/system.service';
import { businessDay } from '../../lib/business-days';
import { pointsFor, settingsOf } from './promotions.points';
import { grantReward, grantRewards, type Grant } from './promotions.rewards';
import { loyaltyDays, rewardGrants } from './promotions.tables';
import { SYSTEM_REWARD_CLAIM_DAYS, levelFor, levelsOf, rateOf, totalsOf, type LevelRow } from './promotions.vip';

const DAY = 86_400_000;
/** A day's rebate is paid this long after it ends (rounds settling at midnight still commit). */
export const REBATE_GRACE_MS = 10 * 60_000;
/** Days the job pays in one run at most (a long outage catches up over several runs). */
const DAYS_PER_RUN = 7;

const rebateOf = (validBet: number, bp: number) => Math.floor((validBet * bp) / 10_000);
const dayStart = (day: string, offset: number) => new Date(Date.parse(`${day}T00:00:00Z`) - offset * 60_000);
const nextDay = (day: string) => new Date(Date.parse(`${day}T00:00:00Z`) + DAY).toISOString().slice(0, 10);
const REBATE_TITLE = { en: 'Daily rebate', ne: 'दैनिक रिबेट' };

/** What the member claimed by hand of a day's rebate, per category (keys `rebate:<day>:<cat>:m<n>`). */
async function claimedOf(db: Db, memberId: number, day: string): Promise<Map<string, { sum: number; n: number }>> {
  const rows = await db
    .select({ key: rewardGrants.sourceKey, amount: rewardGrants.amount })
    .from(rewardGrants)
    .where(and(eq(rewardGrants.memberId, memberId), like(rewardGrants.sourceKey, `rebate:${day}:%:m%`)));
  const out = new Map<string, { sum: number; n: number }>();
  for (const r of rows) {
    const cat = r.key.split(':')[2]!;
    const c = out.get(cat) ?? { sum: 0, n: 0 };
    out.set(cat, { sum: c.sum + toInt(r.amount), n: c.n + 1 });
  }
  return out;
}

/** GET /wps/rebate: today's (the merchant's day) valid bet by category, the rebate earned and claimed. */
export async function accrual(db: Db, merchantId: number, memberId: number, now = new Date()): Promise<RebateAccrual> {
  const { utcOffsetMinutes } = await system.getMerchant(db, merchantId);
  const day = businessDay(now, utcOffsetMinutes);
  const levels = await levelsOf(db, merchantId);
  const totals = (await totalsOf(db, merchantId, [memberId])).get(memberId)!;
  const level = levelFor(levels, totals.validBet, totals.deposits);
  const rows = await figures.sums(
    db,
    merchantId,
    { member: memberId },
    [{ label: 'today', from: dayStart(day, utcOffsetMinutes), to: now }],
    ['S'],
  );
  const claimed = await claimedOf(db, memberId, day);
  const lines = GAME_CATEGORIES.map((category) => {
    const validBet = figures.total(rows, { kind: 'S', key: category }).a;
    const rateBp = rateOf(level, category);
    return { category, validBet, rateBp, amount: rebateOf(validBet, rateBp), claimed: claimed.get(category)?.sum ?? 0 };
  }).filter((l) => l.validBet > 0 || l.claimed > 0);
  const claimable = lines.reduce((s, l) => s + Math.max(0, l.amount - l.claimed), 0);
  return { day, level: level?.level ?? 0, lines, claimable };
}

/**
 * POST /wps/rebate/claim (MANPLAYREB3): today's rebate earned so far and not yet claimed goes to
 * the reward centre now, per category, under the member's claim lock (two tabs claim it once);
 * the day's settlement later pays only the rest.
 */
export async function claimManual(db: Db, merchantId: number, memberId: number): Promise<RebateClaimResult> {
  return db.transaction(async (tx) => {
    // While claims run, the daily job (a try-lock) keeps off; a day it has paid is paid.
    await tx.execute(sql`select pg_advisory_xact_lock_shared(${LOCKS.merchant.loyaltyDays}::int, ${merchantId}::int)`);
    await tx.execute(sql`select pg_advisory_xact_lock(${LOCKS.merchant.rebateClaim}::int, ${memberId}::int)`);
    const now = new Date();
    const before = await accrual(tx, merchantId, memberId, now);
    const [settled] = await tx
      .select({ day: loyaltyDays.day })
      .from(loyaltyDays)
      .where(and(eq(loyaltyDays.merchantId, merchantId), eq(loyaltyDays.day, before.day)));
    if (settled) return { accrual: { ...before, claimable: 0 }, granted: 0 };
    const claimed = await claimedOf(tx, memberId, before.day);
    let granted = 0;
    for (const l of before.lines) {
      const amount = l.amount - l.claimed;
      if (amount <= 0) continue;
      const n = (claimed.get(l.category)?.n ?? 0) + 1;
      await grantReward(tx, {
        merchantId,
        memberId,
        source: 'REBATE',
        promotionId: null,
        title: REBATE_TITLE,
        sourceKey: `rebate:${before.day}:${l.category}:m${n}`,
        amount,
        turnover: amount,
        categories: null,
        claimDays: SYSTEM_REWARD_CLAIM_DAYS,
        now,
      });
      granted += amount;
    }
    return { accrual: await accrual(tx, merchantId, memberId, now), granted };
  });
}

/**
 * Pays one business day's rebate, once: every member with settled rounds that day gets, per
 * category, valid bet × the rate of their VIP level (at payment) less what they claimed by hand,
 * into the reward centre (`rebate:<day>:<category>`). The day's row and the grants are one
 * transaction, so a day is paid wholly or not at all, and never twice.
 */
async function payDay(tx: Db, merchantId: number, day: string, offset: number, levels: LevelRow[]) {
  const from = dayStart(day, offset);
  const to = new Date(from.getTime() + DAY);
  const played = (await tx.execute(sql`
    select member_id, category, sum(stake)::bigint as valid_bet from game_rounds
     where merchant_id = ${merchantId}::int and status = 'SETTLED'
       and settled_at >= ${from.toISOString()}::timestamptz and settled_at < ${to.toISOString()}::timestamptz
     group by 1, 2 having sum(stake) > 0`)) as unknown as { rows: { member_id: number; category: string; valid_bet: string }[] };
  const members = [...new Set(played.rows.map((r) => toInt(r.member_id)))];
  const totals = await totalsOf(tx, merchantId, members);
  const manual = new Map<string, number>();
  const hand = (await tx.execute(sql`
    select member_id, split_part(source_key, ':', 3) as category, sum(amount)::bigint as amount from reward_grants
     where merchant_id = ${merchantId}::int and source_key like ${`rebate:${day}:%:m%`} group by 1, 2`)) as unknown as {
    rows: { member_id: number; category: string; amount: string }[];
  };
  for (const h of hand.rows) manual.set(`${h.member_id}:${h.category}`, toInt(h.amount));
  let paid = 0;
  const now = new Date();
  const grants: Grant[] = [];
  for (const r of played.rows) {
    const memberId = toInt(r.member_id);
    const t = totals.get(memberId)!;
    const earned = rebateOf(toInt(r.valid_bet), rateOf(levelFor(levels, t.validBet, t.deposits), r.category as GameCategory));
    const amount = earned - (manual.get(`${memberId}:${r.category}`) ?? 0);
    if (amount <= 0) continue;
    grants.push({
      merchantId,
      memberId,
      source: 'REBATE',
      promotionId: null,
      title: REBATE_TITLE,
      sourceKey: `rebate:${day}:${r.category}`,
      amount,
      turnover: amount,
      categories: null,
      claimDays: SYSTEM_REWARD_CLAIM_DAYS,
      now,
    });
    paid += amount;
  }
  await grantRewards(tx, grants);
  const points = await earnPoints(tx, merchantId, day, played.rows);
  await tx.insert(loyaltyDays).values({ merchantId, day, members: members.length, paid, points });
  return paid;
}

/**
 * The points a day's valid bet earns (PTSYS3), in one statement: each member's balance grows and the
 * movement `earn:<day>` records it with the balance after (the day is claimed once, and a movement
 * already there is not made twice).
 */
async function earnPoints(tx: Db, merchantId: number, day: string, played: { member_id: number; valid_bet: string }[]) {
  if (!(await system.getFlagsFresh(tx, merchantId)).PTSYS3) return 0;
  const { earnPer100 } = await settingsOf(tx, merchantId);
  const byMember = new Map<number, number>();
  for (const r of played) byMember.set(toInt(r.member_id), (byMember.get(toInt(r.member_id)) ?? 0) + toInt(r.valid_bet));
  const earned = [...byMember].map(([id, vb]) => [id, pointsFor(vb, earnPer100)] as const).filter(([, p]) => p > 0);
  if (earned.length === 0) return 0;
  const key = `earn:${day}`;
  await tx.execute(sql`
    with earned(member_id, pts) as (
      select * from unnest(${`{${earned.map((e) => e[0]).join(',')}}`}::int[], ${`{${earned.map((e) => e[1]).join(',')}}`}::bigint[])
    ), fresh as (
      select e.* from earned e
       where not exists (select 1 from point_movements x where x.member_id = e.member_id and x.source_key = ${key})
    ), bal as (
      insert into point_balances (member_id, merchant_id, balance)
      select member_id, ${merchantId}::int, pts from fresh
      on conflict (member_id) do update set balance = point_balances.balance + excluded.balance, updated_at = now()
      returning member_id, balance
    )
    insert into point_movements (merchant_id, member_id, kind, source_key, delta, balance_after)
    select ${merchantId}::int, f.member_id, 'EARN', ${key}, f.pts, b.balance from fresh f join bal b using (member_id)`);
  return earned.reduce((s, e) => s + e[1], 0);
}

/**
 * The rebate job: each business day that ended more than REBATE_GRACE_MS ago and is not paid yet,
 * from the day after the last one paid (the first run pays yesterday only). One node at a time
 * (a try-lock: a busy node skips, holding nothing while another pays).
 */
export async function settleLoyaltyDays(
  db: Db,
  merchantId: number,
  now = new Date(),
): Promise<{ days: number; skipped: boolean }> {
  const { utcOffsetMinutes } = await system.getMerchant(db, merchantId);
  const levels = await levelsOf(db, merchantId);
  let days = 0;
  for (let i = 0; i < DAYS_PER_RUN; i++) {
    const done = await db.transaction(async (tx) => {
      if (!(await tryXactLock(tx, LOCKS.merchant.loyaltyDays, merchantId))) return null;
      const [last] = await tx
        .select({ day: loyaltyDays.day })
        .from(loyaltyDays)
        .where(eq(loyaltyDays.merchantId, merchantId))
        .orderBy(desc(loyaltyDays.day))
        .limit(1);
      const day = last ? nextDay(last.day) : businessDay(new Date(now.getTime() - DAY - REBATE_GRACE_MS), utcOffsetMinutes);
      if (dayStart(day, utcOffsetMinutes).getTime() + DAY + REBATE_GRACE_MS > now.getTime()) return false;
      await payDay(tx, merchantId, day, utcOffsetMinutes, levels);
      return true;
    });
    if (done === null) return { days, skipped: true };
    if (!done) break;
    days++;
  }
  return { days, skipped: false };
}
