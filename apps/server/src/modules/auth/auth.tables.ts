import { bigserial, boolean, index, integer, pgTable, primaryKey, text, timestamp, uniqueIndex } from 'drizzle-orm/pg-core';
import { accounts } from '../members/members.tables';

/** Sign-in sessions: only the SHA-256 of the opaque token is stored. */
export const sessions = pgTable(
  'sessions',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    accountId: integer('account_id')
      .notNull()
      .references(() => accounts.id),
    tokenHash: text('token_hash').notNull().unique(),
    ip: text('ip').notNull(),
    userAgent: text('user_agent').notNull().default(''),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    lastSeenAt: timestamp('last_seen_at', { withTimezone: true }).notNull().defaultNow(),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    revokedAt: timestamp('revoked_at', { withTimezone: true }),
    /** The merchant's idle timeout when the session began. */
    idleMinutes: integer('idle_minutes').notNull().default(30),
    /** Until when a password change may skip the old password (right after a forced change). */
    passwordGraceUntil: timestamp('password_grace_until', { withTimezone: true }),
    /**
     * Opened with an expired password (PWDEXPFORCECHANGE3): until the password is changed, the
     * session may only read the member info, change the password and sign out.
     */
    passwordChangeRequired: boolean('password_change_required').notNull().default(false),
    /**
     * Opened by a self-excluded member (player protection): the session may only read the member
     * info, see the balance, withdraw and sign out (routes with `config.withdrawOnly`).
     */
    withdrawOnly: boolean('withdraw_only').notNull().default(false),
  },
  (t) => [index('sessions_account').on(t.accountId)],
);

/** Every sign-in attempt, for the captcha rule, throttling and the login history. */
export const loginAttempts = pgTable(
  'login_attempts',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    merchantId: integer('merchant_id').notNull(),
    username: text('username').notNull(),
    accountId: integer('account_id'),
    ip: text('ip').notNull(),
    userAgent: text('user_agent').notNull().default(''),
    success: boolean('success').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('login_attempts_username').on(t.username, t.createdAt), index('login_attempts_ip').on(t.ip, t.createdAt)],
);

/** Image captchas: the answer is stored hashed and each one is used at most once. */
export const captchas = pgTable('captchas', {
  id: text('id').primaryKey(),
  answerHash: text('answer_hash').notNull(),
  expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
  usedAt: timestamp('used_at', { withTimezone: true }),
});

/** One-time password-reset links sent by e-mail: 30 minutes, single use, stored hashed. */
export const passwordResets = pgTable('password_resets', {
  id: bigserial('id', { mode: 'number' }).primaryKey(),
  accountId: integer('account_id')
    .notNull()
    .references(() => accounts.id),
  tokenHash: text('token_hash').notNull().unique(),
  expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
  usedAt: timestamp('used_at', { withTimezone: true }),
  createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
});

/** Addresses an account has signed in from; a new one needs the second factor. */
export const trustedIps = pgTable(
  'trusted_ips',
  {
    accountId: integer('account_id')
      .notNull()
      .references(() => accounts.id),
    ip: text('ip').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [primaryKey({ columns: [t.accountId, t.ip] })],
);

/** One-time recovery codes of the authenticator app, stored hashed. */
export const recoveryCodes = pgTable('recovery_codes', {
  id: bigserial('id', { mode: 'number' }).primaryKey(),
  accountId: integer('account_id')
    .notNull()
    .references(() => accounts.id),
  codeHash: text('code_hash').notNull(),
  usedAt: timestamp('used_at', { withTimezone: true }),
});

/** The merchant's sign-in security: new-address verification and session lifetimes. */
export const securitySettings = pgTable('security_settings', {
  merchantId: integer('merchant_id').primaryKey(),
  newIpVerification: boolean('new_ip_verification').notNull().default(true),
  sessionIdleMinutes: integer('session_idle_minutes').notNull().default(30),
  sessionAbsoluteHours: integer('session_absolute_hours').notNull().default(12),
});

/** One-time tokens: remember-me (1 day, rotated on use) and hand-off from an app or domain (60 s). */
export const oneTimeTokens = pgTable('one_time_tokens', {
  id: bigserial('id', { mode: 'number' }).primaryKey(),
  kind: text('kind').$type<'remember' | 'handoff'>().notNull(),
  accountId: integer('account_id')
    .notNull()
    .references(() => accounts.id),
  tokenHash: text('token_hash').notNull().unique(),
  expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
  usedAt: timestamp('used_at', { withTimezone: true }),
  /** Issued by a session that must change its password first: the session it opens must too. */
  passwordChangeRequired: boolean('password_change_required').notNull().default(false),
});

/** A member's link to a social identity, keyed by (issuer, subject) — never by e-mail. */
export const socialIdentities = pgTable(
  'social_identities',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    accountId: integer('account_id')
      .notNull()
      .references(() => accounts.id),
    issuer: text('issuer').notNull(),
    subject: text('subject').notNull(),
    email: text('email'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [uniqueIndex('social_identities_issuer_subject').on(t.issuer, t.subject)],
);

/** Pending social sign-ins: state, PKCE verifier and nonce, ten minutes, used once. */
export const oidcStates = pgTable('oidc_states', {
  state: text('state').primaryKey(),
  provider: text('provider').notNull(),
  codeVerifier: text('code_verifier').notNull(),
  nonce: text('nonce').notNull(),
  returnTo: text('return_to').notNull(),
  expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
});
