import { and, count, eq, gte, lt } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { accounts } from './members.tables';

/** Players (member accounts, not trial, agents or staff) of a merchant registered in [from, to). */
export async function newPlayers(db: Db, merchantId: number, from: Date, to: Date): Promise<number> {
  const [row] = await db
    .select({ n: count() })
    .from(accounts)
    .where(
      and(eq(accounts.merchantId, merchantId), eq(accounts.type, 0), gte(accounts.createdAt, from), lt(accounts.createdAt, to)),
    );
  return row?.n ?? 0;
}
