import { z } from 'zod';

/**
 * Named operator accounts (issue 20): a password and a mandatory authenticator code, their own
 * short sessions, and a role that every /ops route checks. ADMIN_TOKEN stays for bootstrap and
 * automation (it acts as an admin and is audited as `admin-token`).
 *
 * - admin: everything, and manages operators;
 * - finance: deposits, withdrawals, disputes, adjustments, bonuses, payment channels;
 * - support: members, messages, feedback, chat;
 * - content: announcements, help, banners, notices, promotions' texts;
 * - risk: player protection (members' limits and exclusions, the merchant's defaults);
 * - readonly: every read (GET) of the other roles' routes (not the admin-only ones).
 */
export const OPERATOR_ROLES = ['admin', 'finance', 'support', 'content', 'risk', 'readonly'] as const;
export const OperatorRole = z.enum(OPERATOR_ROLES);
export type OperatorRole = z.infer<typeof OperatorRole>;

/** The roles of the desks (every role but admin, who passes everything, and readonly, who reads). */
export type DeskRole = Exclude<OperatorRole, 'readonly' | 'admin'>;
/**
 * What an /ops route asks of its caller: a role, or a list of roles (admin always passes; readonly
 * reads every route but admin's), any operator, or nobody (sign-in).
 */
export type OpsAccess = Exclude<OperatorRole, 'readonly'> | readonly DeskRole[] | 'any' | 'public';
/** The member desk's reads: support's desk, which finance and risk read too (who a member is, what they did). */
export const MEMBER_READERS: readonly DeskRole[] = ['support', 'finance', 'risk'];

/** Minutes an operator session may idle; hours it lives at most. */
export const OPERATOR_SESSION = { idleMinutes: 15, absoluteHours: 12 } as const;
/**
 * The web console's session (`/ops-console`): the sign-in's token goes in this httpOnly cookie
 * (limited to /ops, SameSite=Strict), never to the page's scripts. The cookie counts only on a
 * request that carries OPS_CONSOLE_HEADER: a header another site's page cannot send.
 */
export const OPS_CONSOLE_COOKIE = 'jade_ops';
export const OPS_CONSOLE_HEADER = 'x-jade-console';

/** Wrong sign-ins in a row that lock an operator, and for how long. */
export const OPERATOR_LOCK = { failures: 5, minutes: 15 } as const;

const Username = z
  .string()
  .trim()
  .regex(/^[a-zA-Z][a-zA-Z0-9_.-]{3,31}$/, 'letters, digits, _ . - (4 to 32, starting with a letter)');
/** Operator passwords: at least 12 characters with a letter and a digit. */
const Password = z
  .string()
  .min(12, 'at least 12 characters')
  .max(128)
  .regex(/[a-zA-Z]/, 'a letter')
  .regex(/\d/, 'a digit');

/** POST /ops/session/login: the password, and the authenticator code once it is set up. */
export const OperatorLoginRequest = z
  .object({
    username: z.string().trim().min(1).max(64),
    password: z.string().min(1).max(128),
    code: z.string().trim().max(16).optional(),
  })
  .strict();
export type OperatorLoginRequest = z.infer<typeof OperatorLoginRequest>;

/** POST /ops/session/totp: the first sign-in's set-up token and a code from the new authenticator. */
export const OperatorTotpSetupRequest = z
  .object({
    setupToken: z.string().min(1).max(200),
    code: z
      .string()
      .trim()
      .regex(/^\d{6}$/, 'six digits'),
  })
  .strict();

export const Operator = z.object({
  id: z.number().int(),
  username: z.string(),
  role: OperatorRole,
  status: z.enum(['active', 'disabled']),
  totpEnabled: z.boolean(),
  createdBy: z.string(),
  createdAt: z.string(),
  lastLoginAt: z.string().nullable(),
});
export type Operator = z.infer<typeof Operator>;

/**
 * The answer of a sign-in: a session (`token`, `operator`), or — the first time, the password
 * right — the authenticator to set up (`setup`: its secret, the otpauth URI, and a 10-minute token
 * for POST /ops/session/totp).
 */
export const OperatorLoginResponse = z.object({
  token: z.string().nullable(),
  operator: Operator.nullable(),
  setup: z.object({ setupToken: z.string(), secret: z.string(), otpauthUri: z.string() }).nullable(),
});
export type OperatorLoginResponse = z.infer<typeof OperatorLoginResponse>;

/** POST /ops/operators (admin). */
export const CreateOperatorRequest = z.object({ username: Username, password: Password, role: OperatorRole }).strict();
/** PUT /ops/operators/:username (admin): a new role, or disabled (its sessions end) / active again. */
export const UpdateOperatorRequest = z
  .object({ role: OperatorRole.optional(), status: z.enum(['active', 'disabled']).optional() })
  .strict()
  .refine((b) => b.role !== undefined || b.status !== undefined, { message: 'Nothing to change' });

export const OperatorSession = z.object({
  id: z.number().int(),
  ip: z.string(),
  userAgent: z.string(),
  createdAt: z.string(),
  lastSeenAt: z.string(),
  current: z.boolean(),
});
export type OperatorSession = z.infer<typeof OperatorSession>;
