import { and, eq, inArray } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { toInt } from '../../db/normalize';
import { ledgerAccounts, walletBalances } from './wallet.tables';

/**
 * The main-wallet balances of many members in one read (the operator's member search), without
 * creating a wallet for whoever has none yet: a member without one has 0.
 */
export async function mainBalances(db: Db, merchantId: number, ownerIds: number[]): Promise<Map<number, number>> {
  const found = new Map<number, number>();
  if (ownerIds.length === 0) return found;
  const rows = await db
    .select({ ownerId: ledgerAccounts.ownerId, balance: walletBalances.balance })
    .from(ledgerAccounts)
    .innerJoin(walletBalances, eq(walletBalances.accountId, ledgerAccounts.id))
    .where(
      and(
        eq(ledgerAccounts.merchantId, merchantId),
        eq(ledgerAccounts.kind, 'wallet'),
        inArray(
          ledgerAccounts.code,
          ownerIds.map((id) => `wallet:${id}`),
        ),
      ),
    );
  for (const r of rows) if (r.ownerId !== null) found.set(r.ownerId, toInt(r.balance));
  return found;
}
