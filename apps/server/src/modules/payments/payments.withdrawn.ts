import { and, eq, inArray, notInArray } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { toInt } from '../../db/normalize';
import { withdrawals } from './payments.tables';

/**
 * What these members took out by withdrawal: each withdrawal paid out (PAID and every state after
 * it but a rejection), less what a dispute refunded, with when it was requested (the withdrawable
 * amount — the balance less the bonuses whose turnover is not met — was checked then). Waiting
 * (PENDING) and rejected withdrawals took nothing out.
 */
export async function withdrawnBy(
  db: Db,
  merchantId: number,
  memberIds: number[],
): Promise<{ memberId: number; amount: number; at: Date }[]> {
  if (memberIds.length === 0) return [];
  const rows = await db
    .select({
      memberId: withdrawals.memberId,
      amount: withdrawals.amount,
      refunded: withdrawals.refundedAmount,
      at: withdrawals.createdAt,
    })
    .from(withdrawals)
    .where(
      and(
        eq(withdrawals.merchantId, merchantId),
        inArray(withdrawals.memberId, memberIds),
        notInArray(withdrawals.status, ['PENDING', 'REJECTED']),
      ),
    );
  return rows
    .map((r) => ({ memberId: r.memberId, amount: toInt(r.amount) - toInt(r.refunded ?? 0), at: new Date(r.at) }))
    .filter((r) => r.amount > 0);
}
