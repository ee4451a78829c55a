import type { OpsPromotionInput } from '@jade/contract/promotions';
import type { OpsVipTable } from '@jade/contract/vip';
import type { Db } from '../db/client';
import * as members from '../modules/members/members.service';
import * as promotions from '../modules/promotions/promotions.service';

const START = '2026-01-01T00:00:00+05:45';
const p = (en: string, ne: string) => ({ en: `<p>${en}</p>`, ne: `<p>${ne}</p>` });

/** The demo promotions (issue 18): a first-deposit bonus, a reload bonus, a daily sign-in and an application. */
export const DEMO_PROMOTIONS: OpsPromotionInput[] = [
  {
    type: 'DEPOSIT',
    title: { en: 'First deposit bonus 100%', ne: 'पहिलो जम्मा बोनस १००%' },
    rules: p(
      'Join, then make your first deposit: we match it 100% up to रु 1,000. Deposits from रु 100. The bonus is withdrawable after valid bets of 5 times its amount.',
      'सामेल हुनुहोस्, अनि पहिलो जम्मा गर्नुहोस्: हामी रु १,००० सम्म १००% थप्छौं। रु १०० देखिको जम्मा। बोनसको ५ गुणा मान्य बाजी पुगेपछि निकाल्न सकिन्छ।',
    ),
    bannerUrl: '/img/banners/first-deposit-bonus.svg',
    startsAt: START,
    endsAt: null,
    enabled: true,
    sequence: 1,
    terms: {
      kind: 'FIRST_DEPOSIT',
      matchPct: 100,
      cap: 1_000_00,
      minDeposit: 100_00,
      turnoverMultiple: 5,
      categories: null,
      claimDays: 7,
    },
  },
  {
    type: 'DEPOSIT',
    title: { en: 'Reload bonus 10%', ne: 'रिलोड बोनस १०%' },
    rules: p(
      'After joining, every deposit after your first earns 10% up to रु 500, three times a day. Valid bets of 3 times the bonus in slots and in-house games make it withdrawable.',
      'सामेल भएपछि, पहिलो पछिको हरेक जम्मामा रु ५०० सम्म १०%, दिनको तीन पटक। स्लट र इन-हाउस खेलमा बोनसको ३ गुणा मान्य बाजीपछि निकाल्न सकिन्छ।',
    ),
    bannerUrl: '/img/banners/reload-bonus.svg',
    startsAt: START,
    endsAt: null,
    enabled: true,
    sequence: 2,
    terms: {
      kind: 'RELOAD',
      matchPct: 10,
      cap: 500_00,
      minDeposit: 100_00,
      turnoverMultiple: 3,
      categories: ['RNG', 'INHOUSE'],
      claimDays: 7,
      maxPerDay: 3,
    },
  },
  {
    type: 'OTHER',
    title: { en: 'Daily sign-in', ne: 'दैनिक साइन इन' },
    rules: p(
      'Sign in every day: day 1 pays रु 1, then 2, 3, 5, 8, 10 and रु 20 from the seventh day in a row. Miss a day and the streak starts again.',
      'हरेक दिन साइन इन गर्नुहोस्: पहिलो दिन रु १, त्यसपछि २, ३, ५, ८, १० र लगातार सातौं दिनदेखि रु २०। एक दिन छुटे लगातारता फेरि सुरु हुन्छ।',
    ),
    bannerUrl: '/img/banners/daily-sign-in.svg',
    startsAt: START,
    endsAt: null,
    enabled: true,
    sequence: 3,
    terms: {
      kind: 'SIGN_IN',
      rewards: [1_00, 2_00, 3_00, 5_00, 8_00, 10_00, 20_00],
      turnoverMultiple: 1,
      categories: null,
      claimDays: 3,
    },
  },
  {
    type: 'OTHER',
    title: { en: 'Share your big win', ne: 'ठूलो जित साझा गर्नुहोस्' },
    rules: p(
      'Won big? Apply with a screenshot of the win and a few words (up to 140 characters). Once our team checks it, रु 100 is issued to your reward centre. Once per member; a rejected application can be sent again.',
      'ठूलो जित्नुभयो? जितको स्क्रिनसट र केही शब्द (१४० अक्षरसम्म) सहित आवेदन दिनुहोस्। हाम्रो टोलीले जाँचेपछि रु १०० तपाईंको पुरस्कार केन्द्रमा आउँछ। प्रति सदस्य एक पटक; अस्वीकृत आवेदन फेरि पठाउन सकिन्छ।',
    ),
    bannerUrl: '/img/banners/share-your-big-win.svg',
    startsAt: START,
    endsAt: null,
    enabled: true,
    sequence: 4,
    terms: {
      kind: 'APPLY',
      amount: 100_00,
      turnoverMultiple: 1,
      categories: null,
      claimDays: 7,
      perMember: 1,
      imagesRequired: 1,
    },
  },
];

