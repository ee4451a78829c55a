import { z } from 'zod';
import { changesSomething, IdParams, NOTHING_TO_CHANGE } from './common';

/** Account types (spec §6): 0 member, 4 trial, 1/2/41/42 agents, 9 staff (never signs in here). */
export const ACCOUNT_TYPE = { member: 0, trial: 4, staff: 9 } as const;
export const AGENT_TYPES = [1, 2, 41, 42] as const;

export const isAgentType = (type: number) => (AGENT_TYPES as readonly number[]).includes(type);

export const MemberInfo = z.object({
  id: z.number().int(),
  account: z.string(),
  nickname: z.string(),
  type: z.number().int(),
  isAgent: z.boolean(),
  isTrial: z.boolean(),
  firstTimeLogin: z.boolean(),
  passwordExpired: z.boolean(),
  lastLoginAt: z.string().nullable(),
  /**
   * Self-excluded (player protection): the session may only see the balance, withdraw and sign
   * out, until this instant ('PERMANENT': for good). Absent or null: not excluded.
   */
  excludedUntil: z.string().nullable().optional(),
});
export type MemberInfo = z.infer<typeof MemberInfo>;

export const LoginRequest = z
  .object({
    username: z.string().trim().min(1, 'required').max(64),
    password: z.string().min(1, 'required').max(128),
    captchaId: z.string().max(64).optional(),
    captcha: z.string().trim().max(16).optional(),
    /** The one-time code of a sign-in from a new address (SMS, e-mail, authenticator or recovery code). */
    twoFactorCode: z.string().trim().max(20).optional(),
    /** Remember this browser for a day (an httpOnly cookie with a server token). */
    remember: z.boolean().default(false),
    type: z.literal('username').default('username'),
    /** 'agent' when signing in on the agent login page: only agents may. */
    site: z.enum(['member', 'agent']).default('member'),
  })
  .strict();
export type LoginRequest = z.input<typeof LoginRequest>;

export const LoginResponse = z.object({ token: z.string(), member: MemberInfo });
export type LoginResponse = z.infer<typeof LoginResponse>;

/** An image captcha: its id to send back, and the picture as a data URL. */
export const Captcha = z.object({ captchaId: z.string(), image: z.string() });
export type Captcha = z.infer<typeof Captcha>;

/** Failed sign-ins (per username or address) after which the captcha is required. */
export const CAPTCHA_AFTER_FAILURES = 3;

/** Login-password bounds enforced on every new password (the register config may narrow them). */
export const PASSWORD_MIN = 8;
export const PASSWORD_MAX = 32;

export const ChangePasswordRequest = z
  .object({
    /** Omitted right after a sign-in that forced the change (the server grants that window). */
    oldPassword: z.string().max(128).optional(),
    newPassword: z.string().max(128),
    confirmNewPassword: z.string().max(128),
  })
  .strict();
export type ChangePasswordRequest = z.infer<typeof ChangePasswordRequest>;

/** What a one-time code is for; a code sent for one purpose never works for another. */
export const CODE_PURPOSES = ['register', 'login', 'reset', 'bind', 'twofa'] as const;
export type CodePurpose = (typeof CODE_PURPOSES)[number];

export const MobileNumber = z.object({
  countryDialingCode: z
    .string()
    .trim()
    .regex(/^\+\d{1,4}$/, 'dialing code such as +977'),
  mobileNum: z.string().trim().min(4).max(20),
});

export const SmsRequest = MobileNumber.extend({ purpose: z.enum(['login', 'reset']).default('login') }).strict();
export const SmsRegisterRequest = MobileNumber.strict();
export const SmsSent = z.object({ expiredMinutes: z.number().int() });

export const SmsLoginRequest = z
  .object({
    countryDialingCode: z.string().trim().max(6),
    mobileNum: z.string().trim().min(4).max(20),
    verificationCode: z.string().trim().min(1, 'required').max(10),
    type: z.literal('sms').default('sms'),
    site: z.enum(['member', 'agent']).default('member'),
  })
  .strict();

/** Trial (free play) sign-in: spec §7 `/wps/session/login/freeplay`. */
export const FreeplayRequest = z
  .object({
    os: z.string().max(40).default('web'),
    platform: z.literal('W').default('W'),
    gatewayVersion: z.literal(3).default(3),
  })
  .strict();

export const ForgotByEmailRequest = z
  .object({ username: z.string().trim().min(1, 'required').max(64), email: z.string().trim().min(1, 'required').max(200) })
  .strict();

export const ResetByLinkRequest = z
  .object({ token: z.string().min(20).max(200), newPassword: z.string().max(128), confirmNewPassword: z.string().max(128) })
  .strict();

/** Forgot by mobile (spec §7 `/wps/member/password/verification`): signs the member in afterwards. */
export const ResetByMobileRequest = z
  .object({
    countryDialingCode: z.string().trim().max(6),
    mobileNum: z.string().trim().min(4).max(20),
    verificationCode: z.string().trim().min(1, 'required').max(10),
    newPassword: z.string().max(128),
    confirmNewPassword: z.string().max(128),
  })
  .strict();

