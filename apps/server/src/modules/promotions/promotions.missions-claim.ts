import { and, asc, desc, eq, sql } from 'drizzle-orm';
import { LEADERBOARD_SIZE, type MissionClaimResult, type MissionLeaderboard } from '@jade/contract/missions';
import type { Db } from '../../db/client';
import { toInt } from '../../db/normalize';
import { AppError } from '../../lib/app-error';
import * as catalog from '../catalog/catalog.service';
import * as members from '../members/members.service';
import * as system from '../system/system.service';
import * as wallet from '../wallet/wallet.service';
import { addDays } from '../../lib/business-days';
import { currentPeriods, present, progressOf } from './promotions.missions';
import { missionClaims, missionPoints, missions } from './promotions.missions.tables';
import { claimIn, grantReward } from './promotions.rewards';
import { rewardGrants } from './promotions.tables';
import { SYSTEM_REWARD_CLAIM_DAYS } from './promotions.vip';

type Member = { id: number; merchantId: number; username: string };

async function balanceNow(db: Db, member: Member) {
  const { currency } = await system.getMerchant(db, member.merchantId);
  return wallet.balanceOf(db, await wallet.walletOf(db, member.merchantId, member.id, currency));
}

/**
 * POST /wps/missions/:id/claim: a complete mission is claimed once per member and period (the
 * claim's key: a double click, two tabs or two nodes make one claim, the others are refused), and
 * in the same transaction its reward is granted to the reward centre and claimed into the wallet
 * (locked by its turnover), and its points are added to the member's week.
 */
export async function claimMission(db: Db, member: Member, id: number, lang: string): Promise<MissionClaimResult> {
  return db.transaction(async (tx) => {
    const [m] = await tx
      .select()
      .from(missions)
      .where(and(eq(missions.merchantId, member.merchantId), eq(missions.id, id), eq(missions.enabled, true)));
    if (!m) throw new AppError('MISSION_NOT_FOUND', `No mission ${id}`);
    const now = new Date();
    const periods = await currentPeriods(tx, member.merchantId, now);
    const period = periods[m.period].start;
    const once = and(
      eq(missionClaims.missionId, m.id),
      eq(missionClaims.memberId, member.id),
      eq(missionClaims.periodStart, period),
    );
    const [before] = await tx.select({ id: missionClaims.id }).from(missionClaims).where(once);
    if (before) throw new AppError('MISSION_ALREADY_CLAIMED', 'This mission was claimed already in this period');
    const progress = (await progressOf(tx, member.merchantId, member.id, [m], periods, now)).get(m.id)!;
    if (progress < m.goal.target) throw new AppError('MISSION_NOT_COMPLETE', 'This mission is not complete yet');
    const reward = toInt(m.reward);
    const [claimed] = await tx
      .insert(missionClaims)
      .values({
        merchantId: member.merchantId,
        missionId: m.id,
        memberId: member.id,
        periodStart: period,
        reward,
        points: m.points,
      })
      .onConflictDoNothing()
      .returning();
    if (!claimed) throw new AppError('MISSION_ALREADY_CLAIMED', 'This mission was claimed already in this period');
    let balance: number;
    if (reward > 0) {
      const sourceKey = `mission:${m.id}:${period}`;
      await grantReward(tx, {
        merchantId: member.merchantId,
        memberId: member.id,
        source: 'MISSION',
        promotionId: null,
        title: m.title,
        sourceKey,
        amount: reward,
        turnover: reward * m.turnoverMultiple,
        categories: null,
        claimDays: SYSTEM_REWARD_CLAIM_DAYS,
        now,
      });
      const [g] = await tx
        .select({ id: rewardGrants.id })
        .from(rewardGrants)
        .where(and(eq(rewardGrants.memberId, member.id), eq(rewardGrants.sourceKey, sourceKey)));
      balance = (await claimIn(tx, member, g!.id, lang)).balance;
      await tx.update(missionClaims).set({ rewardId: g!.id }).where(eq(missionClaims.id, claimed.id));
    } else balance = await balanceNow(tx, member);
    if (m.points > 0)
      await tx
        .insert(missionPoints)
        .values({
          merchantId: member.merchantId,
          week: periods.WEEKLY.start,
          memberId: member.id,
          points: m.points,
          reachedAt: now,
        })
        .onConflictDoUpdate({
          target: [missionPoints.merchantId, missionPoints.week, missionPoints.memberId],
          set: { points: sql`${missionPoints.points} + excluded.points`, reachedAt: now },
        });
    return { mission: present(m, lang, progress, 'CLAIMED', periods), reward, points: m.points, balance };
  });
}

/**
 * GET /wps/missions/leaderboard: a week's top members by mission points (of equal points, who got
 * there first), names masked as on the winners board, and the caller's rank. Reads only the week's
 * rows of `mission_points` through its rank index: the top rows, and those ahead of the caller.
 */
export async function leaderboard(
  db: Db,
  merchantId: number,
  memberId: number,
  week: 'this' | 'last',
): Promise<MissionLeaderboard> {
  const periods = await currentPeriods(db, merchantId);
  const start = week === 'this' ? periods.WEEKLY.start : addDays(periods.WEEKLY.start, -7);
  const ofWeek = and(eq(missionPoints.merchantId, merchantId), eq(missionPoints.week, start));
  const top = await db
    .select()
    .from(missionPoints)
    .where(ofWeek)
    .orderBy(desc(missionPoints.points), asc(missionPoints.reachedAt), asc(missionPoints.memberId))
    .limit(LEADERBOARD_SIZE);
  const names = await members.usernamesOf(
    db,
    top.map((r) => r.memberId),
  );
  const [mine] = await db
    .select()
    .from(missionPoints)
    .where(and(ofWeek, eq(missionPoints.memberId, memberId)));
  let rank: number | null = top.findIndex((r) => r.memberId === memberId) + 1 || null;
  if (mine && rank === null) {
    const [ahead] = await db
      .select({ n: sql<string>`count(*)` })
      .from(missionPoints)
      .where(
        and(
          ofWeek,
          sql`(${missionPoints.points} > ${mine.points} or (${missionPoints.points} = ${mine.points} and ${missionPoints.reachedAt} < ${mine.reachedAt.toISOString()}::timestamptz))`,
        ),
      );
    rank = toInt(ahead?.n ?? 0) + 1;
  }
  return {
    weekStart: start,
    weekEnd: addDays(start, 6),
    list: top.map((r, i) => ({
      rank: i + 1,
      name: catalog.maskName(names.get(r.memberId) ?? ''),
      points: r.points,
      me: r.memberId === memberId,
    })),
    me: { rank, points: mine?.points ?? 0 },
  };
}
