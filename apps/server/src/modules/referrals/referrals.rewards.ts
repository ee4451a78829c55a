import { and, eq, isNull, sql } from 'drizzle-orm';
import { REFERRAL_LIMITS, type ReferralSettings } from '@jade/contract/referrals';
import type { Db } from '../../db/client';
import { toInt } from '../../db/normalize';
import * as promotions from '../promotions/promotions.service';
import * as system from '../system/system.service';
import * as wallet from '../wallet/wallet.service';
import { referrals, referralSettings } from './referrals.tables';

type Member = { id: number; merchantId: number };

/** A merchant that never set its referral reward: the program is off. */
const OFF: ReferralSettings = {
  enabled: false,
  rewardAmount: 1,
  minFirstDeposit: 0,
  validBetThreshold: 0,
  turnoverMultiple: 0,
};

/** The reward-centre title of a referral reward, per language. */
const TITLE = { en: 'Invite friends reward', ne: 'साथी निमन्त्रणा पुरस्कार' };

export async function settingsOf(db: Db, merchantId: number): Promise<ReferralSettings> {
  const [row] = await db.select().from(referralSettings).where(eq(referralSettings.merchantId, merchantId));
  if (!row) return OFF;
  return {
    enabled: row.enabled,
    rewardAmount: toInt(row.rewardAmount),
    minFirstDeposit: toInt(row.minFirstDeposit),
    validBetThreshold: toInt(row.validBetThreshold),
    turnoverMultiple: row.turnoverMultiple,
  };
}

/** Sets the merchant's referral reward (operator, audited). Rewards already granted keep their amounts. */
export async function saveSettings(db: Db, merchantId: number, s: ReferralSettings): Promise<ReferralSettings> {
  const values = { ...s, updatedAt: new Date() };
  await db
    .insert(referralSettings)
    .values({ merchantId, ...values })
    .onConflictDoUpdate({ target: referralSettings.merchantId, set: values });
  return settingsOf(db, merchantId);
}

/** The friend's first deposit: 0 without one. */
async function firstDeposit(db: Db, merchantId: number, memberId: number, currency: string): Promise<number> {
  const w = await wallet.walletOf(db, merchantId, memberId, currency);
  const [first] = await wallet.depositsOf(db, w.id, { limit: 1 });
  return first?.amount ?? 0;
}

/**
 * The reward centre's evaluator (registered with promotions): for each friend of the referrer not
 * rewarded yet whose first deposit reached the minimum and whose cumulative valid bet reached the
 * threshold, the reward is granted once (`ref:<refereeId>`). The friend's row is marked under its
 * lock in the grant's transaction, and the grant is idempotent per key, so concurrent reads of the
 * reward centre (tabs, nodes) grant it once. Nothing while the program is off.
 */
export async function grantDueReferralRewards(db: Db, member: Member): Promise<void> {
  const pending = await db
    .select({ refereeId: referrals.refereeId })
    .from(referrals)
    .where(and(eq(referrals.referrerId, member.id), isNull(referrals.rewardedAt)));
  if (pending.length === 0) return;
  const s = await settingsOf(db, member.merchantId);
  if (!s.enabled) return;
  const ids = pending.map((p) => p.refereeId);
  const totals = await promotions.totalsOf(db, member.merchantId, ids);
  const { currency } = await system.getMerchant(db, member.merchantId);
  for (const refereeId of ids) {
    const t = totals.get(refereeId)!;
    // Cumulative deposits are at least the first one: a cheap filter before the ledger is read.
    if (t.validBet < s.validBetThreshold || t.deposits < s.minFirstDeposit || t.deposits === 0) continue;
    if ((await firstDeposit(db, member.merchantId, refereeId, currency)) < s.minFirstDeposit) continue;
    await db.transaction(async (tx) => {
      const now = new Date();
      // A "friend" who is the referrer's own second account (decision 022) earns nothing: rejected, with why.
      const same = await promotions.samePerson(tx, member.merchantId, refereeId, member.id);
      const [marked] = await tx
        .update(referrals)
        .set({ rewardedAt: now, rewardAmount: same ? 0 : s.rewardAmount })
        .where(and(eq(referrals.refereeId, refereeId), eq(referrals.referrerId, member.id), isNull(referrals.rewardedAt)))
        .returning();
      if (!marked) return;
      await promotions.grantReward(tx, {
        ...(same ? { rejected: { reason: same, firstMemberId: member.id } } : {}),
        merchantId: member.merchantId,
        memberId: member.id,
        source: 'REFERRAL',
        promotionId: null,
        title: TITLE,
        sourceKey: `ref:${refereeId}`,
        amount: s.rewardAmount,
        turnover: s.rewardAmount * s.turnoverMultiple,
        categories: null,
        claimDays: REFERRAL_LIMITS.claimDays,
        now,
      });
    });
  }
}

/** How many friends registered, how many qualified (their reward granted), and the rewards earned. */
export async function summaryOf(db: Db, referrerId: number) {
  const [row] = await db
    .select({
      registered: sql<string>`count(*)`,
      qualified: sql<string>`count(${referrals.rewardedAt})`,
      earned: sql<string>`coalesce(sum(${referrals.rewardAmount}), 0)`,
    })
    .from(referrals)
    .where(eq(referrals.referrerId, referrerId));
  return {
    registered: toInt(row?.registered ?? 0),
    qualified: toInt(row?.qualified ?? 0),
    rewardsEarned: toInt(row?.earned ?? 0),
  };
}
