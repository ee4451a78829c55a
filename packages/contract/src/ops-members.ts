import { z } from 'zod';

/**
 * The operator's member desk (issue 20, `/ops-console/members`): search, a member's page and the
 * account actions. Operators see a member's mobile and e-mail in full (they verify a caller with
 * them; the member site masks them, the desk does not), never a secret.
 */

export const MEMBER_SEARCH_BY = ['username', 'mobile', 'email', 'ip', 'payout'] as const;
export const MemberSearchBy = z.enum(MEMBER_SEARCH_BY);
export type MemberSearchBy = z.infer<typeof MemberSearchBy>;

/** Rows a search page holds. */
export const MEMBER_SEARCH_PAGE = 20;

/** GET /ops/members: one field, case-insensitive; username, e-mail and payout number match a part, the rest exactly. */
export const MemberSearchQuery = z
  .object({
    by: MemberSearchBy.default('username'),
    q: z.string().trim().min(1).max(100),
    page: z.coerce.number().int().min(1).max(10_000).default(1),
  })
  .strict();
export type MemberSearchQuery = z.infer<typeof MemberSearchQuery>;

/** member, agent or trial (staff accounts are never listed). */
export const MemberKind = z.enum(['member', 'agent', 'trial']);
export type MemberKind = z.infer<typeof MemberKind>;
export const MemberStatus = z.enum(['active', 'disabled']);
export type MemberStatus = z.infer<typeof MemberStatus>;

export const MemberRow = z.object({
  username: z.string(),
  kind: MemberKind,
  status: MemberStatus,
  /** Main wallet balance, minor units. */
  balance: z.number().int(),
  createdAt: z.string(),
  lastLoginAt: z.string().nullable(),
});
export type MemberRow = z.infer<typeof MemberRow>;

export const MemberSearchPage = z.object({
  list: z.array(MemberRow),
  page: z.number().int(),
  /** Whether another page follows. */
  more: z.boolean(),
});
export type MemberSearchPage = z.infer<typeof MemberSearchPage>;

export const MemberParams = z.object({ username: z.string().min(1).max(64) }).strict();

/** GET /ops/members/:username: the profile and the balances. */
export const MemberProfile = MemberRow.extend({
  nickname: z.string(),
  realName: z.string().nullable(),
  countryDialingCode: z.string().nullable(),
  mobile: z.string().nullable(),
  mobileVerified: z.boolean(),
  email: z.string().nullable(),
  emailVerified: z.boolean(),
  birthday: z.string().nullable(),
  upline: z.string().nullable(),
  registerIp: z.string().nullable(),
  totpEnabled: z.boolean(),
  /** Locked in bonuses until their turnover is done, minor units. */
  lockedBonus: z.number().int(),
});
export type MemberProfile = z.infer<typeof MemberProfile>;

/** A live session of the member: where and with what it signed in. */
export const MemberSession = z.object({
  id: z.number().int(),
  ip: z.string(),
  userAgent: z.string(),
  createdAt: z.string(),
  lastSeenAt: z.string(),
});
export type MemberSession = z.infer<typeof MemberSession>;

export const MemberSignIn = z.object({
  ip: z.string(),
  userAgent: z.string(),
  success: z.boolean(),
  createdAt: z.string(),
});
export type MemberSignIn = z.infer<typeof MemberSignIn>;

export const MemberNote = z.object({
  id: z.number().int(),
  body: z.string(),
  author: z.string(),
  createdAt: z.string(),
});
export type MemberNote = z.infer<typeof MemberNote>;

export const AddMemberNoteRequest = z.object({ body: z.string().trim().min(1).max(2000) }).strict();
export type AddMemberNoteRequest = z.infer<typeof AddMemberNoteRequest>;

/** POST /ops/members/:username/status: a disabled member cannot sign in and their sessions end. */
export const SetMemberStatusRequest = z.object({ status: MemberStatus, reason: z.string().trim().min(3).max(500) }).strict();
export type SetMemberStatusRequest = z.infer<typeof SetMemberStatusRequest>;

/** The answer of an account action: how many sessions it ended. */
export const MemberActionResult = z.object({ status: MemberStatus, sessionsEnded: z.number().int() });
export type MemberActionResult = z.infer<typeof MemberActionResult>;
