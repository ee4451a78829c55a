import { and, desc, eq, gt, isNull, lte, or, sql, type SQL } from 'drizzle-orm';
import { endOf, type Exclusion, type ExclusionDuration, type ExclusionKind } from '@jade/contract/protection';
import type { Db } from '../../db/client';
import { LOCKS } from '../../db/locks';
import * as wallet from '../wallet/wallet.service';
import { protectionExclusions } from './protection.tables';

type Row = typeof protectionExclusions.$inferSelect;
const present = (r: Row): Exclusion => ({
  kind: r.kind,
  startedAt: r.startsAt.toISOString(),
  endsAt: r.endsAt?.toISOString() ?? null,
});
const inForce = (now: Date) =>
  and(lte(protectionExclusions.startsAt, now), or(isNull(protectionExclusions.endsAt), gt(protectionExclusions.endsAt, now)));
/** The one that ends last first: for good, then the latest end. */
const lastEnding = [sql`${protectionExclusions.endsAt} desc nulls first`, desc(protectionExclusions.id)];

/** The member's break or exclusion in force (the one that ends last), or null. */
export async function exclusionOf(db: Db, memberId: number, now = new Date()): Promise<Exclusion | null> {
  const [row] = await db
    .select()
    .from(protectionExclusions)
    .where(and(eq(protectionExclusions.memberId, memberId), inForce(now)))
    .orderBy(...lastEnding)
    .limit(1);
  return row ? present(row) : null;
}

/**
 * An SQL condition: the account in `idColumn` is neither on a break nor self-excluded now (for the
 * bulk sends that stop for them: marketing messages to everyone or to a team).
 */
export const notExcludedSql = (idColumn: SQL) =>
  sql`not exists (select 1 from ${protectionExclusions} x where x.member_id = ${idColumn} and x.starts_at <= now()
    and (x.ends_at is null or x.ends_at > now()))`;

/** The breaks and exclusions in force of some members (a team page), by member id. */
export async function exclusionsOf(db: Db, memberIds: number[], now = new Date()): Promise<Map<number, Exclusion>> {
  if (memberIds.length === 0) return new Map();
  const rows = await db
    .select()
    .from(protectionExclusions)
    // One array parameter, however many members (a reward batch may hold more than 65,535).
    .where(and(sql`${protectionExclusions.memberId} = any(${`{${memberIds.join(',')}}`}::int[])`, inForce(now)))
    .orderBy(...lastEnding);
  const out = new Map<number, Exclusion>();
  for (const r of rows) if (!out.has(r.memberId)) out.set(r.memberId, present(r));
  return out;
}

/**
 * Starts a break or an exclusion now, in the caller's transaction (which also ends the member's
 * sessions): recorded for good, and the member's bets take the guarded path, which refuses them.
 */
export async function exclude(tx: Db, memberId: number, kind: ExclusionKind, duration: ExclusionDuration, now = new Date()) {
  await tx.execute(sql`select pg_advisory_xact_lock(${LOCKS.merchant.memberProtection}::int, ${memberId}::int)`);
  const [row] = await tx
    .insert(protectionExclusions)
    .values({ memberId, kind, duration, startsAt: now, endsAt: endOf(duration, now) })
    .returning();
  await wallet.setGuard(tx, memberId, true);
  return present(row!);
}

/** Every break and exclusion the member took, newest first (the operator's view). */
export async function exclusionHistory(db: Db, memberId: number) {
  const rows = await db
    .select()
    .from(protectionExclusions)
    .where(eq(protectionExclusions.memberId, memberId))
    .orderBy(desc(protectionExclusions.startsAt), desc(protectionExclusions.id));
  return rows.map((r) => ({ ...present(r), duration: r.duration }));
}
