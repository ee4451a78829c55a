import type { ReferralSettings } from '@jade/contract/referrals';
import type { Db } from '../db/client';
import * as referrals from '../modules/referrals/referrals.service';

/**
 * The demo's invite-friends reward (issue 18): Rs 100.00 to the referrer once a friend's first
 * deposit is at least Rs 500.00 and their valid bets reach Rs 2,000.00, with a turnover of 1×.
 */
export const DEMO_REFERRAL: ReferralSettings = {
  enabled: true,
  rewardAmount: 100_00,
  minFirstDeposit: 500_00,
  validBetThreshold: 2_000_00,
  turnoverMultiple: 1,
};

export async function seedDemoReferrals(tx: Db, merchantId: number) {
  await referrals.saveSettings(tx, merchantId, DEMO_REFERRAL);
}
