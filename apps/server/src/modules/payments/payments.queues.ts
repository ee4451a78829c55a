import { and, count, eq, inArray } from 'drizzle-orm';
import { z } from 'zod';
import { IsoDay } from '@jade/contract/common';
import { OpsDepositListQuery, OpsWithdrawalListQuery, WithdrawalStatus } from '@jade/contract/payments';
import type { Db } from '../../db/client';
import { dayRange } from '../../lib/dates';
import * as members from '../members/members.service';
import { deposits, withdrawals } from './payments.tables';

/** The statuses of a dispute the operator has still to resolve (the member's answer after payment). */
export const OPEN_DISPUTE: readonly WithdrawalStatus[] = ['PARTIAL', 'NOT_RECEIVED'];

/**
 * The operator's queue filters on top of the contract's paging and status: one member (username,
 * any case), and an inclusive range of days in the operator's time zone (`tz` minutes east of UTC).
 */
const QueueFilter = z.object({
  username: z.string().trim().min(1).max(64).optional(),
  from: IsoDay.optional(),
  to: IsoDay.optional(),
  tz: z.coerce.number().int().min(-720).max(840).default(0),
});
export const OpsDepositQueueQuery = OpsDepositListQuery.extend(QueueFilter.shape);
/** `status=DISPUTED`: the open disputes (PARTIAL or NOT_RECEIVED) together. */
export const OpsWithdrawalQueueQuery = OpsWithdrawalListQuery.extend({
  ...QueueFilter.shape,
  status: z.union([WithdrawalStatus, z.literal('DISPUTED')]).optional(),
});

/** What the finance menu's badge counts: deposits to decide, withdrawals to pay, disputes to resolve. */
export const QueueCounts = z.object({
  deposits: z.number().int(),
  withdrawals: z.number().int(),
  disputes: z.number().int(),
});

/**
 * The member a queue is filtered to and the instants of its days: `memberId` null for every
 * member, `none` when the username names nobody (the list is empty, not everyone's).
 */
export async function queueScope(db: Db, merchantId: number, q: z.infer<typeof QueueFilter>) {
  const range = dayRange(q);
  if (!q.username) return { memberId: null, none: false, ...range };
  const member = await members.findByUsername(db, merchantId, q.username);
  return { memberId: member?.id ?? null, none: !member, ...range };
}

export async function queueCounts(db: Db, merchantId: number): Promise<z.infer<typeof QueueCounts>> {
  const [d] = await db
    .select({ n: count() })
    .from(deposits)
    .where(and(eq(deposits.merchantId, merchantId), eq(deposits.status, 'PENDING')));
  const [w] = await db
    .select({ n: count() })
    .from(withdrawals)
    .where(and(eq(withdrawals.merchantId, merchantId), eq(withdrawals.status, 'PENDING')));
  const [x] = await db
    .select({ n: count() })
    .from(withdrawals)
    .where(and(eq(withdrawals.merchantId, merchantId), inArray(withdrawals.status, [...OPEN_DISPUTE])));
  return { deposits: d?.n ?? 0, withdrawals: w?.n ?? 0, disputes: x?.n ?? 0 };
}
