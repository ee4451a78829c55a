import {
  bigint,
  boolean,
  date,
  index,
  integer,
  jsonb,
  pgTable,
  primaryKey,
  serial,
  text,
  timestamp,
  uniqueIndex,
} from 'drizzle-orm/pg-core';
import type { MissionGoal, MissionPeriod } from '@jade/contract/missions';

/** A mission the operator defines (spec §1 missions): a goal over a business day or week, its reward and points. */
export const missions = pgTable(
  'missions',
  {
    id: serial('id').primaryKey(),
    merchantId: integer('merchant_id').notNull(),
    title: jsonb('title').$type<Record<string, string>>().notNull(),
    period: text('period').$type<MissionPeriod>().notNull(),
    goal: jsonb('goal').$type<MissionGoal>().notNull(),
    reward: bigint('reward', { mode: 'number' }).notNull(),
    turnoverMultiple: integer('turnover_multiple').notNull(),
    points: integer('points').notNull(),
    enabled: boolean('enabled').notNull().default(true),
    sequence: integer('sequence').notNull().default(0),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('missions_merchant').on(t.merchantId, t.sequence)],
);

/**
 * A mission claimed: once per member and period (`period_start`, the period's first business day;
 * the key makes a second claim — a double click, another tab or node — impossible), with the
 * reward-centre grant that paid it and the points it earned in its business week.
 */
export const missionClaims = pgTable(
  'mission_claims',
  {
    id: serial('id').primaryKey(),
    merchantId: integer('merchant_id').notNull(),
    missionId: integer('mission_id').notNull(),
    memberId: integer('member_id').notNull(),
    periodStart: date('period_start', { mode: 'string' }).notNull(),
    reward: bigint('reward', { mode: 'number' }).notNull(),
    points: integer('points').notNull(),
    rewardId: integer('reward_id'),
    claimedAt: timestamp('claimed_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('mission_claims_once').on(t.missionId, t.memberId, t.periodStart),
    index('mission_claims_member').on(t.memberId, t.periodStart),
  ],
);

/**
 * A member's mission points of a business week (from Monday), kept by each claim: the leaderboard
 * reads the week's top rows from `mission_points_rank`, never the claims.
 */
export const missionPoints = pgTable(
  'mission_points',
  {
    merchantId: integer('merchant_id').notNull(),
    week: date('week', { mode: 'string' }).notNull(),
    memberId: integer('member_id').notNull(),
    points: integer('points').notNull(),
    /** When the points last grew: of equal points, the earlier ranks first. */
    reachedAt: timestamp('reached_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    primaryKey({ columns: [t.merchantId, t.week, t.memberId] }),
    index('mission_points_rank').on(t.merchantId, t.week, t.points.desc(), t.reachedAt),
  ],
);
