import { and, asc, count, desc, eq, inArray, ne, sql } from 'drizzle-orm';
import type { PointItem, Redemption, RedeemRequest } from '@jade/contract/points';
import type { Db } from '../../db/client';
import { toInt, toIso } from '../../db/normalize';
import { offsetOf } from '../../db/paging';
import { LOCKS } from '../../db/locks';
import { AppError } from '../../lib/app-error';
import { pickText } from '../../lib/lang';
import * as system from '../system/system.service';
import * as wallet from '../wallet/wallet.service';
import { balanceOf, movePoints } from './promotions.points';
import { pointItems, pointRedemptions } from './promotions.tables';
import { totalsOf } from './promotions.vip';

type ItemRow = typeof pointItems.$inferSelect;
type RedemptionRow = typeof pointRedemptions.$inferSelect;
type Member = { id: number; merchantId: number; username: string };

/** How many of each item the member holds (redemptions not rejected). */
async function redeemedOf(db: Db, memberId: number, itemIds: number[]): Promise<Map<number, number>> {
  if (itemIds.length === 0) return new Map();
  const rows = await db
    .select({ itemId: pointRedemptions.itemId, n: sql<string>`sum(${pointRedemptions.quantity})` })
    .from(pointRedemptions)
    .where(
      and(
        eq(pointRedemptions.memberId, memberId),
        inArray(pointRedemptions.itemId, itemIds),
        ne(pointRedemptions.status, 'REJECTED'),
      ),
    )
    .groupBy(pointRedemptions.itemId);
  return new Map(rows.map((r) => [r.itemId, toInt(r.n)]));
}

/** getPointReward: the mall's enabled items, with what the member has redeemed and can redeem. */
export async function mallOf(db: Db, merchantId: number, member: Member | null, lang: string): Promise<PointItem[]> {
  const items = await db
    .select()
    .from(pointItems)
    .where(and(eq(pointItems.merchantId, merchantId), eq(pointItems.enabled, true)))
    .orderBy(asc(pointItems.sequence), asc(pointItems.id));
  const held = member
    ? await redeemedOf(
        db,
        member.id,
        items.map((i) => i.id),
      )
    : new Map<number, number>();
  const points = member ? await balanceOf(db, member.id) : 0;
  const validBet = member ? (await totalsOf(db, merchantId, [member.id])).get(member.id)!.validBet : 0;
  return items.map((i) => {
    const redeemed = held.get(i.id) ?? 0;
    const available =
      member !== null &&
      (i.stock === null || i.stock > 0) &&
      (i.perMemberLimit === null || redeemed < i.perMemberLimit) &&
      points >= i.points &&
      validBet >= toInt(i.minValidBet);
    return {
      id: i.id,
      kind: i.kind,
      name: pickText(i.name, lang),
      imageUrl: i.imageUrl,
      points: i.points,
      amount: toInt(i.amount),
      stock: i.stock,
      perMemberLimit: i.perMemberLimit,
      minValidBet: toInt(i.minValidBet),
      redeemed,
      available,
    };
  });
}

export function presentRedemption(r: RedemptionRow, item: Pick<ItemRow, 'name' | 'kind'>, lang: string): Redemption {
  return {
    id: r.id,
    itemId: r.itemId,
    name: pickText(item.name, lang),
    kind: item.kind,
    quantity: r.quantity,
    points: toInt(r.points),
    amount: toInt(r.amount),
    status: r.status,
    remark: r.remark,
    time: toIso(r.createdAt),
  };
}

/**
 * MCS2_redeemPointReward (after the payment password): once per request id. In one transaction the
 * item's stock is taken by a conditional update (never below zero, so two members racing for the
 * last one get one each at most), the member's limit is checked under the item's row lock, the
 * points leave (never below zero), and a cash item credits its money at once; goods wait for the
 * operator (IN_PROCESS).
 */
