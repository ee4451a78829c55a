import { eq } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { customerServiceChannels, merchants, resources } from './system.tables';

/**
 * Writers for the demo seed (`src/seed/`), which reaches the system's tables through its service
 * like any other code: rows as given, in bulk, with none of the operator rules (the seed's data is
 * known good). Not for request handlers.
 */
type Insert<T extends { $inferInsert: unknown }> = T['$inferInsert'];

/** Sets the merchant's own fields (name, currency, domains, business day …). */
export async function updateMerchant(db: Db, merchantId: number, patch: Partial<Omit<Insert<typeof merchants>, 'id'>>) {
  await db.update(merchants).set(patch).where(eq(merchants.id, merchantId));
}

export async function addCustomerServiceChannels(db: Db, rows: Insert<typeof customerServiceChannels>[]) {
  if (rows.length > 0) await db.insert(customerServiceChannels).values(rows);
}

export async function addResources(db: Db, rows: Insert<typeof resources>[]) {
  if (rows.length > 0) await db.insert(resources).values(rows);
}
