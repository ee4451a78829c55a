import { and, count, desc, eq, gt, inArray, lte, ne, or, sql } from 'drizzle-orm';
import type { ClaimResult, RewardItem, RewardPage, RewardSource } from '@jade/contract/promotions';
import type { Db } from '../../db/client';
import { toInt, toIso } from '../../db/normalize';
import { offsetOf } from '../../db/paging';
import { AppError } from '../../lib/app-error';
import { pickText } from '../../lib/lang';
import { LOCKS } from '../../db/locks';
import * as members from '../members/members.service';
import * as payments from '../payments/payments.service';
import * as system from '../system/system.service';
import * as wallet from '../wallet/wallet.service';
import { promotionJoins, promotions, rewardGrants } from './promotions.tables';

const DAY = 86_400_000;
type PromotionRow = typeof promotions.$inferSelect;
type GrantRow = typeof rewardGrants.$inferSelect;
type Member = { id: number; merchantId: number; username: string };

export type Grant = {
  merchantId: number;
  memberId: number;
  source: RewardSource;
  promotionId: number | null;
  title: Record<string, string>;
  sourceKey: string;
  amount: number;
  turnover: number;
  categories: readonly string[] | null;
  claimDays: number;
  now: Date;
};

const grantRow = (g: Grant) => ({
  merchantId: g.merchantId,
  memberId: g.memberId,
  source: g.source,
  promotionId: g.promotionId,
  title: g.title,
  sourceKey: g.sourceKey,
  amount: g.amount,
  turnover: g.turnover,
  categories: g.categories ? [...g.categories] : null,
  grantedAt: g.now,
  claimableUntil: new Date(g.now.getTime() + g.claimDays * DAY),
});

/**
 * Puts rewards in members' reward centres, once per member and source key: a second grant of the
 * same key (a retry, another node) does nothing. Many at once go in chunks.
 */
export async function grantRewards(db: Db, grants: Grant[]) {
  for (let i = 0; i < grants.length; i += 1_000)
    await db
      .insert(rewardGrants)
      .values(grants.slice(i, i + 1_000).map(grantRow))
      .onConflictDoNothing();
}
export const grantReward = (db: Db, g: Grant) => grantRewards(db, [g]);

/** The bonus a deposit earns under a deposit promotion's terms (0 below its minimum). */
export function depositBonus(terms: { matchPct: number; cap: number; minDeposit: number }, deposit: number): number {
  if (deposit < terms.minDeposit) return 0;
  return Math.min(terms.cap, Math.floor((deposit * terms.matchPct) / 100));
}

type Deposit = { id: number; amount: number; createdAt: Date };
type DepositTerms = Extract<PromotionRow['terms'], { kind: 'FIRST_DEPOSIT' | 'RELOAD' }>;

/**
 * The rewards a deposit promotion's terms give for the member's deposits (pure): FIRST_DEPOSIT its
 * first deposit, RELOAD each later one (at most `maxPerDay` a business day, in order), each made
 * after joining while the promotion ran, at or above the minimum; the match capped.
 */
export function depositRewards(
  p: { terms: DepositTerms; startsAt: Date; endsAt: Date | null },
  joinedAt: Date,
  first: Deposit,
  later: Deposit[],
  offsetMinutes: number,
): { sourceKey: string; amount: number }[] {
  const { terms } = p;
  const out: { sourceKey: string; amount: number }[] = [];
  const perDay = new Map<string, number>();
  for (const d of terms.kind === 'FIRST_DEPOSIT' ? [first] : later.filter((x) => x.id !== first.id)) {
    const at = d.createdAt;
    if (at < joinedAt || at < p.startsAt || (p.endsAt !== null && at >= p.endsAt)) continue;
    const amount = depositBonus(terms, d.amount);
    if (amount === 0) continue;
    if (terms.kind === 'RELOAD') {
      const day = new Date(at.getTime() + offsetMinutes * 60_000).toISOString().slice(0, 10);
      const n = (perDay.get(day) ?? 0) + 1;
      perDay.set(day, n);
      if (n > terms.maxPerDay) continue;
    }
    out.push({ sourceKey: terms.kind === 'FIRST_DEPOSIT' ? 'first' : `dep:${d.id}`, amount });
  }
  return out;
}

/**
 * The deposit bonuses the member has earned (`depositRewards` of each joined deposit promotion),
 * granted if not yet: idempotent, so any reader may run it, on any node.
 */
