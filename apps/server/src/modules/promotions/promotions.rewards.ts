import { and, count, desc, eq, gt, lte, ne, or, sql } from 'drizzle-orm';
import type { ClaimResult, RewardItem, RewardPage, RewardRejection, RewardSource } from '@jade/contract/promotions';
import type { Db } from '../../db/client';
import { toInt, toIso } from '../../db/normalize';
import { offsetOf } from '../../db/paging';
import { AppError } from '../../lib/app-error';
import { pickText } from '../../lib/lang';
import * as protection from '../protection/protection.service';
import * as system from '../system/system.service';
import * as wallet from '../wallet/wallet.service';
import { rewardGrants } from './promotions.tables';

const DAY = 86_400_000;
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
  /** Written as REJECTED (a second account of one person), with the reason and the account that had it. */
  rejected?: { reason: RewardRejection; firstMemberId: number };
};

export const grantRow = (g: Grant) => ({
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
  ...(g.rejected ? { state: 'REJECTED' as const, reason: g.rejected.reason, firstMemberId: g.rejected.firstMemberId } : {}),
});

/**
 * Puts rewards in members' reward centres, once per member and source key: a second grant of the
 * same key (a retry, another node) does nothing. Many at once go in chunks. A member on a break or
 * self-excluded (player protection) gets none: promotions stop for them.
 */
export async function grantRewards(db: Db, all: Grant[]) {
  const excluded = await protection.exclusionsOf(db, [...new Set(all.map((g) => g.memberId))]);
  const grants = all.filter((g) => !excluded.has(g.memberId));
  for (let i = 0; i < grants.length; i += 1_000)
    await db
      .insert(rewardGrants)
      .values(grants.slice(i, i + 1_000).map(grantRow))
      .onConflictDoNothing();
}
export const grantReward = (db: Db, g: Grant) => grantRewards(db, [g]);

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
