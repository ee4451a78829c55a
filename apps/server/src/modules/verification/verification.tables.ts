import { bigserial, index, integer, pgTable, text, timestamp } from 'drizzle-orm/pg-core';

/** One-time codes sent by SMS or e-mail; only the hash is kept, each is used at most once. */
export const verificationCodes = pgTable(
  'verification_codes',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    merchantId: integer('merchant_id').notNull(),
    channel: text('channel').$type<'sms' | 'email'>().notNull(),
    recipient: text('recipient').notNull(),
    purpose: text('purpose').notNull(),
    codeHash: text('code_hash').notNull(),
    attempts: integer('attempts').notNull().default(0),
    ip: text('ip').notNull(),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    usedAt: timestamp('used_at', { withTimezone: true }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index('verification_codes_recipient').on(t.recipient, t.createdAt),
    index('verification_codes_ip').on(t.ip, t.createdAt),
  ],
);

/** ALTCHA challenges already solved: a solution verifies again when replayed, so each counts once. */
export const usedChallenges = pgTable('used_challenges', {
  signature: text('signature').primaryKey(),
  expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
});