export async function grantDepositRewards(db: Db, member: Member, walletId: number): Promise<void> {
  const joined = await db
    .select({ p: promotions, joinedAt: promotionJoins.joinedAt })
    .from(promotionJoins)
    .innerJoin(promotions, eq(promotions.id, promotionJoins.promotionId))
    .where(
      and(
        eq(promotionJoins.memberId, member.id),
        eq(promotions.enabled, true),
        inArray(promotions.kind, ['FIRST_DEPOSIT', 'RELOAD']),
      ),
    );
  if (joined.length === 0) return;
  const [first] = await wallet.depositsOf(db, walletId, { limit: 1 });
  if (!first) return;
  const since = new Date(Math.min(...joined.map((j) => j.joinedAt.getTime())));
  const later = await wallet.depositsOf(db, walletId, { since });
  const { utcOffsetMinutes } = await system.getMerchant(db, member.merchantId);
  const now = new Date();
  for (const { p, joinedAt } of joined) {
    const terms = p.terms;
    if (terms.kind !== 'FIRST_DEPOSIT' && terms.kind !== 'RELOAD') continue;
    for (const r of depositRewards({ ...p, terms }, joinedAt, first, later, utcOffsetMinutes)) {
      const grant: Grant = {
        merchantId: member.merchantId,
        memberId: member.id,
        source: 'PROMOTION',
        promotionId: p.id,
        title: p.title,
        sourceKey: `p${p.id}:${r.sourceKey}`,
        amount: r.amount,
        turnover: r.amount * terms.turnoverMultiple,
        categories: terms.categories,
        claimDays: terms.claimDays,
        now,
      };
      if (terms.kind === 'FIRST_DEPOSIT') await grantFirstDeposit(db, grant);
      else await grantReward(db, grant);
    }
  }
}

/**
 * A first-deposit bonus is one per person (docs/decisions/022-first-deposit-once-per-person.md):
 * when another account that shares a payout account with this one (same provider and number), or
 * was registered from the same address, already holds this promotion's bonus, the grant is recorded
 * as REJECTED with the reason and that account. Granted under the promotion's lock, so two linked
 * accounts depositing at once get one bonus between them.
 */
