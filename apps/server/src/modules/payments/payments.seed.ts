import { eq } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { deposits } from './payments.tables';

/**
 * Writers for the demo seed (`src/seed/`): a deposit order as given (its order number, request id
 * and date chosen by the seed's story), and its decision dated back. The money of an approved one
 * still moves through `approveDeposit` and the wallet. Not for request handlers.
 */
export async function addDeposit(db: Db, row: typeof deposits.$inferInsert) {
  const [d] = await db.insert(deposits).values(row).returning();
  return d!;
}

/** Dates a decided deposit's decision back to `at`. */
export async function backdateDepositDecision(db: Db, id: number, at: Date) {
  await db.update(deposits).set({ decidedAt: at }).where(eq(deposits.id, id));
}
