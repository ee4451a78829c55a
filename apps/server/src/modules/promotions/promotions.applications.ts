import { and, count, desc, eq, inArray, ne, sql } from 'drizzle-orm';
import type { ApplyRequest, OpsApplication } from '@jade/contract/promotions';
import type { Db } from '../../db/client';
import { toInt, toIso } from '../../db/normalize';
import { offsetOf } from '../../db/paging';
import { AppError } from '../../lib/app-error';
import { pickText } from '../../lib/lang';
import * as members from '../members/members.service';
import * as payments from '../payments/payments.service';
import { promotionApplications } from './promotions.applications.tables';
import { grantReward } from './promotions.rewards';
import { promotions } from './promotions.tables';

type Row = typeof promotionApplications.$inferSelect;
type PromotionRow = typeof promotions.$inferSelect;
type Member = { id: number; merchantId: number };

/** The member's latest application to each of these promotions, and how many count toward the limit. */
export async function applicationsOf(db: Db, memberId: number, promotionIds: number[]) {
  const out = new Map<number, { latest: Row | null; counted: number }>();
  if (promotionIds.length === 0) return out;
  const rows = await db
    .select()
    .from(promotionApplications)
    .where(and(eq(promotionApplications.memberId, memberId), inArray(promotionApplications.promotionId, promotionIds)))
    .orderBy(desc(promotionApplications.id));
  for (const r of rows) {
    const o = out.get(r.promotionId) ?? { latest: r, counted: 0 };
    if (r.status !== 'REJECTED') o.counted++;
    out.set(r.promotionId, o);
  }
  return out;
}

/**
 * POST /wps/promotions/:id/apply (the promotion already found running): once per request id; the
 * images must be the member's own uploads (png or jpg, 5 MB at most, checked by their bytes when
 * uploaded) and as many as the promotion asks; applications waiting or issued count toward its
 * limit, under the member's row of the promotion locked so two tabs cannot both pass it.
 */
export async function apply(db: Db, member: Member, p: PromotionRow, input: ApplyRequest) {
  const terms = p.terms;
  if (terms.kind !== 'APPLY') throw new AppError('PROMOTION_NOT_ELIGIBLE', 'This promotion takes no applications');
  if (input.uploadIds.length < terms.imagesRequired)
    throw new AppError('VALIDATION_FAILED', `Attach ${terms.imagesRequired} image(s)`, [
      { path: 'uploadIds', message: `at least ${terms.imagesRequired}` },
    ]);
  if (new Set(input.uploadIds).size !== input.uploadIds.length)
    throw new AppError('VALIDATION_FAILED', 'An image is attached twice', [{ path: 'uploadIds', message: 'duplicate' }]);
  await payments.assertOwnUploads(db, member.id, input.uploadIds, 'uploadIds');
  return db.transaction(async (tx) => {
    await tx.execute(sql`select pg_advisory_xact_lock(hashtext(${`apply:${p.id}`}), ${member.id}::int)`);
    const [again] = await tx
      .select()
      .from(promotionApplications)
      .where(and(eq(promotionApplications.memberId, member.id), eq(promotionApplications.requestId, input.requestId)));
    if (again) return again;
    const [n] = await tx
      .select({ n: count() })
      .from(promotionApplications)
      .where(
        and(
          eq(promotionApplications.memberId, member.id),
          eq(promotionApplications.promotionId, p.id),
          ne(promotionApplications.status, 'REJECTED'),
        ),
      );
    if (toInt(n?.n ?? 0) >= terms.perMember)
      throw new AppError('PROMOTION_NOT_ELIGIBLE', `At most ${terms.perMember} application(s) to this promotion`);
    const [row] = await tx
      .insert(promotionApplications)
      .values({
        merchantId: member.merchantId,
        promotionId: p.id,
        memberId: member.id,
        remark: input.remark,
        uploadIds: input.uploadIds,
        requestId: input.requestId,
      })
      .returning();
    return row!;
  });
}

function presentOps(r: Row, title: Record<string, string>, username: string): OpsApplication {
  return {
    id: r.id,
    promotionId: r.promotionId,
    title: pickText(title, 'en'),
    username,
    remark: r.remark,
    uploadIds: r.uploadIds,
    status: r.status,
    amount: r.amount === null ? null : toInt(r.amount),
    decisionRemark: r.decisionRemark,
    time: toIso(r.createdAt),
  };
}

/** The operator's queue of applications, newest first (the images at GET /ops/uploads/:id). */
export async function applicationsForOps(
  db: Db,
  merchantId: number,
  q: { status?: Row['status'] | undefined; pageNo: number; pageSize: number },
) {
  const where = and(
    eq(promotionApplications.merchantId, merchantId),
    q.status ? eq(promotionApplications.status, q.status) : undefined,
  );
  const rows = await db
    .select({ r: promotionApplications, title: promotions.title, username: sql<string>`a.username` })
    .from(promotionApplications)
    .innerJoin(promotions, eq(promotions.id, promotionApplications.promotionId))
    .innerJoin(sql`accounts a`, sql`a.id = ${promotionApplications.memberId}`)
    .where(where)
    .orderBy(desc(promotionApplications.id))
    .limit(q.pageSize)
    .offset(offsetOf(q));
  const [total] = await db.select({ n: count() }).from(promotionApplications).where(where);
  return {
    list: rows.map((x) => presentOps(x.r, x.title, x.username)),
    pageNo: q.pageNo,
    pageSize: q.pageSize,
    total: toInt(total?.n ?? 0),
  };
}

/**
 * The operator decides an application once: issued — its reward (the promotion's amount, or the
 * one given) granted to the reward centre as `p<id>:app:<application>` — or rejected with a remark.
 */
export async function decideApplication(
  db: Db,
  merchantId: number,
  id: number,
  issue: boolean,
  d: { amount?: number | undefined; remark?: string | undefined },
): Promise<OpsApplication> {
  return db.transaction(async (tx) => {
    const [r] = await tx
      .update(promotionApplications)
      .set({ status: issue ? 'ISSUED' : 'REJECTED', decisionRemark: d.remark ?? null, decidedAt: new Date() })
      .where(
        and(
          eq(promotionApplications.merchantId, merchantId),
          eq(promotionApplications.id, id),
          eq(promotionApplications.status, 'APPLYING'),
        ),
      )
      .returning();
    if (!r) {
      const [exists] = await tx
        .select({ id: promotionApplications.id })
        .from(promotionApplications)
        .where(and(eq(promotionApplications.merchantId, merchantId), eq(promotionApplications.id, id)));
      throw exists
        ? new AppError('APPLICATION_DECIDED', 'Already decided')
        : new AppError('APPLICATION_NOT_FOUND', `No application ${id}`);
    }
    const [p] = await tx.select().from(promotions).where(eq(promotions.id, r.promotionId));
    const username = (await members.findById(tx, r.memberId))?.username ?? '';
    if (!issue || p!.terms.kind !== 'APPLY') return presentOps(r, p!.title, username);
    const amount = d.amount ?? p!.terms.amount;
    await grantReward(tx, {
      merchantId,
      memberId: r.memberId,
      source: 'PROMOTION',
      promotionId: p!.id,
      title: p!.title,
      sourceKey: `p${p!.id}:app:${r.id}`,
      amount,
      turnover: amount * p!.terms.turnoverMultiple,
      categories: p!.terms.categories,
      claimDays: p!.terms.claimDays,
      now: new Date(),
    });
    const [done] = await tx.update(promotionApplications).set({ amount }).where(eq(promotionApplications.id, r.id)).returning();
    return presentOps(done!, p!.title, username);
  });
}
