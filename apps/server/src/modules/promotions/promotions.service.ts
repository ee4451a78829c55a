import { and, asc, desc, eq, inArray, sql } from 'drizzle-orm';
import type {
  ActivityState,
  ApplyRequest,
  NewbieCondition,
  PromotionItem,
  PromotionList,
  PromotionType,
  RaffleBoard,
  RankingBoard,
  SignInResult,
} from '@jade/contract/promotions';
import { PROMOTION_LIMITS } from '@jade/contract/promotions';
import type { Db } from '../../db/client';
import { toIso } from '../../db/normalize';
import { AppError } from '../../lib/app-error';
import { cleanHtml } from '../../lib/html';
import { pickText } from '../../lib/lang';
import * as members from '../members/members.service';
import * as system from '../system/system.service';
import * as wallet from '../wallet/wallet.service';
import { applicationsOf, apply } from './promotions.applications';
import { raffleBoard } from './promotions.raffle';
import { rankingBoard } from './promotions.ranking';
import { businessDay, dayBefore } from '../../lib/business-days';
import { grantedKeys, grantStates, newbieDue } from './promotions.grants';
import { claimIn, grantReward } from './promotions.rewards';
import { promotionJoins, promotions, promotionSignIns, rewardGrants } from './promotions.tables';

export { createPromotion, findForOps, listForOps, settleNow, updatePromotion } from './promotions.ops';
export { applicationsForOps, decideApplication } from './promotions.applications';
export { settleRankings } from './promotions.ranking';
export { drawRaffles } from './promotions.raffle';
export { businessDay } from '../../lib/business-days';
export { settleLoyaltyDays } from './promotions.rebate';
export { grantReward, type Grant } from './promotions.rewards';
export { registerRewardEvaluator, samePerson, type RewardEvaluator } from './promotions.grants';
export { setVipTable, totalsOf } from './promotions.vip';
export { movePoints, saveSettings as savePointSettings } from './promotions.points';
export { saveItem as savePointItem } from './promotions.mall-ops';
export { completeCount as completeMissionCount, missionSummary } from './promotions.missions';
export { claimMission, leaderboard as missionLeaderboard } from './promotions.missions-claim';
export { createMission, findMissionForOps, listMissionsForOps, updateMission } from './promotions.missions-ops';

export type PromotionRow = typeof promotions.$inferSelect;
type Member = { id: number; merchantId: number };

/** Running now: started and not ended. */
export const isRunning = (p: PromotionRow, now = new Date()) =>
  p.startsAt.getTime() <= now.getTime() && (p.endsAt === null || p.endsAt.getTime() > now.getTime());

type Application = { status: 'APPLYING' | 'ISSUED' | 'REJECTED'; remark: string; decisionRemark: string | null; createdAt: Date };
type Progress = {
  joinedAt: Date | null;
  streak: number;
  signedToday: boolean;
  application: Application | null;
  applications: number;
  /** Newbie promotions: granted, due now, waiting on a condition, or the member is not new. */
  newbie?: 'GRANTED' | 'DUE' | 'WAITING' | 'NOT_NEW';
  /** Newbie promotions waiting: the conditions still unmet. */
  unmet: NewbieCondition[];
  /** App-download promotions: the member's reward, granted or refused (a second account of one person). */
  app?: 'GRANTED' | 'REJECTED';
};

/** The activity state of spec §4 for the visitor (null progress: a guest). */
export function stateOf(p: PromotionRow, progress: Progress | null, now = new Date()): ActivityState {
  if (p.startsAt.getTime() > now.getTime()) return 'COMING_SOON';
  if (p.endsAt !== null && p.endsAt.getTime() <= now.getTime()) return 'CLOSED';
  if (p.kind === 'SIGN_IN') return progress?.signedToday ? 'SIGNED' : 'CLAIM';
  if (p.kind === 'NEWBIE' && progress?.newbie) {
    const map = { GRANTED: 'ISSUED', DUE: 'CLAIM', WAITING: 'IN_PROCESS', NOT_NEW: 'CLOSED' } as const;
    return map[progress.newbie];
  }
  if (p.kind === 'APP_DOWNLOAD' && progress?.app) return progress.app === 'GRANTED' ? 'ISSUED' : 'REJECTED';
  if (p.terms.kind === 'APPLY') {
    if (progress?.application?.status === 'APPLYING') return 'APPLYING';
    if (progress && progress.applications >= p.terms.perMember)
      return progress.application?.status === 'ISSUED' ? 'ISSUED' : 'CLOSED';
    return 'JOIN';
  }
  return progress?.joinedAt ? 'JOINED' : 'JOIN';
}

