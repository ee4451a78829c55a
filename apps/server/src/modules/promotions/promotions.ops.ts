import { and, asc, desc, eq, sql } from 'drizzle-orm';
import type { OpsPromotion, OpsPromotionInput, OpsPromotionList } from '@jade/contract/promotions';
import type { Db } from '../../db/client';
import { toIso } from '../../db/normalize';
import { AppError } from '../../lib/app-error';
import { cleanLocalizedHtml } from '../../lib/html';
import { costs, NO_COST, type Cost } from './promotions.finance';
import { commitRaffle, drawRaffles } from './promotions.raffle';
import { settleRankings } from './promotions.ranking';
import { promotions, promotionVersions } from './promotions.tables';

type Row = typeof promotions.$inferSelect;
function present(p: Row, cost: Cost): OpsPromotion {
  return {
    id: p.id,
    type: p.type,
    title: p.title,
    rules: p.rules,
    bannerUrl: p.bannerUrl,
    startsAt: toIso(p.startsAt),
    endsAt: p.endsAt ? toIso(p.endsAt) : null,
    enabled: p.enabled,
    sequence: p.sequence,
    terms: p.terms,
    cost,
  };
}

/** GET /ops/promotions: every promotion with what it cost, and the totals of all (see promotions.finance.ts). */
export async function listForOps(db: Db, merchantId: number): Promise<OpsPromotionList> {
  const rows = await db
    .select()
    .from(promotions)
    .where(eq(promotions.merchantId, merchantId))
    .orderBy(asc(promotions.sequence), desc(promotions.id));
  const { byPromotion, totals } = await costs(db, merchantId);
  return { list: rows.map((p) => present(p, byPromotion.get(p.id) ?? NO_COST)), totals };
}

export async function findForOps(db: Db, merchantId: number, id: number): Promise<OpsPromotion> {
  const [p] = await db
    .select()
    .from(promotions)
    .where(and(eq(promotions.merchantId, merchantId), eq(promotions.id, id)));
  if (!p) throw new AppError('PROMOTION_NOT_FOUND', `No promotion ${id}`);
  return present(p, (await costs(db, merchantId)).byPromotion.get(p.id) ?? NO_COST);
}

/** The stored form: HTML cleaned per language (too long once clean is refused), times parsed. */
function toRow(input: OpsPromotionInput) {
  return {
    type: input.type,
    kind: input.terms.kind,
    title: input.title as Record<string, string>,
    rules: cleanLocalizedHtml('rules', input.rules as Record<string, string>),
    bannerUrl: input.bannerUrl,
    startsAt: new Date(input.startsAt),
    endsAt: input.endsAt ? new Date(input.endsAt) : null,
    enabled: input.enabled,
    sequence: input.sequence,
    terms: input.terms,
    updatedAt: new Date(),
  };
}

/** Records the terms and state in force from now (a second change in one transaction replaces the first). */
async function recordVersion(db: Db, p: Row) {
  const v = { terms: p.terms, enabled: p.enabled, startsAt: p.startsAt, endsAt: p.endsAt };
  await db
    .insert(promotionVersions)
    .values({ promotionId: p.id, validFrom: sql`now()`, ...v })
    .onConflictDoUpdate({ target: [promotionVersions.promotionId, promotionVersions.validFrom], set: v });
}

export async function createPromotion(db: Db, merchantId: number, input: OpsPromotionInput): Promise<OpsPromotion> {
  const [p] = await db
    .insert(promotions)
    .values({ merchantId, ...toRow(input) })
    .returning();
  await recordVersion(db, p!);
  // A raffle's draw is committed to from the start: its seed's hash is public, the seed is not.
  if (p!.kind === 'RAFFLE') await commitRaffle(db, p!.id);
  return present(p!, NO_COST);
}

/**
 * Changes a promotion. Its kind stays (grants already made follow the kind's rules): a change of
 * kind is refused — end it and create another. Rewards already granted keep their amounts.
 */
export async function updatePromotion(db: Db, merchantId: number, id: number, input: OpsPromotionInput) {
  const before = await findForOps(db, merchantId, id);
  if (before.terms.kind !== input.terms.kind)
    throw new AppError('VALIDATION_FAILED', 'A promotion keeps its kind', [
      { path: 'terms.kind', message: `stays ${before.terms.kind}` },
    ]);
  const [p] = await db
    .update(promotions)
    .set(toRow(input))
    .where(and(eq(promotions.merchantId, merchantId), eq(promotions.id, id)))
    .returning();
  await recordVersion(db, p!);
  return findForOps(db, merchantId, id);
}

/**
 * POST /ops/promotions/:id/settle: an ended ranking's prizes paid, or an ended raffle drawn, now —
 * the job's own run for this one promotion, without its grace after the end (the operator has
 * checked that the last rounds are in). Refused before the end, for other kinds, and once done.
 */
export async function settleNow(db: Db, merchantId: number, id: number): Promise<OpsPromotion> {
  const p = await findForOps(db, merchantId, id);
  const kind = p.terms.kind;
  if (kind !== 'RANKING' && kind !== 'RAFFLE')
    throw new AppError('PROMOTION_NOT_ELIGIBLE', `Promotion ${id} is a ${kind}: only a ranking or a raffle is settled`);
  const now = new Date();
  if (p.endsAt === null || Date.parse(p.endsAt) > now.getTime())
    throw new AppError('PROMOTION_NOT_ENDED', `Promotion ${id} ends at ${p.endsAt}: it is settled after its end`);
  const only = { promotionId: id };
  const done =
    kind === 'RANKING'
      ? (await settleRankings(db, merchantId, now, only)).settled
      : (await drawRaffles(db, merchantId, now, only)).drawn;
  if (done === 0) throw new AppError('PROMOTION_SETTLED', `Promotion ${id} is already settled (or being settled)`);
  return findForOps(db, merchantId, id);
}
