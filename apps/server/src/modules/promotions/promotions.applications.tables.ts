import { bigint, index, integer, pgTable, serial, text, timestamp, uniqueIndex } from 'drizzle-orm/pg-core';

/**
 * A member's application to an application promotion (spec §5: a remark of at most 140 characters,
 * at most 3 png/jpg images checked by their bytes): APPLYING until the operator issues the reward
 * (ISSUED, granted to the reward centre) or rejects it (REJECTED, with the operator's remark).
 */
export const promotionApplications = pgTable(
  'promotion_applications',
  {
    id: serial('id').primaryKey(),
    merchantId: integer('merchant_id').notNull(),
    promotionId: integer('promotion_id').notNull(),
    memberId: integer('member_id').notNull(),
    remark: text('remark').notNull(),
    uploadIds: text('upload_ids').array().notNull(),
    requestId: text('request_id').notNull(),
    status: text('status').$type<'APPLYING' | 'ISSUED' | 'REJECTED'>().notNull().default('APPLYING'),
    /** The reward issued (the operator may change the promotion's amount), and the operator's remark. */
    amount: bigint('amount', { mode: 'number' }),
    decisionRemark: text('decision_remark'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    decidedAt: timestamp('decided_at', { withTimezone: true }),
  },
  (t) => [
    uniqueIndex('promotion_applications_request').on(t.memberId, t.requestId),
    index('promotion_applications_member').on(t.memberId, t.promotionId),
    index('promotion_applications_queue').on(t.merchantId, t.status, t.id),
  ],
);