function present(p: PromotionRow, lang: string, progress: Progress | null, now = new Date()): PromotionItem {
  return {
    id: p.id,
    type: p.type,
    title: pickText(p.title, lang),
    rules: cleanHtml(pickText(p.rules, lang)),
    bannerUrl: p.bannerUrl,
    startsAt: toIso(p.startsAt),
    endsAt: p.endsAt ? toIso(p.endsAt) : null,
    state: stateOf(p, progress, now),
    terms: p.terms,
    progress: progress && {
      joinedAt: progress.joinedAt ? toIso(progress.joinedAt) : null,
      streak: progress.streak,
      signedToday: progress.signedToday,
      application: progress.application && {
        status: progress.application.status,
        remark: progress.application.remark,
        decisionRemark: progress.application.decisionRemark,
        time: toIso(progress.application.createdAt),
      },
      applications: progress.applications,
      unmet: progress.unmet,
    },
  };
}

/**
 * Promotions members see: enabled, not ended (those coming are shown as coming soon), and a ranking
 * or a raffle after its end while its prizes may be claimed (its final board, its winners' Claim).
 */
async function visible(db: Db, merchantId: number, type: PromotionType): Promise<PromotionRow[]> {
  return db
    .select()
    .from(promotions)
    .where(
      and(
        eq(promotions.merchantId, merchantId),
        eq(promotions.enabled, true),
        sql`(${promotions.endsAt} is null or ${promotions.endsAt} > now() or (${promotions.kind} in ('RANKING', 'RAFFLE')
          and ${promotions.endsAt} > now() - (${promotions.terms}->>'claimDays')::int * interval '1 day'))`,
        type === 'ALL' ? undefined : eq(promotions.type, type),
      ),
    )
    .orderBy(asc(promotions.sequence), desc(promotions.startsAt), desc(promotions.id));
}

/** The member's joins and sign-in streaks of these promotions (today is the merchant's day). */
async function progressOf(db: Db, memberId: number, rows: PromotionRow[], today: string): Promise<Map<number, Progress>> {
  const ids = rows.map((p) => p.id);
  const out = new Map<number, Progress>(
    ids.map((id) => [id, { joinedAt: null, streak: 0, signedToday: false, application: null, applications: 0, unmet: [] }]),
  );
  if (ids.length === 0) return out;
  const applied = await applicationsOf(
    db,
    memberId,
    rows.filter((p) => p.kind === 'APPLY').map((p) => p.id),
  );
  for (const [id, a] of applied) Object.assign(out.get(id)!, { application: a.latest, applications: a.counted });
  const newbies = rows.filter((p) => p.kind === 'NEWBIE');
  if (newbies.length > 0) {
    const account = await members.findById(db, memberId);
    const { currency } = await system.getMerchant(db, newbies[0]!.merchantId);
    const w = await wallet.walletOf(db, newbies[0]!.merchantId, memberId, currency);
    const granted = await grantedKeys(
      db,
      memberId,
      newbies.map((p) => `p${p.id}:newbie`),
    );
    for (const p of newbies) {
      const mine = out.get(p.id)!;
      if (granted.has(`p${p.id}:newbie`) || !account) mine.newbie = account ? 'GRANTED' : 'NOT_NEW';
      else ({ state: mine.newbie, unmet: mine.unmet } = await newbieDue(db, p, account, w.id));
    }
  }
  const apps = rows.filter((p) => p.kind === 'APP_DOWNLOAD');
  if (apps.length > 0)
    for (const g of await grantStates(
      db,
      memberId,
      apps.map((p) => `p${p.id}:app`),
    ))
      out.get(g.promotionId!)!.app = g.state === 'REJECTED' ? 'REJECTED' : 'GRANTED';
  const joins = await db
    .select()
    .from(promotionJoins)
    .where(and(eq(promotionJoins.memberId, memberId), inArray(promotionJoins.promotionId, ids)));
  for (const j of joins) out.get(j.promotionId)!.joinedAt = j.joinedAt;
  // The last sign-in of each: a streak is alive while its last day is today or yesterday.
  const signs = await db
    .selectDistinctOn([promotionSignIns.promotionId], {
      promotionId: promotionSignIns.promotionId,
      day: promotionSignIns.day,
      streak: promotionSignIns.streak,
    })
    .from(promotionSignIns)
    .where(and(eq(promotionSignIns.memberId, memberId), inArray(promotionSignIns.promotionId, ids)))
    .orderBy(promotionSignIns.promotionId, desc(promotionSignIns.day));
  for (const s of signs) {
    const p = out.get(s.promotionId)!;
    p.signedToday = s.day === today;
    p.streak = s.day === today || s.day === dayBefore(today) ? s.streak : 0;
  }
  return out;
}

