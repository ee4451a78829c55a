import { and, asc, eq, sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { LOCKS } from '../../db/locks';
import { toInt } from '../../db/normalize';
import { AppError } from '../../lib/app-error';
import { presentRedemption } from './promotions.mall';
import { movePoints } from './promotions.points';
import { pointItems, pointRedemptions } from './promotions.tables';

type ItemRow = typeof pointItems.$inferSelect;

/**
 * The operator decides a goods redemption once: approved (sent), or rejected with the points back
 * and the stock restored, in one transaction; a decided one is refused.
 */
export async function decide(db: Db, merchantId: number, id: number, approve: boolean, remark: string | undefined) {
  return db.transaction(async (tx) => {
    const [r] = await tx
      .update(pointRedemptions)
      .set({ status: approve ? 'APPROVED' : 'REJECTED', remark: remark ?? null, decidedAt: new Date() })
      .where(
        and(eq(pointRedemptions.merchantId, merchantId), eq(pointRedemptions.id, id), eq(pointRedemptions.status, 'IN_PROCESS')),
      )
      .returning();
    if (!r) {
      const [exists] = await tx
        .select({ id: pointRedemptions.id })
        .from(pointRedemptions)
        .where(and(eq(pointRedemptions.merchantId, merchantId), eq(pointRedemptions.id, id)));
      throw exists
        ? new AppError('REDEMPTION_DECIDED', 'Already decided')
        : new AppError('REDEMPTION_NOT_FOUND', `No redemption ${id}`);
    }
    if (!approve) {
      // The member's points lock first, then the item, then the balance: the order a redemption
      // takes them in, so a refund and the member's redemption of the same item never deadlock.
      await tx.execute(sql`select pg_advisory_xact_lock(${LOCKS.merchant.memberPoints}::int, ${r.memberId}::int)`);
      await tx
        .update(pointItems)
        .set({ stock: sql`case when ${pointItems.stock} is null then null else ${pointItems.stock} + ${r.quantity} end` })
        .where(eq(pointItems.id, r.itemId));
      await movePoints(tx, {
        merchantId,
        memberId: r.memberId,
        kind: 'REFUND',
        sourceKey: `refund:${r.id}`,
        delta: toInt(r.points),
      });
    }
    const [item] = await tx.select().from(pointItems).where(eq(pointItems.id, r.itemId));
    return presentRedemption(r, item!, 'en');
  });
}

type ItemInput = Omit<ItemRow, 'id' | 'merchantId' | 'name'> & { name: Partial<Record<string, string>> };
const presentOps = (i: ItemRow) => ({ ...i, amount: toInt(i.amount), minValidBet: toInt(i.minValidBet) });

export async function itemsForOps(db: Db, merchantId: number) {
  const rows = await db
    .select()
    .from(pointItems)
    .where(eq(pointItems.merchantId, merchantId))
    .orderBy(asc(pointItems.sequence), asc(pointItems.id));
  return rows.map(presentOps);
}

export async function itemForOps(db: Db, merchantId: number, id: number) {
  const [i] = await db
    .select()
    .from(pointItems)
    .where(and(eq(pointItems.merchantId, merchantId), eq(pointItems.id, id)));
  if (!i) throw new AppError('POINT_ITEM_NOT_FOUND', `No item ${id}`);
  return presentOps(i);
}

/** Creates (id null) or changes an item; the stock given is the stock from now on. */
export async function saveItem(db: Db, merchantId: number, id: number | null, input: ItemInput) {
  const row = { ...input, name: input.name as Record<string, string> };
  if (id === null) {
    const [i] = await db
      .insert(pointItems)
      .values({ merchantId, ...row })
      .returning();
    return presentOps(i!);
  }
  await itemForOps(db, merchantId, id);
  const [i] = await db.update(pointItems).set(row).where(eq(pointItems.id, id)).returning();
  return presentOps(i!);
}
