import type { OpsMissionInput } from '@jade/contract/missions';
import type { Db } from '../db/client';
import * as promotions from '../modules/promotions/promotions.service';

/** The demo missions (issue 18 item 8): daily and weekly goals, each with a small reward and leaderboard points. */
export const DEMO_MISSIONS: OpsMissionInput[] = [
  {
    title: { en: 'Play 3 rounds', ne: '३ राउन्ड खेल्नुहोस्' },
    period: 'DAILY',
    goal: { kind: 'ROUNDS', target: 3, categories: null },
    reward: 5_00,
    turnoverMultiple: 1,
    points: 10,
    enabled: true,
    sequence: 1,
  },
  {
    title: { en: 'Valid bet 500 in slots or in-house games', ne: 'स्लट वा इन-हाउस खेलमा ५०० मान्य बाजी' },
    period: 'DAILY',
    goal: { kind: 'VALID_BET', target: 500_00, categories: ['RNG', 'INHOUSE'] },
    reward: 10_00,
    turnoverMultiple: 3,
    points: 20,
    enabled: true,
    sequence: 2,
  },
  {
    title: { en: 'Sign in today', ne: 'आज साइन इन गर्नुहोस्' },
    period: 'DAILY',
    goal: { kind: 'SIGN_IN', target: 1 },
    reward: 2_00,
    turnoverMultiple: 1,
    points: 5,
    enabled: true,
    sequence: 3,
  },
  {
    title: { en: 'Deposit 1,000 this week', ne: 'यो हप्ता १,००० जम्मा गर्नुहोस्' },
    period: 'WEEKLY',
    goal: { kind: 'DEPOSIT', target: 1_000_00 },
    reward: 50_00,
    turnoverMultiple: 5,
    points: 50,
    enabled: true,
    sequence: 4,
  },
  {
    title: { en: 'Sign in on 5 days this week', ne: 'यो हप्ता ५ दिन साइन इन गर्नुहोस्' },
    period: 'WEEKLY',
    goal: { kind: 'SIGN_IN', target: 5 },
    reward: 20_00,
    turnoverMultiple: 3,
    points: 40,
    enabled: true,
    sequence: 5,
  },
];

export async function seedDemoMissions(tx: Db, merchantId: number) {
  for (const m of DEMO_MISSIONS) await promotions.createMission(tx, merchantId, m);
}
