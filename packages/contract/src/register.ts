import { z } from 'zod';
import { Country } from './countries';
import { FieldRule } from './patterns';

/**
 * The optional registration fields (spec §2/§3), each shown and checked only when the merchant's
 * config enables it. Username, password and confirmation are always there on the username tab.
 */
export const REGISTER_FIELDS = [
  'mobileNum',
  'payeeName',
  'paymentPassword',
  'email',
  'qqNum',
  'line',
  'whatsapp',
  'facebook',
  'wechat',
  'idNumber',
  'recommenderId',
  'affiliateCode',
  'captcha',
] as const;
export type RegisterField = (typeof REGISTER_FIELDS)[number];

const fieldRule = (patternId: FieldRule['patternId'], minLength: number, maxLength: number, accepted?: '*'): FieldRule => ({
  enabled: true,
  required: false,
  acceptedPattern: accepted ?? patternId,
  patternId,
  minLength,
  maxLength,
});

/**
 * The rule a field starts with when the operator first shows it (optional; its pattern and lengths
 * then editable): the contact handles accept any content, the numbers digits, the codes letters and digits.
 */
export const REGISTER_FIELD_DEFAULTS: Record<RegisterField, FieldRule> = {
  mobileNum: fieldRule('DIGITS', 6, 15),
  payeeName: fieldRule('FULL_NAME', 3, 60),
  paymentPassword: fieldRule('DIGITS', 6, 6),
  email: fieldRule('EMAIL', 5, 100),
  qqNum: fieldRule('DIGITS', 5, 12),
  line: fieldRule('ANY', 2, 60, '*'),
  whatsapp: fieldRule('ANY', 6, 20, '*'),
  facebook: fieldRule('ANY', 2, 60, '*'),
  wechat: fieldRule('ANY', 2, 60, '*'),
  idNumber: fieldRule('ALNUM', 4, 30),
  recommenderId: fieldRule('ALNUM', 2, 40),
  affiliateCode: fieldRule('ALNUM', 2, 40),
  captcha: fieldRule('ALNUM', 4, 6),
};

/** GET /wps/system/setting/register: what the register modal shows and how each field is checked. */
export const RegisterConfig = z.object({
  methods: z.object({ username: z.boolean(), mobile: z.boolean() }),
  /** Mobile registration needs an SMS code (REGMOBVERF3) and has a password field (MOBILENUMPASSREG3). */
  smsVerification: z.boolean(),
  mobilePassword: z.boolean(),
  usernameRule: FieldRule,
  passwordRule: FieldRule,
  fields: z.partialRecord(z.enum(REGISTER_FIELDS), FieldRule),
  minimumAge: z.number().int().min(0),
  countries: z.array(Country),
});
export type RegisterConfig = z.infer<typeof RegisterConfig>;

/** Operator update of the registration config (ops API); omitted parts stay as they are. */
export const SetRegisterConfigRequest = z
  .object({
    usernameRule: FieldRule.optional(),
    passwordRule: FieldRule.optional(),
    fields: z.partialRecord(z.enum(REGISTER_FIELDS), FieldRule).optional(),
    minimumAge: z.number().int().min(0).max(99).optional(),
  })
  .strict();

const opt = z.string().max(200).optional();

/** The registration payload (encrypted); spec §3 "Registration payload fields". */
export const RegisterRequest = z
  .object({
    username: z.string().max(64).optional(),
    password: z.string().max(128).optional(),
    confirmPassword: z.string().max(128).optional(),
    countryDialingCode: z.string().max(6).optional(),
    mobileNum: z.string().max(20).optional(),
    verificationCode: z.string().max(10).optional(),
    payeeName: opt,
    paymentPassword: z.string().max(128).optional(),
    email: opt,
    qqNum: opt,
    line: opt,
    whatsapp: opt,
    facebook: opt,
    wechat: opt,
    idNumber: opt,
    recommenderId: opt,
    affiliateCode: z.string().max(40).optional(),
    referralCode: z.string().max(40).optional(),
    captcha: z.string().max(16).optional(),
    captchaId: z.string().max(64).optional(),
    /** The ALTCHA proof-of-work solution (base64 JSON), solved by the browser in the background. */
    altcha: z.string().max(2000),
    termsAccepted: z.literal(true, { message: 'required' }),
    ageConfirmed: z.literal(true, { message: 'required' }),
    domain: z.string().max(253).optional(),
    registerUrl: z.string().max(2000).optional(),
    registerMethod: z.literal('WEB').default('WEB'),
    login: z.literal(true).default(true),
  })
  .strict();
export type RegisterRequest = z.input<typeof RegisterRequest>;

export const AltchaChallenge = z.object({
  algorithm: z.string(),
  challenge: z.string(),
  maxnumber: z.number().int().optional(),
  salt: z.string(),
  signature: z.string(),
});
export type AltchaChallenge = z.infer<typeof AltchaChallenge>;

/** Affiliate check: a code from the URL, or only the domain (an agent's campaign domain). */
export const AffiliateQuery = z
  .object({ code: z.string().trim().max(40).optional(), domain: z.string().max(253).optional() })
  .strict()
  .refine((q) => Boolean(q.code || q.domain), { message: 'code or domain required', path: ['code'] });
export const AffiliateCheck = z.object({ valid: z.boolean(), code: z.string().nullable() });
