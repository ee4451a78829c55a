import { and, eq, sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { AppError } from '../../lib/app-error';
import { operatorSettings, secondApprovals } from './operators.tables';

/** The amount above which money moves need a second operator (null: never). */
export async function fourEyesAmount(db: Db, merchantId: number): Promise<number | null> {
  const [row] = await db.select().from(operatorSettings).where(eq(operatorSettings.merchantId, merchantId));
  return row?.fourEyesAmount ?? null;
}

export async function setFourEyesAmount(db: Db, merchantId: number, amount: number | null) {
  await db
    .insert(operatorSettings)
    .values({ merchantId, fourEyesAmount: amount })
    .onConflictDoUpdate({ target: operatorSettings.merchantId, set: { fourEyesAmount: amount } });
  return { fourEyesAmount: amount };
}

/** JSON with sorted keys: terms read back from jsonb (which reorders keys) compare as given. */
const canonical = (v: unknown): string =>
  v !== null && typeof v === 'object' && !Array.isArray(v)
    ? `{${Object.keys(v)
        .sort()
        .map((k) => `${JSON.stringify(k)}:${canonical((v as Record<string, unknown>)[k])}`)
        .join(',')}}`
    : JSON.stringify(v);
const same = (a: unknown, b: unknown) => canonical(a) === canonical(b);

/**
 * Four eyes on a money move of `amount` (its size, minor units): 'go' when it needs no second
 * operator (at or below the merchant's amount, or none set) or this call is the second approval
 * (another operator than the first, the same terms); 'first' when this call is the first approval
 * (recorded in its own transaction: the caller answers that a second operator must approve). The
 * first operator asking again is refused; other terms for the same subject are refused. An
 * approved subject goes ahead for a repeat (the action itself is idempotent).
 */
export async function secondApproval(
  db: Db,
  merchantId: number,
  m: { action: string; subject: string; amount: number; terms: unknown; by: string },
): Promise<'go' | 'first'> {
  const limit = await fourEyesAmount(db, merchantId);
  if (limit === null || Math.abs(m.amount) <= limit) return 'go';
  return db.transaction(async (tx) => {
    const key = and(
      eq(secondApprovals.merchantId, merchantId),
      eq(secondApprovals.action, m.action),
      eq(secondApprovals.subject, m.subject),
    );
    const inserted = await tx
      .insert(secondApprovals)
      .values({ merchantId, action: m.action, subject: m.subject, terms: m.terms, firstBy: m.by })
      .onConflictDoNothing()
      .returning({ id: secondApprovals.id });
    if (inserted.length > 0) return 'first';
    const [row] = await tx.select().from(secondApprovals).where(key).for('update');
    if (!row) throw new AppError('CONFLICT', 'The approval changed meanwhile; try again');
    if (!same(row.terms, m.terms)) throw new AppError('CONFLICT', 'A first approval of this was given with other terms');
    if (row.approvedAt) return 'go';
    if (row.firstBy === m.by)
      throw new AppError('OPS_SECOND_APPROVAL_SAME_OPERATOR', 'A second operator must approve what you approved first');
    await tx
      .update(secondApprovals)
      .set({ secondBy: m.by, approvedAt: sql`now()` })
      .where(eq(secondApprovals.id, row.id));
    return 'go';
  });
}

/** Forgets an approval once its action is done, so the same change later needs two operators again. */
export async function forgetApproval(db: Db, merchantId: number, action: string, subject: string) {
  await db
    .delete(secondApprovals)
    .where(
      and(eq(secondApprovals.merchantId, merchantId), eq(secondApprovals.action, action), eq(secondApprovals.subject, subject)),
    );
}
