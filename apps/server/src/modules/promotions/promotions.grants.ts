import { and, asc, eq, inArray } from 'drizzle-orm';
import type { Db } from '../../db/client';
import * as members from '../members/members.service';
import * as system from '../system/system.service';
import * as wallet from '../wallet/wallet.service';
import type { NewbieCondition } from '@jade/contract/promotions';
import { grantAppDownloadRewards } from './promotions.app-download';
import { grantOncePerPerson } from './promotions.once-per-person';
export { linkedAccounts, samePerson } from './promotions.once-per-person';
import { grantReward, type Grant } from './promotions.rewards';
import { promotionJoins, promotions, promotionVersions, rewardGrants } from './promotions.tables';

/**
 * The rewards that come due from what a member does elsewhere — deposits after joining a deposit
 * promotion, a newbie's conditions, other modules' evaluators (an invited friend) — granted, once,
 * whenever the reward centre is read.
 */

const DAY = 86_400_000;
type PromotionRow = typeof promotions.$inferSelect;
type Member = { id: number; merchantId: number; username: string };

/** The bonus a deposit earns under a deposit promotion's terms (0 below its minimum). */
export function depositBonus(terms: { matchPct: number; cap: number; minDeposit: number }, deposit: number): number {
  if (deposit < terms.minDeposit) return 0;
  return Math.min(terms.cap, Math.floor((deposit * terms.matchPct) / 100));
}

type Deposit = { id: number; amount: number; createdAt: Date };
type DepositTerms = Extract<PromotionRow['terms'], { kind: 'FIRST_DEPOSIT' | 'RELOAD' }>;

/** A version of a deposit promotion's terms and state, in force from `validFrom`. */
export type DepositVersion = {
  terms: DepositTerms;
  startsAt: Date;
  endsAt: Date | null;
  enabled?: boolean;
  validFrom?: Date;
};

/**
 * The rewards a deposit promotion gives for the member's deposits (pure): FIRST_DEPOSIT its first
 * deposit, RELOAD each later one (at most `maxPerDay` a business day, in order), each made after
 * joining while the promotion ran and was enabled, at or above the minimum, the match capped —
 * each priced by the version of the terms in force when it was made (versions in `validFrom` order).
 */
export function depositRewards(
  versions: DepositVersion | DepositVersion[],
  joinedAt: Date,
  first: Deposit,
  later: Deposit[],
  offsetMinutes: number,
): { sourceKey: string; amount: number; terms: DepositTerms }[] {
  const list = Array.isArray(versions) ? versions : [versions];
  const versionAt = (at: Date) => {
    let v: DepositVersion | undefined;
    for (const x of list) if (!x.validFrom || x.validFrom <= at) v = x;
    return v;
  };
  const kind = list[0]?.terms.kind;
  const out: { sourceKey: string; amount: number; terms: DepositTerms }[] = [];
  const perDay = new Map<string, number>();
  for (const d of kind === 'FIRST_DEPOSIT' ? [first] : later.filter((x) => x.id !== first.id)) {
    const at = d.createdAt;
    const v = versionAt(at);
    if (!v || v.enabled === false) continue;
    const { terms } = v;
    if (at < joinedAt || at < v.startsAt || (v.endsAt !== null && at >= v.endsAt)) continue;
    const amount = depositBonus(terms, d.amount);
    if (amount === 0) continue;
    if (terms.kind === 'RELOAD') {
      const day = new Date(at.getTime() + offsetMinutes * 60_000).toISOString().slice(0, 10);
      const n = (perDay.get(day) ?? 0) + 1;
      perDay.set(day, n);
      if (n > terms.maxPerDay) continue;
    }
    out.push({ sourceKey: terms.kind === 'FIRST_DEPOSIT' ? 'first' : `dep:${d.id}`, amount, terms });
  }
  return out;
}

/**
 * The deposit bonuses the member has earned (`depositRewards` of each joined deposit promotion,
 * by the versions of its terms), granted if not yet: idempotent, so any reader may run it, on any
 * node. A promotion disabled or ended since still pays what was earned while it ran.
 */
export async function grantDepositRewards(db: Db, member: Member, walletId: number): Promise<void> {
  const joined = await db
    .select({ p: promotions, joinedAt: promotionJoins.joinedAt })
    .from(promotionJoins)
    .innerJoin(promotions, eq(promotions.id, promotionJoins.promotionId))
    .where(and(eq(promotionJoins.memberId, member.id), inArray(promotions.kind, ['FIRST_DEPOSIT', 'RELOAD'])));
  if (joined.length === 0) return;
  const [first] = await wallet.depositsOf(db, walletId, { limit: 1 });
  if (!first) return;
  const since = new Date(Math.min(...joined.map((j) => j.joinedAt.getTime())));
  const later = await wallet.depositsOf(db, walletId, { since });
  const { utcOffsetMinutes } = await system.getMerchant(db, member.merchantId);
  const versions = await db
    .select()
    .from(promotionVersions)
    .where(
      inArray(
        promotionVersions.promotionId,
        joined.map((j) => j.p.id),
      ),
    )
    .orderBy(asc(promotionVersions.promotionId), asc(promotionVersions.validFrom));
  const now = new Date();
  for (const { p, joinedAt } of joined) {
    const mine = versions
      .filter((v) => v.promotionId === p.id)
      .map((v) => ({ ...v, terms: v.terms as DepositTerms }))
      .filter((v) => v.terms.kind === p.kind);
    for (const r of depositRewards(mine, joinedAt, first, later, utcOffsetMinutes)) {
      const grant: Grant = {
        merchantId: member.merchantId,
        memberId: member.id,
        source: 'PROMOTION',
        promotionId: p.id,
        title: p.title,
        sourceKey: `p${p.id}:${r.sourceKey}`,
        amount: r.amount,
        turnover: r.amount * r.terms.turnoverMultiple,
        categories: r.terms.categories,
        claimDays: r.terms.claimDays,
        now,
      };
      if (p.kind === 'FIRST_DEPOSIT') await grantOncePerPerson(db, grant);
      else await grantReward(db, grant);
    }
  }
}

