import type { PromotionItem, RewardItem } from '@jade/contract/promotions';

/** The demo merchant's four promotions as a signed-in member first sees them (tests only). */
export const FIRST_DEPOSIT: PromotionItem = {
  id: 1,
  type: 'DEPOSIT',
  title: 'First deposit bonus',
  rules: '<p>Double your <strong>first deposit</strong>.</p>',
  bannerUrl: '/images/promotions/first-deposit.webp',
  startsAt: '2026-01-01T00:00:00.000Z',
  endsAt: null,
  state: 'JOIN',
  terms: {
    kind: 'FIRST_DEPOSIT',
    matchPct: 100,
    cap: 100_000,
    minDeposit: 10_000,
    turnoverMultiple: 5,
    categories: null,
    claimDays: 7,
  },
  progress: { joinedAt: null, streak: 0, signedToday: false, application: null, applications: 0, unmet: [] },
};

export const RELOAD: PromotionItem = {
  ...FIRST_DEPOSIT,
  id: 2,
  title: 'Reload bonus',
  rules: '<p>10% on every deposit.</p>',
  endsAt: '2026-12-31T00:00:00.000Z',
  terms: {
    kind: 'RELOAD',
    matchPct: 10,
    cap: 50_000,
    minDeposit: 10_000,
    turnoverMultiple: 3,
    categories: ['RNG', 'LIVE'],
    claimDays: 1,
    maxPerDay: 3,
  },
};

export const SIGN_IN: PromotionItem = {
  ...FIRST_DEPOSIT,
  id: 3,
  type: 'OTHER',
  title: 'Daily sign-in',
  rules: '<p>Sign in every day.</p>',
  bannerUrl: '',
  state: 'CLAIM',
  terms: {
    kind: 'SIGN_IN',
    rewards: [100, 200, 300, 500, 800, 1000, 2000],
    turnoverMultiple: 1,
    categories: null,
    claimDays: 7,
  },
  progress: { joinedAt: null, streak: 2, signedToday: false, application: null, applications: 0, unmet: [] },
};

export const APPLY: PromotionItem = {
  ...FIRST_DEPOSIT,
  id: 4,
  type: 'OTHER',
  title: 'Share your big win',
  rules: '<p>Show us your big win.</p>',
  bannerUrl: '',
  terms: {
    kind: 'APPLY',
    amount: 10_000,
    turnoverMultiple: 1,
    categories: null,
    claimDays: 7,
    perMember: 1,
    imagesRequired: 1,
  },
};

/** A newbie promotion (none is seeded): a verified mobile and a first deposit of Rs 500 within 7 days. */
export const NEWBIE: PromotionItem = {
  ...FIRST_DEPOSIT,
  id: 5,
  type: 'NEWBIE',
  title: 'Welcome reward',
  rules: '<p>For new members.</p>',
  bannerUrl: '',
  endsAt: '2026-12-31T00:00:00.000Z',
  state: 'IN_PROCESS',
  progress: { ...FIRST_DEPOSIT.progress!, unmet: ['mobile', 'deposit'] },
  terms: {
    kind: 'NEWBIE',
    amount: 5_000,
    turnoverMultiple: 2,
    categories: ['RNG'],
    claimDays: 3,
    withinDays: 7,
    mobileVerified: true,
    minFirstDeposit: 50_000,
  },
};

/** A ranking (none is seeded): prizes for the first three by valid bet in slots, at least Rs 1,000 of bets. */
export const RANKING: PromotionItem = {
  ...FIRST_DEPOSIT,
  id: 6,
  type: 'RANKING',
  title: 'Slots race',
  rules: '<p>Bet the most on slots.</p>',
  bannerUrl: '',
  endsAt: '2026-12-31T00:00:00.000Z',
  terms: {
    kind: 'RANKING',
    prizes: [500_000, 200_000, 100_000],
    minValidBet: 100_000,
    turnoverMultiple: 1,
    categories: ['RNG'],
    claimDays: 7,
  },
};

/** A raffle (none is seeded): a ticket per Rs 100 of valid bet in any game, three prizes, 2× turnover. */
export const RAFFLE: PromotionItem = {
  ...RANKING,
  id: 7,
  title: 'Lucky draw',
  rules: '<p>Every bet is a ticket.</p>',
  terms: {
    kind: 'RAFFLE',
    ticketPer: 10_000,
    prizes: [500_000, 100_000, 100_000],
    turnoverMultiple: 2,
    categories: null,
    claimDays: 7,
  },
};

/** An app-download reward (none is seeded): Rs 50.00 the first time the installed app is used, turnover 2×. */
export const APP_DOWNLOAD: PromotionItem = {
  ...FIRST_DEPOSIT,
  id: 8,
  type: 'APP',
  title: 'Lite app gift',
  rules: '<p>Install the app.</p>',
  bannerUrl: '',
  endsAt: null,
  state: 'JOIN',
  terms: { kind: 'APP_DOWNLOAD', amount: 5_000, turnoverMultiple: 2, categories: null, claimDays: 7 },
};

export const REWARD: RewardItem = {
  id: 11,
  source: 'PROMOTION',
  promotionId: 1,
  title: 'First deposit bonus',
  amount: 100_000,
  turnover: 500_000,
  turnoverDone: 0,
  state: 'CLAIM',
  grantedAt: '2026-03-01T10:00:00.000Z',
  claimableUntil: '2026-03-08T10:00:00.000Z',
  claimedAt: null,
  reason: null,
};