async function grantFirstDeposit(db: Db, g: Grant) {
  await db.transaction(async (tx) => {
    await tx.execute(sql`select pg_advisory_xact_lock(${LOCKS.merchant.firstDeposit}::int, ${g.promotionId}::int)`);
    const [mine] = await tx
      .select({ id: rewardGrants.id })
      .from(rewardGrants)
      .where(and(eq(rewardGrants.memberId, g.memberId), eq(rewardGrants.sourceKey, g.sourceKey)));
    if (mine) return;
    const byPayout = await payments.membersSharingPayoutAccount(tx, g.memberId);
    const byDevice = await members.accountsSharingRegisterIp(tx, g.merchantId, g.memberId);
    const holders = async (ids: number[]) =>
      ids.length === 0
        ? []
        : tx
            .select({ memberId: rewardGrants.memberId })
            .from(rewardGrants)
            .where(
              and(
                inArray(rewardGrants.memberId, ids),
                eq(rewardGrants.sourceKey, g.sourceKey),
                ne(rewardGrants.state, 'REJECTED'),
              ),
            )
            .limit(1);
    const [payoutHolder] = await holders(byPayout);
    const [deviceHolder] = payoutHolder ? [] : await holders(byDevice);
    const holder = payoutHolder ?? deviceHolder;
    if (!holder) return grantReward(tx, g);
    await tx
      .insert(rewardGrants)
      .values({
        ...grantRow(g),
        state: 'REJECTED',
        reason: payoutHolder ? 'DUPLICATE_PAYOUT_ACCOUNT' : 'DUPLICATE_DEVICE',
        firstMemberId: holder.memberId,
      })
      .onConflictDoNothing();
  });
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

/** Every reward due to the member granted: deposit bonuses, then the registered evaluators'. */
export async function grantDueRewards(db: Db, member: Member, walletId: number) {
  await grantDepositRewards(db, member, walletId);
  for (const evaluate of evaluators) await evaluate(db, member);
}

const claimableNow = sql`${rewardGrants.state} = 'CLAIM' and ${rewardGrants.claimableUntil} > now()`;

/** The red badge: rewards claimable now. */
export async function claimableCount(db: Db, memberId: number): Promise<number> {
  const [row] = await db
    .select({ n: count() })
    .from(rewardGrants)
    .where(
      and(eq(rewardGrants.memberId, memberId), eq(rewardGrants.state, 'CLAIM'), gt(rewardGrants.claimableUntil, sql`now()`)),
    );
  return toInt(row?.n ?? 0);
}

function present(g: GrantRow, lang: string, turnoverDone: number, now = new Date()): RewardItem {
  const expired = g.state === 'CLAIM' && g.claimableUntil.getTime() <= now.getTime();
  return {
    id: g.id,
    source: g.source,
    promotionId: g.promotionId,
    title: pickText(g.title, lang),
    amount: toInt(g.amount),
    turnover: toInt(g.turnover),
    turnoverDone,
    state: expired ? 'CLOSED' : g.state,
    grantedAt: toIso(g.grantedAt),
    claimableUntil: toIso(g.claimableUntil),
    claimedAt: g.claimedAt ? toIso(g.claimedAt) : null,
    reason: g.reason,
  };
}

/** GET /wps/rewards: claimable now, or the history (claimed and expired), newest first. */
export async function rewardPage(
  db: Db,
  memberId: number,
  q: { tab: 'claimable' | 'history'; pageNo: number; pageSize: number },
  lang: string,
): Promise<RewardPage> {
  const where = and(
    eq(rewardGrants.memberId, memberId),
    q.tab === 'claimable' ? claimableNow : or(ne(rewardGrants.state, 'CLAIM'), lte(rewardGrants.claimableUntil, sql`now()`)),
  );
  const rows = await db
    .select({ g: rewardGrants, done: sql<string | null>`bg.turnover_done` })
    .from(rewardGrants)
    .leftJoin(sql`bonus_grants bg`, sql`bg.transfer_id = ${rewardGrants.transferId}`)
    .where(where)
    .orderBy(desc(rewardGrants.grantedAt), desc(rewardGrants.id))
    .limit(q.pageSize)
    .offset(offsetOf(q));
  const [total] = await db.select({ n: count() }).from(rewardGrants).where(where);
  return {
    list: rows.map((r) => present(r.g, lang, toInt(r.done ?? 0))),
    pageNo: q.pageNo,
    pageSize: q.pageSize,
    total: toInt(total?.n ?? 0),
    claimable: await claimableCount(db, memberId),
  };
}

/**
 * POST /wps/rewards/:id/claim: the reward moves into the wallet once — the grant's state changes
 * from CLAIM under its row lock, then the merchant's bonus account pays it as a BONUS transfer
 * (keyed by the grant) with the wallet's bonus record (its turnover and counted categories), in one
 * transaction. A second claim (double click, another tab or node) finds it claimed and is refused.
 */
export async function claim(db: Db, member: Member, id: number, lang: string): Promise<ClaimResult> {
  return db.transaction((tx) => claimIn(tx, member, id, lang));
}

/** `claim` inside the caller's transaction (a mission grants its reward and claims it at once). */
export async function claimIn(tx: Db, member: Member, id: number, lang: string): Promise<ClaimResult> {
  const [g] = await tx
    .update(rewardGrants)
    .set({ state: 'CLAIMED', claimedAt: new Date() })
    .where(and(eq(rewardGrants.id, id), eq(rewardGrants.memberId, member.id), claimableNow))
    .returning();
  if (!g) {
    const [mine] = await tx
      .select({ id: rewardGrants.id })
      .from(rewardGrants)
      .where(and(eq(rewardGrants.id, id), eq(rewardGrants.memberId, member.id)));
    if (!mine) throw new AppError('REWARD_NOT_FOUND', `No reward ${id}`);
    throw new AppError('REWARD_NOT_CLAIMABLE', 'This reward was claimed already or has expired');
  }
  const title = pickText(g.title, 'en');
  const { currency } = await system.getMerchant(tx, member.merchantId);
  const memberWallet = await wallet.walletOf(tx, member.merchantId, member.id, currency);
  const res = await wallet.transfer(tx, {
    merchantId: member.merchantId,
    from: await wallet.systemAccount(tx, member.merchantId, 'bonus', currency),
    to: memberWallet,
    amount: toInt(g.amount),
    idempotencyKey: `promo:reward:${g.id}`,
    type: 'BONUS',
    reason: `${g.source === 'PROMOTION' ? 'promotion' : g.source.toLowerCase()}: ${title}`,
    actor: member.username,
  });
  await wallet.recordBonusGrant(tx, {
    merchantId: member.merchantId,
    memberId: member.id,
    name: title,
    amount: toInt(g.amount),
    turnover: toInt(g.turnover),
    transferId: res.transferId,
    categories: g.categories,
  });
  const [done] = await tx.update(rewardGrants).set({ transferId: res.transferId }).where(eq(rewardGrants.id, g.id)).returning();
  return { reward: present(done!, lang, 0), balance: res.toBalance ?? 0 };
}