/**
 * Whether a newbie promotion's conditions hold for the member now (registered while it ran, within
 * its days), and which are still unmet.
 */
export async function newbieDue(
  db: Db,
  p: PromotionRow,
  account: { createdAt: Date; mobileVerified: boolean },
  walletId: number,
  now = new Date(),
): Promise<{ state: 'DUE' | 'WAITING' | 'NOT_NEW'; unmet: NewbieCondition[] }> {
  const terms = p.terms;
  const notNew = { state: 'NOT_NEW' as const, unmet: [] };
  if (terms.kind !== 'NEWBIE') return notNew;
  const registered = account.createdAt.getTime();
  if (registered < p.startsAt.getTime() || (p.endsAt !== null && registered >= p.endsAt.getTime())) return notNew;
  if (now.getTime() > registered + terms.withinDays * DAY) return notNew;
  const unmet: NewbieCondition[] = [];
  if (terms.mobileVerified && !account.mobileVerified) unmet.push('mobile');
  if (terms.minFirstDeposit > 0) {
    const [first] = await wallet.depositsOf(db, walletId, { limit: 1 });
    if (!first || first.amount < terms.minFirstDeposit) unmet.push('deposit');
  }
  return { state: unmet.length > 0 ? 'WAITING' : 'DUE', unmet };
}

/** Which of these source keys the member has been granted (in any state). */
export async function grantedKeys(db: Db, memberId: number, keys: string[]): Promise<Set<string>> {
  if (keys.length === 0) return new Set();
  const rows = await db
    .select({ key: rewardGrants.sourceKey })
    .from(rewardGrants)
    .where(and(eq(rewardGrants.memberId, memberId), inArray(rewardGrants.sourceKey, keys)));
  return new Set(rows.map((r) => r.key));
}

/** The member's grants of these source keys, with their promotion and state. */
export async function grantStates(db: Db, memberId: number, keys: string[]) {
  if (keys.length === 0) return [];
  return db
    .select({ promotionId: rewardGrants.promotionId, state: rewardGrants.state })
    .from(rewardGrants)
    .where(and(eq(rewardGrants.memberId, memberId), inArray(rewardGrants.sourceKey, keys)));
}

/** The newbie rewards the member's conditions have earned, granted once (`p<id>:newbie`). */
async function grantNewbieRewards(db: Db, member: Member, walletId: number) {
  const rows = await db
    .select()
    .from(promotions)
    .where(and(eq(promotions.merchantId, member.merchantId), eq(promotions.enabled, true), eq(promotions.kind, 'NEWBIE')));
  if (rows.length === 0) return;
  const account = await members.findById(db, member.id);
  if (!account) return;
  const now = new Date();
  for (const p of rows) {
    if (p.terms.kind !== 'NEWBIE' || (await newbieDue(db, p, account, walletId, now)).state !== 'DUE') continue;
    await grantReward(db, {
      merchantId: member.merchantId,
      memberId: member.id,
      source: 'PROMOTION',
      promotionId: p.id,
      title: p.title,
      sourceKey: `p${p.id}:newbie`,
      amount: p.terms.amount,
      turnover: p.terms.amount * p.terms.turnoverMultiple,
      categories: p.terms.categories,
      claimDays: p.terms.claimDays,
      now,
    });
  }
}

/**
 * Rewards another module grants when it finds them due (an invited friend's): each evaluator runs
 * before the reward centre answers, as the deposit bonuses do, and must be idempotent (grantReward).
 */
export type RewardEvaluator = (db: Db, member: Member) => Promise<void>;
const evaluators: RewardEvaluator[] = [];
export function registerRewardEvaluator(evaluate: RewardEvaluator) {
  if (!evaluators.includes(evaluate)) evaluators.push(evaluate);
}

/**
 * Every reward due to the member granted: deposit bonuses, newbie rewards, app-download rewards when
 * the reader is the installed app (`fromApp`, the client's marker: decision 024), then the
 * registered evaluators'.
 */
export async function grantDueRewards(db: Db, member: Member, walletId: number, opts: { fromApp?: boolean } = {}) {
  await grantDepositRewards(db, member, walletId);
  await grantNewbieRewards(db, member, walletId);
  if (opts.fromApp) await grantAppDownloadRewards(db, member);
  for (const evaluate of evaluators) await evaluate(db, member);
}
