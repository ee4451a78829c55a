import { and, asc, eq, gte, inArray, lte } from 'drizzle-orm';
import type { MissionItem, MissionPeriod, MissionState, MissionSummary } from '@jade/contract/missions';
import type { Db } from '../../db/client';
import { toInt, toIso } from '../../db/normalize';
import { pickText } from '../../lib/lang';
import * as figures from '../figures/figures.service';
import * as system from '../system/system.service';
import { addDays, businessDay, dayStartAt, weekOf } from '../../lib/business-days';
import { missionClaims, missionPoints, missions } from './promotions.missions.tables';
import { promotions, promotionSignIns } from './promotions.tables';

export type MissionRow = typeof missions.$inferSelect;
type Period = { start: string; from: Date; end: Date };
export type Periods = Record<MissionPeriod, Period>;

/** The current business day and week (from Monday) of the merchant's clock at `now`. */
export function periodsAt(now: Date, offset: number): Periods {
  const today = businessDay(now, offset);
  const week = weekOf(today);
  return {
    DAILY: { start: today, from: dayStartAt(today, offset), end: dayStartAt(addDays(today, 1), offset) },
    WEEKLY: { start: week, from: dayStartAt(week, offset), end: dayStartAt(addDays(week, 7), offset) },
  };
}

export async function currentPeriods(db: Db, merchantId: number, now = new Date()): Promise<Periods> {
  return periodsAt(now, (await system.getMerchant(db, merchantId)).utcOffsetMinutes);
}

/** The merchant's enabled missions, in the operator's order. */
export async function enabledMissions(db: Db, merchantId: number): Promise<MissionRow[]> {
  return db
    .select()
    .from(missions)
    .where(and(eq(missions.merchantId, merchantId), eq(missions.enabled, true)))
    .orderBy(asc(missions.sequence), asc(missions.id));
}

/** Days in the period the member signed in to a daily sign-in promotion of the merchant (one a day). */
async function signInDays(db: Db, merchantId: number, memberId: number, from: string, to: string): Promise<number> {
  const ids = await db
    .select({ id: promotions.id })
    .from(promotions)
    .where(and(eq(promotions.merchantId, merchantId), eq(promotions.kind, 'SIGN_IN')));
  if (ids.length === 0) return 0;
  const rows = await db
    .selectDistinct({ day: promotionSignIns.day })
    .from(promotionSignIns)
    .where(
      and(
        inArray(
          promotionSignIns.promotionId,
          ids.map((i) => i.id),
        ),
        eq(promotionSignIns.memberId, memberId),
        gte(promotionSignIns.day, from),
        lte(promotionSignIns.day, to),
      ),
    );
  return rows.length;
}

/**
 * Each mission's progress in its current period, from the figures (one statement over the day and
 * the week, the not-yet-drained queue included: a round counts the moment it settles) and, for
 * sign-in goals, the period's sign-in days. Never more than the target.
 */
export async function progressOf(
  db: Db,
  merchantId: number,
  memberId: number,
  list: MissionRow[],
  periods: Periods,
  now: Date,
): Promise<Map<number, number>> {
  const out = new Map<number, number>();
  if (list.length === 0) return out;
  const ranges = (['DAILY', 'WEEKLY'] as const).map((label) => ({ label, from: periods[label].from, to: now }));
  const rows = list.some((m) => m.goal.kind !== 'SIGN_IN')
    ? await figures.sums(db, merchantId, { member: memberId }, ranges, ['S', 'L'])
    : [];
  const signIns = new Map<MissionPeriod, number>();
  for (const m of list) {
    const g = m.goal;
    const mine = rows.filter((r) => r.label === m.period);
    let done: number;
    if (g.kind === 'SIGN_IN') {
      if (!signIns.has(m.period))
        signIns.set(m.period, await signInDays(db, merchantId, memberId, periods[m.period].start, periods.DAILY.start));
      done = signIns.get(m.period)!;
    } else if (g.kind === 'DEPOSIT') {
      done = mine.filter((r) => r.kind === 'L' && r.key === 'DEPOSIT').reduce((s, r) => s + r.a, 0);
    } else {
      const counted = mine.filter((r) => r.kind === 'S' && (g.categories === null || (g.categories as string[]).includes(r.key)));
      done = counted.reduce((s, r) => s + (g.kind === 'ROUNDS' ? r.n : r.a), 0);
    }
    out.set(m.id, Math.min(Math.max(done, 0), g.target));
  }
  return out;
}

/** The member's claims of the current periods, by mission. */
async function claimedNow(db: Db, memberId: number, periods: Periods): Promise<Set<string>> {
  const rows = await db
    .select({ missionId: missionClaims.missionId, periodStart: missionClaims.periodStart })
    .from(missionClaims)
    .where(
      and(eq(missionClaims.memberId, memberId), inArray(missionClaims.periodStart, [periods.DAILY.start, periods.WEEKLY.start])),
    );
  return new Set(rows.map((r) => `${r.missionId}:${r.periodStart}`));
}

export function present(m: MissionRow, lang: string, progress: number, state: MissionState, periods: Periods): MissionItem {
  return {
    id: m.id,
    title: pickText(m.title, lang),
    period: m.period,
    goal: m.goal,
    progress,
    reward: toInt(m.reward),
    turnoverMultiple: m.turnoverMultiple,
    points: m.points,
    state,
    periodEnd: toIso(periods[m.period].end),
  };
}

/** The member's missions of now, each with its progress and state. */
async function missionsNow(db: Db, merchantId: number, memberId: number, now: Date) {
  const periods = await currentPeriods(db, merchantId, now);
  const list = await enabledMissions(db, merchantId);
  const progress = await progressOf(db, merchantId, memberId, list, periods, now);
  const claimed = await claimedNow(db, memberId, periods);
  const states = list.map((m) => {
    const done = progress.get(m.id)!;
    const state: MissionState = claimed.has(`${m.id}:${periods[m.period].start}`)
      ? 'CLAIMED'
      : done >= m.goal.target
        ? 'COMPLETE'
        : 'IN_PROGRESS';
    return { m, done, state };
  });
  return { periods, states };
}

/** GET /wps/missions: every enabled mission with the member's progress of its current period. */
export async function missionSummary(db: Db, merchantId: number, memberId: number, lang: string): Promise<MissionSummary> {
  const { periods, states } = await missionsNow(db, merchantId, memberId, new Date());
  const [week] = await db
    .select({ points: missionPoints.points })
    .from(missionPoints)
    .where(
      and(
        eq(missionPoints.merchantId, merchantId),
        eq(missionPoints.week, periods.WEEKLY.start),
        eq(missionPoints.memberId, memberId),
      ),
    );
  return {
    list: states.map((s) => present(s.m, lang, s.done, s.state, periods)),
    weekPoints: week?.points ?? 0,
  };
}

/** GET /wps/missions/count: missions complete and not yet claimed (the red badge). */
export async function completeCount(db: Db, merchantId: number, memberId: number): Promise<number> {
  const { states } = await missionsNow(db, merchantId, memberId, new Date());
  return states.filter((s) => s.state === 'COMPLETE').length;
}