/** GET /wps/promotions: the cards of a type in the asked language, with the member's own state. */
export async function listFor(
  db: Db,
  merchantId: number,
  member: Member | null,
  type: PromotionType,
  lang: string,
): Promise<PromotionList> {
  const rows = await visible(db, merchantId, type);
  if (!member) return { list: rows.map((p) => present(p, lang, null)) };
  const { utcOffsetMinutes } = await system.getMerchant(db, merchantId);
  const progress = await progressOf(db, member.id, rows, businessDay(new Date(), utcOffsetMinutes));
  return { list: rows.map((p) => present(p, lang, progress.get(p.id)!)) };
}

/** A promotion a member may act on now: enabled and running (else a clear refusal). */
async function actionable(db: Db, merchantId: number, id: number, lock = false): Promise<PromotionRow> {
  const q = db
    .select()
    .from(promotions)
    .where(and(eq(promotions.merchantId, merchantId), eq(promotions.id, id), eq(promotions.enabled, true)));
  const [p] = lock ? await q.for('share') : await q;
  if (!p) throw new AppError('PROMOTION_NOT_FOUND', `No promotion ${id}`);
  if (!isRunning(p)) throw new AppError('PROMOTION_CLOSED', 'This promotion is not running now');
  return p;
}

async function one(db: Db, member: Member, p: PromotionRow, lang: string): Promise<PromotionItem> {
  const { utcOffsetMinutes } = await system.getMerchant(db, member.merchantId);
  const progress = await progressOf(db, member.id, [p], businessDay(new Date(), utcOffsetMinutes));
  return present(p, lang, progress.get(p.id)!);
}

async function hasDeposited(db: Db, member: Member): Promise<boolean> {
  const { currency } = await system.getMerchant(db, member.merchantId);
  const w = await wallet.walletOf(db, member.merchantId, member.id, currency);
  return (await wallet.depositsOf(db, w.id, { limit: 1 })).length > 0;
}

/**
 * POST /wps/promotions/:id/join: a deposit promotion counts the member's deposits from now on.
 * Joining again answers the same; a first-deposit bonus is refused to a member who has deposited.
 */
export async function join(db: Db, member: Member, id: number, lang: string): Promise<PromotionItem> {
  const p = await actionable(db, member.merchantId, id);
  if (p.kind === 'SIGN_IN') throw new AppError('PROMOTION_NOT_ELIGIBLE', 'A sign-in promotion is not joined: sign in');
  if (p.kind === 'APPLY') throw new AppError('PROMOTION_NOT_ELIGIBLE', 'An application promotion is not joined: apply');
  if (p.kind === 'NEWBIE')
    throw new AppError('PROMOTION_NOT_ELIGIBLE', 'A newbie reward needs no joining: it comes when its conditions are met');
  if (p.kind === 'APP_DOWNLOAD')
    throw new AppError(
      'PROMOTION_NOT_ELIGIBLE',
      'An app-download reward needs no joining: it comes when you use the installed app',
    );
  const [already] = await db
    .select()
    .from(promotionJoins)
    .where(and(eq(promotionJoins.promotionId, p.id), eq(promotionJoins.memberId, member.id)));
  if (!already) {
    if (p.kind === 'FIRST_DEPOSIT' && (await hasDeposited(db, member)))
      throw new AppError('PROMOTION_NOT_ELIGIBLE', 'The first-deposit bonus is for members who have not deposited yet');
    await db.insert(promotionJoins).values({ promotionId: p.id, memberId: member.id }).onConflictDoNothing();
  }
  return one(db, member, p, lang);
}

