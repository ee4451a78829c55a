import { and, eq, sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { grantOncePerPerson } from './promotions.once-per-person';
import { promotions } from './promotions.tables';

type Member = { id: number; merchantId: number };

/**
 * The app-download rewards (docs/decisions/024-app-download-reward.md): when the installed app
 * (display mode standalone, the client's marker) reads a member's reward centre, each enabled
 * APP_DOWNLOAD promotion running now grants its reward once per person (`p<id>:app`, the
 * first-deposit bonus's check of a second account of the same person); a read again, on any node,
 * grants nothing more.
 */
export async function grantAppDownloadRewards(db: Db, member: Member, now = new Date()) {
  const rows = await db
    .select()
    .from(promotions)
    .where(
      and(
        eq(promotions.merchantId, member.merchantId),
        eq(promotions.enabled, true),
        eq(promotions.kind, 'APP_DOWNLOAD'),
        sql`${promotions.startsAt} <= ${now.toISOString()}::timestamptz`,
        sql`(${promotions.endsAt} is null or ${promotions.endsAt} > ${now.toISOString()}::timestamptz)`,
      ),
    );
  for (const p of rows) {
    if (p.terms.kind !== 'APP_DOWNLOAD') continue;
    await grantOncePerPerson(db, {
      merchantId: member.merchantId,
      memberId: member.id,
      source: 'PROMOTION',
      promotionId: p.id,
      title: p.title,
      sourceKey: `p${p.id}:app`,
      amount: p.terms.amount,
      turnover: p.terms.amount * p.terms.turnoverMultiple,
      categories: p.terms.categories,
      claimDays: p.terms.claimDays,
      now,
    });
  }
}