export async function redeem(db: Db, member: Member, input: RedeemRequest, lang: string) {
  const [item] = await db
    .select()
    .from(pointItems)
    .where(and(eq(pointItems.merchantId, member.merchantId), eq(pointItems.id, input.itemId)));
  if (!item) throw new AppError('POINT_ITEM_NOT_FOUND', `No item ${input.itemId}`);
  const validBet = (await totalsOf(db, member.merchantId, [member.id])).get(member.id)!.validBet;
  if (validBet < toInt(item.minValidBet)) throw new AppError('POINT_REQUIREMENT_NOT_MET', 'The item asks more valid bet');
  return db.transaction(async (tx) => {
    // One redemption of the member at a time: a double click finds the first one's row, not a key clash.
    await tx.execute(sql`select pg_advisory_xact_lock(${LOCKS.merchant.memberPoints}::int, ${member.id}::int)`);
    const [again] = await tx
      .select()
      .from(pointRedemptions)
      .where(and(eq(pointRedemptions.memberId, member.id), eq(pointRedemptions.requestId, input.requestId)));
    if (again) return { redemption: presentRedemption(again, item, lang), points: await balanceOf(tx, member.id), balance: null };
    const [taken] = await tx
      .update(pointItems)
      .set({ stock: sql`case when ${pointItems.stock} is null then null else ${pointItems.stock} - ${input.quantity} end` })
      .where(
        and(
          eq(pointItems.id, item.id),
          eq(pointItems.enabled, true),
          sql`(${pointItems.stock} is null or ${pointItems.stock} >= ${input.quantity})`,
        ),
      )
      .returning();
    if (!taken) throw new AppError('POINT_ITEM_UNAVAILABLE', 'Out of stock or no longer offered');
    // The item's row is locked by the update: the member's count is read with no redemption racing it.
    const held = (await redeemedOf(tx, member.id, [item.id])).get(item.id) ?? 0;
    if (taken.perMemberLimit !== null && held + input.quantity > taken.perMemberLimit)
      throw new AppError('POINT_LIMIT_REACHED', `At most ${taken.perMemberLimit} per member`);
    const points = taken.points * input.quantity;
    const amount = toInt(taken.amount) * input.quantity;
    const cash = taken.kind === 'CASH';
    const [r] = await tx
      .insert(pointRedemptions)
      .values({
        merchantId: member.merchantId,
        memberId: member.id,
        itemId: item.id,
        quantity: input.quantity,
        points,
        amount,
        status: cash ? 'APPROVED' : 'IN_PROCESS',
        delivery: input.delivery ?? null,
        requestId: input.requestId,
        ...(cash ? { decidedAt: new Date() } : {}),
      })
      .returning();
    const left = await movePoints(tx, {
      merchantId: member.merchantId,
      memberId: member.id,
      kind: 'REDEEM',
      sourceKey: `redeem:${r!.id}`,
      delta: -points,
    });
    let balance: number | null = null;
    if (cash) {
      const { currency } = await system.getMerchant(tx, member.merchantId);
      const res = await wallet.transfer(tx, {
        merchantId: member.merchantId,
        from: await wallet.systemAccount(tx, member.merchantId, 'bonus', currency),
        to: await wallet.walletOf(tx, member.merchantId, member.id, currency),
        amount,
        idempotencyKey: `points:redeem:${r!.id}`,
        type: 'BONUS',
        reason: `points mall: ${pickText(taken.name, 'en')}`,
        actor: member.username,
      });
      await tx.update(pointRedemptions).set({ transferId: res.transferId }).where(eq(pointRedemptions.id, r!.id));
      balance = res.toBalance;
    }
    return { redemption: presentRedemption(r!, taken, lang), points: left ?? 0, balance };
  });
}

/** getRedeemPointList, or the operator's queue: redemptions newest first. */
export async function redemptionsOf(
  db: Db,
  where: { merchantId: number; memberId?: number; status?: RedemptionRow['status'] | undefined },
  page: { pageNo: number; pageSize: number },
  lang: string,
) {
  const cond = and(
    eq(pointRedemptions.merchantId, where.merchantId),
    where.memberId !== undefined ? eq(pointRedemptions.memberId, where.memberId) : undefined,
    where.status ? eq(pointRedemptions.status, where.status) : undefined,
  );
  const rows = await db
    .select({ r: pointRedemptions, name: pointItems.name, kind: pointItems.kind, username: sql<string>`a.username` })
    .from(pointRedemptions)
    .innerJoin(pointItems, eq(pointItems.id, pointRedemptions.itemId))
    .innerJoin(sql`accounts a`, sql`a.id = ${pointRedemptions.memberId}`)
    .where(cond)
    .orderBy(desc(pointRedemptions.id))
    .limit(page.pageSize)
    .offset(offsetOf(page));
  const [total] = await db.select({ n: count() }).from(pointRedemptions).where(cond);
  return {
    list: rows.map((x) => ({ ...presentRedemption(x.r, x, lang), username: x.username, delivery: x.r.delivery })),
    pageNo: page.pageNo,
    pageSize: page.pageSize,
    total: toInt(total?.n ?? 0),
  };
}
