import { REFERRAL_LIMITS, referralPath, type ReferralOverview } from '@jade/contract/referrals';
import type { Db } from '../../db/client';
import { AppError } from '../../lib/app-error';
import * as members from '../members/members.service';
import { defaultUses, linkOf, listLinks } from './referrals.links';
import { grantDueReferralRewards, settingsOf, summaryOf } from './referrals.rewards';

export { createLink, linkOf, registered, updateLink } from './referrals.links';
export { grantDueReferralRewards, saveSettings, settingsOf } from './referrals.rewards';

type Member = { id: number; merchantId: number };

/** REFERRAL.enabled (spec §3 available promo): whether members are offered invite friends. */
export async function isEnabled(db: Db, merchantId: number): Promise<boolean> {
  return (await settingsOf(db, merchantId)).enabled;
}

/** The member routes' refusal while the program is off. */
export async function assertEnabled(db: Db, merchantId: number) {
  if (!(await isEnabled(db, merchantId))) throw new AppError('FEATURE_DISABLED', 'Invite friends is not offered');
}

/**
 * Who a registration's referral code names: a member's own code, else an enabled link's (a
 * disabled or unknown code names no one, as an unknown code always has). Null: no referrer.
 */
export async function referrerOf(db: Db, merchantId: number, code: string) {
  const own = await members.findByReferralCode(db, merchantId, code);
  if (own) return { referrerId: own.id, linkId: null };
  const link = await linkOf(db, merchantId, code);
  return link ? { referrerId: link.memberId, linkId: link.id } : null;
}

/**
 * GET /wps/referral: the member's code (the default link), their links, and their friends — the
 * rewards due are granted first, so the counts are those the reward centre shows.
 */
export async function overviewOf(db: Db, member: Member): Promise<ReferralOverview> {
  await grantDueReferralRewards(db, member);
  const code = await members.ensureReferralCode(db, member.id);
  const s = await settingsOf(db, member.merchantId);
  return {
    code,
    url: referralPath(code),
    defaultUses: await defaultUses(db, member.id),
    links: await listLinks(db, member.id),
    summary: await summaryOf(db, member.id),
    rules: {
      rewardAmount: s.rewardAmount,
      minFirstDeposit: s.minFirstDeposit,
      validBetThreshold: s.validBetThreshold,
      turnoverMultiple: s.turnoverMultiple,
      claimDays: REFERRAL_LIMITS.claimDays,
    },
  };
}