/** Operator creation of an account (test players, agents): ops API. */
export const OpsCreateAccountRequest = z
  .object({
    username: z.string().trim().min(3).max(32),
    password: z.string().min(8).max(128),
    type: z
      .number()
      .int()
      .refine((t) => [0, 1, 2, 41, 42, 9].includes(t), 'one of 0, 1, 2, 41, 42, 9'),
    nickname: z.string().trim().max(40).optional(),
    countryDialingCode: z
      .string()
      .regex(/^\+\d{1,4}$/)
      .optional(),
    mobile: z
      .string()
      .regex(/^\d{6,15}$/)
      .optional(),
    email: z.email().optional(),
    uplineUsername: z.string().trim().max(64).optional(),
    affiliateCode: z.string().trim().max(40).optional(),
  })
  .strict();
export const OpsAccount = z.object({ id: z.number().int(), username: z.string(), type: z.number().int() });

/** Operator: move an account, with its whole team, under another agent (null: to the top). */
export const OpsMoveAccountRequest = z.object({ uplineUsername: z.string().trim().min(1).max(64).nullable() }).strict();
export const OpsMovedAccount = z.object({ id: z.number().int(), username: z.string(), upline: z.string().nullable() });

/** The security centre (personal centre → my account). Contact details come masked. */
export const SecurityOverview = z.object({
  account: z.string(),
  nickname: z.string(),
  realName: z.string().nullable(),
  birthday: z.string().nullable(),
  mobile: z.string().nullable(),
  mobileVerified: z.boolean(),
  email: z.string().nullable(),
  emailVerified: z.boolean(),
  totpEnabled: z.boolean(),
  hasPaymentPassword: z.boolean(),
  loginHistory: z.array(z.object({ time: z.string(), ip: z.string(), device: z.string() })),
  sessions: z.array(
    z.object({
      id: z.number().int(),
      ip: z.string(),
      device: z.string(),
      createdAt: z.string(),
      lastSeenAt: z.string(),
      current: z.boolean(),
    }),
  ),
});
export type SecurityOverview = z.infer<typeof SecurityOverview>;

export const TotpSetup = z.object({ secret: z.string(), otpauthUri: z.string() });
export const TotpCodeRequest = z.object({ code: z.string().trim().min(6).max(20) }).strict();
/** Turning the authenticator on: a code from the app and the login password (a session alone is not enough). */
export const TotpEnableRequest = TotpCodeRequest.extend({ loginPassword: z.string().min(1).max(128) }).strict();
export const RecoveryCodes = z.object({ codes: z.array(z.string()) });
export const SessionIdParams = IdParams;

export const OpsSecuritySettings = z
  .object({
    newIpVerification: z.boolean().optional(),
    sessionIdleMinutes: z.number().int().min(5).max(1440).optional(),
    sessionAbsoluteHours: z.number().int().min(1).max(168).optional(),
  })
  .strict()
  .refine(changesSomething, NOTHING_TO_CHANGE);

export const HandoffToken = z.object({ handoffToken: z.string(), expiresInSeconds: z.number().int() });
export const HandoffExchangeRequest = z.object({ handoffToken: z.string().min(20).max(200) }).strict();

/** The remember-me cookie (httpOnly, 1 day): a rotating server token, never the password. */
export const REMEMBER_COOKIE = 'jade_remember';

export const ProfileUpdate = z
  .object({
    nickname: z.string().trim().min(1).max(24).optional(),
    realName: z.string().trim().max(60).optional(),
    /** yyyy-MM-dd from 1900 on; the member must be at least the merchant's minimum age. */
    birthday: z
      .string()
      .regex(/^(19|20)\d{2}-\d{2}-\d{2}$/, 'yyyy-MM-dd, from 1900')
      .optional(),
  })
  .strict()
  .refine(changesSomething, NOTHING_TO_CHANGE);

/** Binding a mobile or e-mail: the login password at both steps (a stolen session must not rebind). */
export const BindCodeRequest = z
  .object({
    loginPassword: z.string().min(1).max(128),
    channel: z.enum(['sms', 'email']),
    countryDialingCode: z.string().trim().max(6).optional(),
    mobileNum: z.string().trim().max(20).optional(),
    email: z.email().max(200).optional(),
  })
  .strict();

export const BindRequest = BindCodeRequest.extend({ code: z.string().trim().min(4).max(10) }).strict();

/** Payment passwords are six digits, set with the login password and changed with it and the old one. */
export const PaymentPasswordRequest = z
  .object({
    loginPassword: z.string().min(1).max(128),
    oldPaymentPassword: z.string().max(128).optional(),
    newPaymentPassword: z.string().regex(/^\d{6}$/, 'six digits'),
    confirmPaymentPassword: z.string().max(128),
  })
  .strict();

export const SocialProviders = z.array(z.object({ id: z.string(), name: z.string() }));
export const SocialStartQuery = z.object({ returnTo: z.string().max(500).optional() }).strict();
export const SocialCallbackQuery = z
  .object({ state: z.string().max(200).optional(), code: z.string().max(2000).optional(), error: z.string().max(200).optional() })
  .passthrough();
