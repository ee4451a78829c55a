import type { MissionItem, MissionLeaderboard, MissionSummary } from '@jade/contract/missions';

const END = '2099-03-02T18:15:00.000Z';

export const PLAY: MissionItem = {
  id: 1,
  title: 'Play 3 rounds',
  period: 'DAILY',
  goal: { kind: 'ROUNDS', target: 3, categories: null },
  progress: 3,
  reward: 5_00,
  turnoverMultiple: 1,
  points: 10,
  state: 'COMPLETE',
  periodEnd: END,
};

export const BET: MissionItem = {
  id: 2,
  title: 'Valid bet 500 in slots or in-house games',
  period: 'DAILY',
  goal: { kind: 'VALID_BET', target: 500_00, categories: ['RNG', 'INHOUSE'] },
  progress: 300_00,
  reward: 10_00,
  turnoverMultiple: 3,
  points: 20,
  state: 'IN_PROGRESS',
  periodEnd: END,
};

export const SUMMARY: MissionSummary = { list: [PLAY, BET], weekPoints: 0 };

export const BOARD: MissionLeaderboard = {
  weekStart: '2026-03-02',
  weekEnd: '2026-03-08',
  list: [
    { rank: 1, name: 'ab***01', points: 60, me: false },
    { rank: 2, name: 'me***99', points: 10, me: true },
  ],
  me: { rank: 2, points: 10 },
};
