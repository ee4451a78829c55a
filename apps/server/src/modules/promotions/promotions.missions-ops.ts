import { and, asc, eq, sql } from 'drizzle-orm';
import type { OpsMission, OpsMissionInput } from '@jade/contract/missions';
import type { Db } from '../../db/client';
import { toInt } from '../../db/normalize';
import { AppError } from '../../lib/app-error';
import { missionClaims, missions } from './promotions.missions.tables';

type Row = typeof missions.$inferSelect;

function present(m: Row, cost: { claims: number; paid: number } = { claims: 0, paid: 0 }): OpsMission {
  return {
    id: m.id,
    title: m.title,
    period: m.period,
    goal: m.goal,
    reward: toInt(m.reward),
    turnoverMultiple: m.turnoverMultiple,
    points: m.points,
    enabled: m.enabled,
    sequence: m.sequence,
    ...cost,
  };
}

/** Claims of each mission and the money they paid. */
async function costs(db: Db, merchantId: number, id?: number) {
  const rows = await db
    .select({
      id: missionClaims.missionId,
      claims: sql<string>`count(*)`,
      paid: sql<string>`coalesce(sum(${missionClaims.reward}), 0)`,
    })
    .from(missionClaims)
    .where(and(eq(missionClaims.merchantId, merchantId), id === undefined ? undefined : eq(missionClaims.missionId, id)))
    .groupBy(missionClaims.missionId);
  return new Map(rows.map((r) => [r.id, { claims: toInt(r.claims), paid: toInt(r.paid) }]));
}

export async function listMissionsForOps(db: Db, merchantId: number): Promise<OpsMission[]> {
  const rows = await db
    .select()
    .from(missions)
    .where(eq(missions.merchantId, merchantId))
    .orderBy(asc(missions.sequence), asc(missions.id));
  const cost = await costs(db, merchantId);
  return rows.map((m) => present(m, cost.get(m.id)));
}

export async function findMissionForOps(db: Db, merchantId: number, id: number): Promise<OpsMission> {
  const [m] = await db
    .select()
    .from(missions)
    .where(and(eq(missions.merchantId, merchantId), eq(missions.id, id)));
  if (!m) throw new AppError('MISSION_NOT_FOUND', `No mission ${id}`);
  return present(m, (await costs(db, merchantId, id)).get(id));
}

const toRow = (input: OpsMissionInput) => ({
  title: input.title as Record<string, string>,
  period: input.period,
  goal: input.goal,
  reward: input.reward,
  turnoverMultiple: input.turnoverMultiple,
  points: input.points,
  enabled: input.enabled,
  sequence: input.sequence,
  updatedAt: new Date(),
});

export async function createMission(db: Db, merchantId: number, input: OpsMissionInput): Promise<OpsMission> {
  const [m] = await db
    .insert(missions)
    .values({ merchantId, ...toRow(input) })
    .returning();
  return present(m!);
}

/** Changes a mission; claims already made keep what they paid. */
export async function updateMission(db: Db, merchantId: number, id: number, input: OpsMissionInput): Promise<OpsMission> {
  await findMissionForOps(db, merchantId, id);
  await db
    .update(missions)
    .set(toRow(input))
    .where(and(eq(missions.merchantId, merchantId), eq(missions.id, id)));
  return findMissionForOps(db, merchantId, id);
}