/** GET /wps/promotions/:id/ranking: an enabled ranking's leaderboard, with the caller's place. */
export async function rankingOf(db: Db, merchantId: number, id: number, memberId: number | null): Promise<RankingBoard> {
  const [p] = await db
    .select()
    .from(promotions)
    .where(and(eq(promotions.merchantId, merchantId), eq(promotions.id, id), eq(promotions.enabled, true)));
  if (!p || p.kind !== 'RANKING') throw new AppError('PROMOTION_NOT_FOUND', `No ranking ${id}`);
  return rankingBoard(db, p, memberId, PROMOTION_LIMITS.rankingBoardRows);
}

/** GET /wps/promotions/:id/raffle: an enabled raffle's commitment, tickets and draw. */
export async function raffleOf(db: Db, merchantId: number, id: number, memberId: number | null): Promise<RaffleBoard> {
  const [p] = await db
    .select()
    .from(promotions)
    .where(and(eq(promotions.merchantId, merchantId), eq(promotions.id, id), eq(promotions.enabled, true)));
  if (!p || p.kind !== 'RAFFLE') throw new AppError('PROMOTION_NOT_FOUND', `No raffle ${id}`);
  return raffleBoard(db, p, memberId);
}

/** MCS2_claimRafflePromotion: the member's raffle prizes of a promotion claimed into the wallet, once. */
export async function claimRafflePrizes(db: Db, member: Member & { username: string }, promotionId: number, lang: string) {
  return db.transaction(async (tx) => {
    const due = await tx
      .select({ id: rewardGrants.id })
      .from(rewardGrants)
      .where(
        and(
          eq(rewardGrants.memberId, member.id),
          sql`${rewardGrants.sourceKey} like ${`p${promotionId}:raffle:%`}`,
          eq(rewardGrants.state, 'CLAIM'),
          sql`${rewardGrants.claimableUntil} > now()`,
        ),
      )
      .for('update');
    if (due.length === 0) throw new AppError('REWARD_NOT_CLAIMABLE', 'No raffle prize to claim');
    const claimed = [];
    let balance = 0;
    for (const g of due) {
      const r = await claimIn(tx, member, g.id, lang);
      claimed.push(r.reward);
      balance = r.balance;
    }
    return { claimed, balance };
  });
}

/** POST /wps/promotions/:id/apply: an application to a running application promotion (see `apply`). */
export async function applyTo(db: Db, member: Member, id: number, input: ApplyRequest, lang: string): Promise<PromotionItem> {
  const p = await actionable(db, member.merchantId, id);
  await apply(db, member, p, input);
  return one(db, member, p, lang);
}

/**
 * POST /wps/promotions/:id/sign: today's sign-in (the merchant's day), once: the streak goes on
 * from yesterday's or starts again, and the day's reward goes to the reward centre, in one
 * transaction (the day's key makes a second sign-in, on any node, a refusal that changes nothing).
 */
export async function signIn(db: Db, member: Member, id: number, lang: string): Promise<SignInResult> {
  return db.transaction(async (tx) => {
    const p = await actionable(tx, member.merchantId, id, true);
    if (p.terms.kind !== 'SIGN_IN') throw new AppError('PROMOTION_NOT_ELIGIBLE', 'This promotion has no sign-in');
    const { utcOffsetMinutes } = await system.getMerchant(tx, member.merchantId);
    const now = new Date();
    const today = businessDay(now, utcOffsetMinutes);
    const [last] = await tx
      .select()
      .from(promotionSignIns)
      .where(and(eq(promotionSignIns.promotionId, p.id), eq(promotionSignIns.memberId, member.id)))
      .orderBy(desc(promotionSignIns.day))
      .limit(1);
    const streak = last?.day === dayBefore(today) ? last.streak + 1 : 1;
    const rewards = p.terms.rewards;
    const reward = rewards[Math.min(streak, rewards.length) - 1]!;
    const [signed] = await tx
      .insert(promotionSignIns)
      .values({ promotionId: p.id, memberId: member.id, day: today, streak, reward })
      .onConflictDoNothing()
      .returning();
    if (!signed) throw new AppError('PROMOTION_ALREADY_SIGNED', 'Already signed in today');
    if (reward > 0) {
      await grantReward(tx, {
        merchantId: member.merchantId,
        memberId: member.id,
        source: 'PROMOTION',
        promotionId: p.id,
        title: p.title,
        sourceKey: `p${p.id}:sign:${today}`,
        amount: reward,
        turnover: reward * p.terms.turnoverMultiple,
        categories: p.terms.categories,
        claimDays: p.terms.claimDays,
        now,
      });
    }
    return { promotion: await one(tx, member, p, lang), reward };
  });
}
