import { and, desc, eq, sql } from 'drizzle-orm';
import type { BonusRecord } from '@jade/contract/wallet';
import type { Db } from '../../db/client';
import { toInt } from '../../db/normalize';
import { bonusGrants } from './wallet.tables';

const iso = (d: Date | string | null) => (d ? new Date(d).toISOString() : null);

/** Records a bonus grant for a ledger credit already made (the transfer id makes it once only). */
export async function recordBonusGrant(
  db: Db,
  g: {
    merchantId: number;
    memberId: number;
    name: string;
    amount: number;
    turnover: number;
    transferId: number;
    /** Only settled stakes of these game categories count toward the turnover (absent: every category). */
    categories?: readonly string[] | null;
  },
) {
  await db
    .insert(bonusGrants)
    .values({
      merchantId: g.merchantId,
      memberId: g.memberId,
      name: g.name,
      amount: g.amount,
      turnoverRequired: g.turnover,
      status: g.turnover === 0 ? 'COMPLETED' : 'ACTIVE',
      completedAt: g.turnover === 0 ? new Date() : null,
      transferId: g.transferId,
      categories: g.categories ? [...g.categories] : null,
    })
    .onConflictDoNothing();
}

/** The bonus money not yet withdrawable: the amounts of grants whose turnover is not met. */
export async function lockedBonus(db: Db, memberId: number): Promise<number> {
  const [row] = await db
    .select({ total: sql<string>`coalesce(sum(${bonusGrants.amount}), 0)` })
    .from(bonusGrants)
    .where(and(eq(bonusGrants.memberId, memberId), eq(bonusGrants.status, 'ACTIVE')));
  return toInt(row?.total ?? 0);
}

/**
 * Counts a settled stake of a game category toward the member's active bonuses that count that
 * category; those that reach their turnover complete.
 */
export async function addTurnover(db: Db, memberId: number, stake: number, category: string) {
  if (stake <= 0) return;
  await db
    .update(bonusGrants)
    .set({
      turnoverDone: sql`least(${bonusGrants.turnoverDone} + ${stake}, ${bonusGrants.turnoverRequired})`,
      status: sql`case when ${bonusGrants.turnoverDone} + ${stake} >= ${bonusGrants.turnoverRequired} then 'COMPLETED' else 'ACTIVE' end`,
      completedAt: sql`case when ${bonusGrants.turnoverDone} + ${stake} >= ${bonusGrants.turnoverRequired} then now() else null end`,
    })
    .where(
      and(
        eq(bonusGrants.memberId, memberId),
        eq(bonusGrants.status, 'ACTIVE'),
        sql`(${bonusGrants.categories} is null or ${category}::text = any(${bonusGrants.categories}))`,
      ),
    );
}

export async function listBonuses(db: Db, memberId: number): Promise<BonusRecord[]> {
  const rows = await db.select().from(bonusGrants).where(eq(bonusGrants.memberId, memberId)).orderBy(desc(bonusGrants.id));
  return rows.map((b) => ({
    id: b.id,
    name: b.name,
    amount: toInt(b.amount),
    turnoverRequired: toInt(b.turnoverRequired),
    turnoverDone: toInt(b.turnoverDone),
    status: b.status,
    createdAt: iso(b.createdAt)!,
    completedAt: iso(b.completedAt),
  }));
}
