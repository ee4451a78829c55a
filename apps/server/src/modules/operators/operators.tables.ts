import { bigint, bigserial, index, integer, jsonb, pgTable, serial, text, timestamp, uniqueIndex } from 'drizzle-orm/pg-core';
import { sql } from 'drizzle-orm';
import type { OperatorRole } from '@jade/contract/operators';

/** Named operators of a merchant: argon2 password, authenticator secret, role, lock after failures. */
export const operators = pgTable(
  'operators',
  {
    id: serial('id').primaryKey(),
    merchantId: integer('merchant_id').notNull(),
    username: text('username').notNull(),
    passwordHash: text('password_hash').notNull(),
    role: text('role').$type<OperatorRole>().notNull(),
    status: text('status').$type<'active' | 'disabled'>().notNull().default('active'),
    /** Set at the first sign-in; on only once a code from the app proved it (`totpEnabledAt`). */
    totpSecret: text('totp_secret'),
    totpEnabledAt: timestamp('totp_enabled_at', { withTimezone: true }),
    /** The last time step used: each code signs in once. */
    totpLastStep: integer('totp_last_step'),
    /** A first sign-in's set-up token (its SHA-256) and when it expires. */
    setupTokenHash: text('setup_token_hash'),
    setupExpiresAt: timestamp('setup_expires_at', { withTimezone: true }),
    failedAttempts: integer('failed_attempts').notNull().default(0),
    lockedUntil: timestamp('locked_until', { withTimezone: true }),
    createdBy: text('created_by').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    lastLoginAt: timestamp('last_login_at', { withTimezone: true }),
  },
  (t) => [uniqueIndex('operators_username').on(t.merchantId, sql`lower(${t.username})`)],
);

/** Operator sessions: only the SHA-256 of the token; short idle timeout, revocable. */
export const operatorSessions = pgTable(
  'operator_sessions',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    operatorId: integer('operator_id')
      .notNull()
      .references(() => operators.id),
    tokenHash: text('token_hash').notNull().unique(),
    ip: text('ip').notNull(),
    userAgent: text('user_agent').notNull().default(''),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    lastSeenAt: timestamp('last_seen_at', { withTimezone: true }).notNull().defaultNow(),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    revokedAt: timestamp('revoked_at', { withTimezone: true }),
  },
  (t) => [index('operator_sessions_operator').on(t.operatorId)],
);

/** A merchant's operator rules: money moves above `fourEyesAmount` (minor units) need two operators (null: never). */
export const operatorSettings = pgTable('operator_settings', {
  merchantId: integer('merchant_id').primaryKey(),
  fourEyesAmount: bigint('four_eyes_amount', { mode: 'number' }),
});

/**
 * Four eyes on money: the first operator's approval of an action on a subject (a withdrawal's
 * payment, an adjustment's key) with its terms, and the second operator's, who carries it out.
 */
export const secondApprovals = pgTable(
  'second_approvals',
  {
    id: serial('id').primaryKey(),
    merchantId: integer('merchant_id').notNull(),
    action: text('action').notNull(),
    subject: text('subject').notNull(),
    terms: jsonb('terms').notNull(),
    firstBy: text('first_by').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    secondBy: text('second_by'),
    approvedAt: timestamp('approved_at', { withTimezone: true }),
  },
  (t) => [uniqueIndex('second_approvals_subject').on(t.merchantId, t.action, t.subject)],
);