/** Rebate rates of level 0 in basis points of valid bet; each level above adds `step` to every one. */
const BASE_RATES = {
  INHOUSE: 30,
  RNG: 30,
  LIVE: 20,
  FISH: 30,
  PVP: 20,
  SPORTS: 20,
  ESPORTS: 20,
  COCKFIGHT: 20,
  LOTT: 10,
  ELOTT: 10,
};
const rates = (step: number) => Object.fromEntries(Object.entries(BASE_RATES).map(([k, v]) => [k, v + step]));
const level = (n: number, en: string, ne: string, validBet: number, deposits: number, bonus: number) => ({
  level: n,
  name: { en, ne },
  minValidBet: validBet * 100,
  minDeposits: deposits * 100,
  upgradeBonus: bonus * 100,
  turnoverMultiple: 1,
  rebateRates: rates(n * 10),
});

/** The demo VIP table: six levels by cumulative valid bet and deposits (rupees). */
export const DEMO_VIP: OpsVipTable = {
  levels: [
    level(0, 'Member', 'सदस्य', 0, 0, 0),
    level(1, 'Bronze', 'काँसा', 10_000, 1_000, 50),
    level(2, 'Silver', 'चाँदी', 50_000, 5_000, 200),
    level(3, 'Gold', 'सुन', 200_000, 20_000, 1_000),
    level(4, 'Platinum', 'प्लेटिनम', 1_000_000, 100_000, 5_000),
    level(5, 'Diamond', 'हीरा', 5_000_000, 500_000, 20_000),
  ],
};

const item = (kind: 'CASH' | 'GOODS', en: string, ne: string, points: number, rupees: number, more: object = {}) => ({
  kind,
  name: { en, ne },
  imageUrl: `/img/banners/${en.toLowerCase().replace(/[^a-z0-9]+/g, '-')}.svg`,
  points,
  amount: rupees * 100,
  stock: null,
  perMemberLimit: null,
  minValidBet: 0,
  enabled: true,
  sequence: points,
  ...more,
});

/** The demo points mall (PTSYS3): 1 point per रु 100 of valid bet; cash and goods, up to 131K points. */
async function seedPoints(tx: Db, merchantId: number) {
  await promotions.savePointSettings(tx, merchantId, {
    earnPer100: 1,
    exchange: [
      { fromPoints: 100, rate: 100 },
      { fromPoints: 1_000, rate: 120 },
      { fromPoints: 10_000, rate: 150 },
    ],
    rules: p(
      'Every रु 100 of valid bet earns 1 point when the day is settled. Points never expire. Spend them in the mall or convert them to money: from 100 points at रु 1 per 100, from 1,000 at रु 1.20, from 10,000 at रु 1.50.',
      'हरेक रु १०० मान्य बाजीमा दिन मिलान हुँदा १ अंक पाइन्छ। अंकको म्याद सकिँदैन। पसलमा खर्च गर्नुहोस् वा पैसामा बदल्नुहोस्: १०० अंकदेखि प्रति १०० मा रु १, १,००० देखि रु १.२०, १०,००० देखि रु १.५०।',
    ),
  });
  for (const i of [
    item('CASH', 'Cash 50', 'नगद ५०', 5_000, 50),
    item('CASH', 'Cash 500', 'नगद ५००', 45_000, 500, { perMemberLimit: 5 }),
    item('GOODS', 'Jade T-shirt', 'जेड टी-सर्ट', 20_000, 1_500, { stock: 100, perMemberLimit: 2, minValidBet: 50_000_00 }),
    item('GOODS', 'Bluetooth earbuds', 'ब्लुटुथ इयरबड', 131_000, 8_000, { stock: 10, perMemberLimit: 1, minValidBet: 500_000_00 }),
  ])
    await promotions.savePointItem(tx, merchantId, null, i);
  // demo01 starts with points to spend.
  const demo = await members.findByUsername(tx, merchantId, 'demo01');
  if (demo)
    await promotions.movePoints(tx, { merchantId, memberId: demo.id, kind: 'EARN', sourceKey: 'demo:opening', delta: 60_000 });
}

export async function seedDemoPromotions(tx: Db, merchantId: number) {
  for (const input of DEMO_PROMOTIONS) await promotions.createPromotion(tx, merchantId, input);
  await promotions.setVipTable(tx, merchantId, DEMO_VIP);
  await seedPoints(tx, merchantId);
}
