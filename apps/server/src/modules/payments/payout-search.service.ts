import { sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { payoutAccounts } from './payments.tables';

/**
 * The operator's member search by payout account (issue 20): the members who hold (or held: a
 * removed account still names who used it) a payout account whose number contains `q`, letters
 * and digits only, in any case. At most `limit` members; the caller scopes them by merchant.
 */
export async function memberIdsByPayoutNumber(db: Db, q: string, limit = 1000): Promise<number[]> {
  const wanted = q.replace(/[^0-9A-Za-z]/g, '').toUpperCase();
  if (!wanted) return [];
  const rows = await db
    .selectDistinct({ memberId: payoutAccounts.memberId })
    .from(payoutAccounts)
    .where(sql`strpos(upper(regexp_replace(${payoutAccounts.accountNumber}, '[^0-9A-Za-z]', '', 'g')), ${wanted}) > 0`)
    .limit(limit);
  return rows.map((r) => r.memberId);
}
