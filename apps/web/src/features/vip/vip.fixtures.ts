import type { RebateAccrual, VipLevel, VipStatus } from '@jade/contract/vip';

const level = (n: number, name: string, validBet: number, deposits: number, bonus: number): VipLevel => ({
  level: n,
  name,
  minValidBet: validBet * 100,
  minDeposits: deposits * 100,
  upgradeBonus: bonus * 100,
  rebateRates: { INHOUSE: 30 + n * 10, RNG: 30 + n * 10, LIVE: 20 + n * 10, LOTT: 10 + n * 10 },
});

/** Three levels of the demo table (tests only): Member, Bronze and Silver. */
export const VIP_LEVELS: VipLevel[] = [
  level(0, 'Member', 0, 0, 0),
  level(1, 'Bronze', 10_000, 1_000, 50),
  level(2, 'Silver', 50_000, 5_000, 200),
];

/** A member at level 0 with deposits enough for Bronze and a quarter of its valid bet. */
export const VIP_STATUS: VipStatus = {
  level: 0,
  name: 'Member',
  validBet: 250_000,
  deposits: 7_000_000,
  next: VIP_LEVELS[1]!,
  levels: VIP_LEVELS,
};

/** Today's rebate after a few in-house rounds and a live hand, nothing claimed yet. */
export const ACCRUAL: RebateAccrual = {
  day: '2026-03-01',
  level: 0,
  lines: [
    { category: 'INHOUSE', validBet: 500_000, rateBp: 30, amount: 1_500, claimed: 0 },
    { category: 'LIVE', validBet: 100_000, rateBp: 20, amount: 200, claimed: 0 },
  ],
  claimable: 1_700,
};
