import { eq } from 'drizzle-orm';
import type { ProtectionDefaults, RealityCheck, RealityCheckMinutes } from '@jade/contract/protection';
import type { Db } from '../../db/client';
import { AppError } from '../../lib/app-error';
import * as rounds from '../rounds/rounds.service';
import { protectionDefaults, protectionSettings } from './protection.tables';

export { cancelPending, checkBet, checkDeposit, getLimits, setLimit, type BetRefusal } from './protection.limits';
export { exclude, exclusionHistory, exclusionOf, exclusionsOf, notExcludedSql } from './protection.exclusions';

/**
 * Player protection (issue 21): the member's own choices, the merchant's defaults, and what the
 * reality check reports about the session it runs in.
 */
export async function getDefaults(db: Db, merchantId: number): Promise<ProtectionDefaults> {
  const [row] = await db.select().from(protectionDefaults).where(eq(protectionDefaults.merchantId, merchantId));
  return {
    realityCheckMinutes: (row?.realityCheckMinutes ?? 0) as RealityCheckMinutes,
    realityCheckRequired: row?.realityCheckRequired ?? false,
  };
}

export async function saveDefaults(db: Db, merchantId: number, d: ProtectionDefaults): Promise<ProtectionDefaults> {
  const values = { realityCheckMinutes: d.realityCheckMinutes, realityCheckRequired: d.realityCheckRequired };
  await db
    .insert(protectionDefaults)
    .values({ merchantId, ...values })
    .onConflictDoUpdate({ target: protectionDefaults.merchantId, set: { ...values, updatedAt: new Date() } });
  return getDefaults(db, merchantId);
}

/**
 * The member's interval: their own choice, else the merchant's default; when the merchant requires
 * a check, a choice of "off" (made before it did) gives way to the default.
 */
async function effectiveMinutes(db: Db, merchantId: number, memberId: number) {
  const [defaults, [row]] = await Promise.all([
    getDefaults(db, merchantId),
    db
      .select({ minutes: protectionSettings.realityCheckMinutes })
      .from(protectionSettings)
      .where(eq(protectionSettings.memberId, memberId)),
  ]);
  const own = row ? (row.minutes as RealityCheckMinutes) : null;
  const minutes = own === null || (own === 0 && defaults.realityCheckRequired) ? defaults.realityCheckMinutes : own;
  return { minutes, required: defaults.realityCheckRequired };
}

export async function setRealityCheckMinutes(db: Db, merchantId: number, memberId: number, minutes: RealityCheckMinutes) {
  if (minutes === 0 && (await getDefaults(db, merchantId)).realityCheckRequired)
    throw new AppError('PROTECTION_REALITY_CHECK_REQUIRED', 'A reality check is required: choose how often', [
      { path: 'intervalMinutes', message: 'required' },
    ]);
  await db
    .insert(protectionSettings)
    .values({ memberId, realityCheckMinutes: minutes })
    .onConflictDoUpdate({ target: protectionSettings.memberId, set: { realityCheckMinutes: minutes, updatedAt: new Date() } });
}

/**
 * The reality check of a session: the member's interval, the session's start (its sign-in) and the
 * rounds settled since then, with the net position (wins − stakes).
 */
export async function realityCheck(db: Db, merchantId: number, memberId: number, sessionStartedAt: Date): Promise<RealityCheck> {
  const [interval, play] = await Promise.all([
    effectiveMinutes(db, merchantId, memberId),
    rounds.playSince(db, memberId, sessionStartedAt),
  ]);
  return {
    intervalMinutes: interval.minutes,
    required: interval.required,
    sessionStartedAt: sessionStartedAt.toISOString(),
    ...play,
    net: play.wins - play.stakes,
  };
}
