import { and, eq } from 'drizzle-orm';
import type { OpsPromotion, OpsPromotionTexts } from '@jade/contract/promotions';
import type { Db } from '../../db/client';
import { AppError } from '../../lib/app-error';
import { cleanLocalizedHtml } from '../../lib/html';
import { findForOps } from './promotions.ops';
import { promotions } from './promotions.tables';

/**
 * PUT /ops/promotions/:id/texts: the title and rules per language, nothing else — the content
 * role's part of a promotion (issue 20). The rules are cleaned as in a full change; the terms,
 * period and state stay, so no terms version is recorded.
 */
export async function updateTexts(db: Db, merchantId: number, id: number, input: OpsPromotionTexts): Promise<OpsPromotion> {
  const [p] = await db
    .update(promotions)
    .set({
      title: input.title as Record<string, string>,
      rules: cleanLocalizedHtml('rules', input.rules as Record<string, string>),
      updatedAt: new Date(),
    })
    .where(and(eq(promotions.merchantId, merchantId), eq(promotions.id, id)))
    .returning({ id: promotions.id });
  if (!p) throw new AppError('PROMOTION_NOT_FOUND', `No promotion ${id}`);
  return findForOps(db, merchantId, id);
}
