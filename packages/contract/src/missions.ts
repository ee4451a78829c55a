import { z } from 'zod';
import { GAME_CATEGORIES } from './catalog';
import { IdParam, MinorUnits } from './common';
import { LocalizedTitle } from './announcements';
import { LanguageCodeSchema } from './languages';

/** A mission counts over the merchant's business day, or its business week (from Monday). */
export const MISSION_PERIODS = ['DAILY', 'WEEKLY'] as const;
export type MissionPeriod = (typeof MISSION_PERIODS)[number];
export const MISSION_GOALS = ['ROUNDS', 'VALID_BET', 'DEPOSIT', 'SIGN_IN'] as const;
export type MissionGoalKind = (typeof MISSION_GOALS)[number];
export const MISSION_STATES = ['IN_PROGRESS', 'COMPLETE', 'CLAIMED'] as const;
export type MissionState = (typeof MISSION_STATES)[number];

/** Largest money figure of a mission (goal or reward): 10 million rupees. */
const Money = z.number().int().min(0).max(10_000_000_00);
/** Game categories that count (null: every category); at least one when given. */
const Categories = z.array(z.enum(GAME_CATEGORIES)).min(1).max(GAME_CATEGORIES.length).nullable();

/**
 * What a member must do in the period: settled rounds, valid bet (stakes of settled rounds), money
 * deposited, or days signed in to the daily sign-in promotion.
 */
export const MissionGoal = z.discriminatedUnion('kind', [
  z.object({ kind: z.literal('ROUNDS'), target: z.number().int().min(1).max(1_000_000), categories: Categories }).strict(),
  z.object({ kind: z.literal('VALID_BET'), target: Money.min(1), categories: Categories }).strict(),
  z.object({ kind: z.literal('DEPOSIT'), target: Money.min(1) }).strict(),
  z.object({ kind: z.literal('SIGN_IN'), target: z.number().int().min(1).max(7) }).strict(),
]);
export type MissionGoal = z.infer<typeof MissionGoal>;

/** One mission as the member sees it now: progress of the current period and its state. */
export const MissionItem = z.object({
  id: z.number().int(),
  title: z.string(),
  period: z.enum(MISSION_PERIODS),
  goal: MissionGoal,
  /** Done so far this period (rounds, minor units or days), at most the target. */
  progress: z.number().int().nonnegative(),
  reward: MinorUnits,
  turnoverMultiple: z.number().int(),
  points: z.number().int(),
  state: z.enum(MISSION_STATES),
  /** When the current period ends (the next one starts). */
  periodEnd: z.string(),
});
export type MissionItem = z.infer<typeof MissionItem>;

/** GET /wps/missions — the missions of now, and the member's mission points this week. */
export const MissionSummary = z.object({ list: z.array(MissionItem), weekPoints: z.number().int() });
export type MissionSummary = z.infer<typeof MissionSummary>;
export const MissionQuery = z.object({ lang: LanguageCodeSchema.optional() }).strict();

/** GET /wps/missions/count — complete and not yet claimed (the red badge). */
export const MissionCount = z.object({ count: z.number().int().nonnegative() });
export type MissionCount = z.infer<typeof MissionCount>;

export const MissionIdParams = z.object({ id: IdParam }).strict();

/** POST /wps/missions/:id/claim — the mission claimed, the money paid and the wallet's balance. */
export const MissionClaimResult = z.object({
  mission: MissionItem,
  reward: MinorUnits,
  points: z.number().int(),
  balance: MinorUnits,
});
export type MissionClaimResult = z.infer<typeof MissionClaimResult>;

export const LEADERBOARD_SIZE = 20;
export const LeaderboardQuery = z.object({ week: z.enum(['this', 'last']).default('this') }).strict();
export type LeaderboardQuery = z.infer<typeof LeaderboardQuery>;

/** GET /wps/missions/leaderboard — a week's top members by mission points (names masked) and the caller. */
export const MissionLeaderboard = z.object({
  /** The week's first and last business day (YYYY-MM-DD, Monday to Sunday). */
  weekStart: z.string(),
  weekEnd: z.string(),
  list: z.array(z.object({ rank: z.number().int(), name: z.string(), points: z.number().int(), me: z.boolean() })),
  /** The caller's rank (null without points that week) and points. */
  me: z.object({ rank: z.number().int().nullable(), points: z.number().int() }),
});
export type MissionLeaderboard = z.infer<typeof MissionLeaderboard>;

// ---------------------------------------------------------------- operator

export const OpsMissionInput = z
  .object({
    title: LocalizedTitle,
    period: z.enum(MISSION_PERIODS),
    goal: MissionGoal,
    /** Paid through the reward centre when claimed, locked by `turnoverMultiple` × its amount of valid bet. */
    reward: Money,
    turnoverMultiple: z.number().int().min(0).max(100),
    points: z.number().int().min(0).max(100_000),
    enabled: z.boolean(),
    sequence: z.number().int().min(0).max(10_000),
  })
  .strict()
  .refine((m) => m.goal.kind !== 'SIGN_IN' || m.period === 'WEEKLY' || m.goal.target === 1, {
    message: 'A daily sign-in mission has a target of 1 day',
    path: ['goal', 'target'],
  })
  .refine((m) => m.reward > 0 || m.points > 0, { message: 'A mission pays a reward or points', path: ['reward'] });
export type OpsMissionInput = z.infer<typeof OpsMissionInput>;

export const OpsMission = z.object({
  id: z.number().int(),
  title: z.record(z.string(), z.string()),
  period: z.enum(MISSION_PERIODS),
  goal: MissionGoal,
  reward: MinorUnits,
  turnoverMultiple: z.number().int(),
  points: z.number().int(),
  enabled: z.boolean(),
  sequence: z.number().int(),
  /** Claims so far, and the money they paid. */
  claims: z.number().int(),
  paid: MinorUnits,
});
export type OpsMission = z.infer<typeof OpsMission>;
export const OpsMissionList = z.object({ list: z.array(OpsMission) });
