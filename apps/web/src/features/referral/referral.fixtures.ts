import type { ReferralLink, ReferralOverview } from '@jade/contract/referrals';

/** A member's link as the server answers it (tests only). */
export const LINK: ReferralLink = {
  id: 7,
  code: 'K7QW2MZP4R',
  label: 'Facebook group',
  enabled: true,
  uses: 3,
  url: '/register?referralCode=K7QW2MZP4R',
  createdAt: '2026-03-01T10:00:00.000Z',
};

/** The demo merchant's rules with one link and two friends, one qualified (tests only). */
export const OVERVIEW: ReferralOverview = {
  code: 'a1b2c3d4e5',
  url: '/register?referralCode=a1b2c3d4e5',
  defaultUses: 1,
  links: [LINK],
  summary: { registered: 4, qualified: 1, rewardsEarned: 10_000 },
  rules: { rewardAmount: 10_000, minFirstDeposit: 50_000, validBetThreshold: 200_000, turnoverMultiple: 1, claimDays: 7 },
};
