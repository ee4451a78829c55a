import { and, eq, inArray } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { ledgerEntries, ledgerTransfers } from './wallet.tables';

/**
 * Dates transfers (found by their idempotency keys) and their entries back to `at`. For the demo
 * seed only: its history is written now but the demo story says it happened over past weeks. The
 * amounts and balances are untouched, so the ledger stays append-only in everything but the date.
 */
export async function backdateTransfers(tx: Db, merchantId: number, keys: string[], at: Date) {
  const ids = tx
    .select({ id: ledgerTransfers.id })
    .from(ledgerTransfers)
    .where(and(eq(ledgerTransfers.merchantId, merchantId), inArray(ledgerTransfers.idempotencyKey, keys)));
  await tx.update(ledgerTransfers).set({ createdAt: at }).where(inArray(ledgerTransfers.id, ids));
  await tx.update(ledgerEntries).set({ createdAt: at }).where(inArray(ledgerEntries.transferId, ids));
}
