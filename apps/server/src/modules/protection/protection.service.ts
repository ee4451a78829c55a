import { eq } from 'drizzle-orm';
import type { RealityCheck, RealityCheckMinutes } from '@jade/contract/protection';
import type { Db } from '../../db/client';
import * as rounds from '../rounds/rounds.service';
import { protectionSettings } from './protection.tables';

/**
 * Player protection (issue 21): the member's own choices, and what the reality check reports about
 * the session it runs in.
 */
export async function realityCheckMinutes(db: Db, memberId: number): Promise<RealityCheckMinutes> {
  const [row] = await db
    .select({ minutes: protectionSettings.realityCheckMinutes })
    .from(protectionSettings)
    .where(eq(protectionSettings.memberId, memberId));
  return (row?.minutes ?? 0) as RealityCheckMinutes;
}

export async function setRealityCheckMinutes(db: Db, memberId: number, minutes: RealityCheckMinutes) {
  await db
    .insert(protectionSettings)
    .values({ memberId, realityCheckMinutes: minutes })
    .onConflictDoUpdate({ target: protectionSettings.memberId, set: { realityCheckMinutes: minutes, updatedAt: new Date() } });
}

/**
 * The reality check of a session: the member's interval, the session's start (its sign-in) and the
 * rounds settled since then, with the net position (wins − stakes).
 */
export async function realityCheck(db: Db, memberId: number, sessionStartedAt: Date): Promise<RealityCheck> {
  const [intervalMinutes, play] = await Promise.all([
    realityCheckMinutes(db, memberId),
    rounds.playSince(db, memberId, sessionStartedAt),
  ]);
  return { intervalMinutes, sessionStartedAt: sessionStartedAt.toISOString(), ...play, net: play.wins - play.stakes };
}
