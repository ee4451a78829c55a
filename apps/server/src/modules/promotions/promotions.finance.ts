import { and, isNotNull, eq, sql } from 'drizzle-orm';
import type { OpsPromotion } from '@jade/contract/promotions';
import type { Db } from '../../db/client';
import { toInt } from '../../db/normalize';
import * as payments from '../payments/payments.service';
import { rewardGrants } from './promotions.tables';

/**
 * The finance view of what each promotion cost (`GET /ops/promotions`: each one's `cost`, and the
 * `totals` of all). Counts of rewards and their amounts:
 *
 * - granted: put in reward centres (rejected duplicates aside, counted apart as `rejected`);
 * - claimed: moved into members' wallets as bonuses (the money paid);
 * - turnover reached: claimed bonuses whose turnover is complete, so withdrawable;
 * - withdrawn: the part of those bonuses that left by withdrawal. Money in a wallet is one sum, so
 *   this is a rule of attribution: each withdrawal a member had paid out (less a dispute's refund;
 *   `payments.withdrawnBy`) is set against that member's promotion bonuses whose turnover was
 *   reached before it was requested, oldest reached first, each bonus at most its amount; what a
 *   withdrawal leaves over was the member's own money. A bonus counts as withdrawn (`withdrawn`)
 *   when any of it was;
 * - expired: granted and left unclaimed past its claim days.
 */
export type Cost = OpsPromotion['cost'];
export const NO_COST: Cost = {
  granted: 0,
  grantedAmount: 0,
  claimed: 0,
  claimedAmount: 0,
  turnoverComplete: 0,
  turnoverCompleteAmount: 0,
  withdrawn: 0,
  withdrawnAmount: 0,
  expired: 0,
  rejected: 0,
};

type Reached = { id: number; memberId: number; amount: number; reachedAt: Date };

/**
 * How much of each bonus whose turnover was reached was withdrawn (pure): per member, each
 * withdrawal in time order is set against the bonuses reached by then, oldest first, each at most
 * its amount.
 */
export function withdrawnOfBonuses(bonuses: Reached[], withdrawals: { memberId: number; amount: number; at: Date }[]) {
  const out = new Map<number, number>();
  const byMember = new Map<number, Reached[]>();
  for (const b of [...bonuses].sort((x, y) => x.reachedAt.getTime() - y.reachedAt.getTime() || x.id - y.id))
    byMember.set(b.memberId, [...(byMember.get(b.memberId) ?? []), b]);
  for (const w of [...withdrawals].sort((x, y) => x.at.getTime() - y.at.getTime())) {
    let left = w.amount;
    for (const b of byMember.get(w.memberId) ?? []) {
      if (left === 0 || b.reachedAt.getTime() > w.at.getTime()) break;
      const taken = Math.min(left, b.amount - (out.get(b.id) ?? 0));
      if (taken <= 0) continue;
      out.set(b.id, (out.get(b.id) ?? 0) + taken);
      left -= taken;
    }
  }
  return out;
}

/** Each promotion's cost, and all of them together. */
export async function costs(db: Db, merchantId: number): Promise<{ byPromotion: Map<number, Cost>; totals: Cost }> {
  const rows = await db
    .select({
      id: rewardGrants.promotionId,
      granted: sql<string>`count(*) filter (where ${rewardGrants.state} <> 'REJECTED')`,
      grantedAmount: sql<string>`coalesce(sum(${rewardGrants.amount}) filter (where ${rewardGrants.state} <> 'REJECTED'), 0)`,
      rejected: sql<string>`count(*) filter (where ${rewardGrants.state} = 'REJECTED')`,
      claimed: sql<string>`count(*) filter (where ${rewardGrants.state} = 'CLAIMED')`,
      claimedAmount: sql<string>`coalesce(sum(${rewardGrants.amount}) filter (where ${rewardGrants.state} = 'CLAIMED'), 0)`,
      expired: sql<string>`count(*) filter (where ${rewardGrants.state} = 'CLAIM' and ${rewardGrants.claimableUntil} <= now())`,
    })
    .from(rewardGrants)
    .where(and(eq(rewardGrants.merchantId, merchantId), isNotNull(rewardGrants.promotionId)))
    .groupBy(rewardGrants.promotionId);
  // The claimed promotion bonuses whose turnover is complete (the wallet's bonus record of the claim).
  const reached = (
    (await db.execute(sql`select rg.id, rg.promotion_id, rg.member_id, rg.amount, bg.completed_at
      from reward_grants rg join bonus_grants bg on bg.transfer_id = rg.transfer_id
     where rg.merchant_id = ${merchantId}::int and rg.promotion_id is not null and bg.status = 'COMPLETED'`)) as unknown as {
      rows: { id: number; promotion_id: number; member_id: number; amount: string | number; completed_at: string | Date }[];
    }
  ).rows.map((r) => ({
    id: Number(r.id),
    promotionId: Number(r.promotion_id),
    memberId: Number(r.member_id),
    amount: toInt(r.amount),
    reachedAt: new Date(r.completed_at),
  }));
  const withdrawals = await payments.withdrawnBy(db, merchantId, [...new Set(reached.map((b) => b.memberId))]);
  const withdrawn = withdrawnOfBonuses(reached, withdrawals);

  const byPromotion = new Map<number, Cost>(
    rows.map((r) => [
      r.id!,
      {
        ...NO_COST,
        granted: toInt(r.granted),
        grantedAmount: toInt(r.grantedAmount),
        claimed: toInt(r.claimed),
        claimedAmount: toInt(r.claimedAmount),
        expired: toInt(r.expired),
        rejected: toInt(r.rejected),
      },
    ]),
  );
  for (const b of reached) {
    const c = byPromotion.get(b.promotionId);
    if (!c) continue;
    const w = withdrawn.get(b.id) ?? 0;
    c.turnoverComplete += 1;
    c.turnoverCompleteAmount += b.amount;
    c.withdrawn += w > 0 ? 1 : 0;
    c.withdrawnAmount += w;
  }
  const totals = { ...NO_COST };
  for (const c of byPromotion.values()) for (const k of Object.keys(totals) as (keyof Cost)[]) totals[k] += c[k];
  return { byPromotion, totals };
}
