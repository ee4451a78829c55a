import { z } from 'zod';
import { FEATURE_FLAGS } from './flags';
import { LANGUAGE_CODES, LanguageCodeSchema, withCanonicalLanguageKeys } from './languages';

/** Text in several interface languages; English is required and is the fallback. */
export const LocalizedText = z
  .object({ en: z.string().trim().min(1).max(2000) })
  .catchall(z.string().trim().max(2000))
  .refine((t) => Object.keys(t).every((k) => (LANGUAGE_CODES as readonly string[]).includes(k)), {
    message: 'Unknown language code',
  });
export type LocalizedText = z.infer<typeof LocalizedText>;
/** LocalizedText as an operator sends it: language keys in any case (`EN` → `en`). */
const LocalizedTextInput = withCanonicalLanguageKeys(LocalizedText);

/** 0 normal, 1 maintenance, 2 region restricted (spec §4). */
export const SystemStatusCode = z.union([z.literal(0), z.literal(1), z.literal(2)]);
export type SystemStatusCode = z.infer<typeof SystemStatusCode>;

export const SystemStatus = z.object({ status: SystemStatusCode });
export type SystemStatus = z.infer<typeof SystemStatus>;

export type WhitelabelNode = {
  modId: string;
  modName: string;
  enabled: '0' | '1';
  children: WhitelabelNode[];
};
export const WhitelabelNode: z.ZodType<WhitelabelNode> = z.lazy(() =>
  z.object({
    modId: z.string(),
    modName: z.string(),
    enabled: z.enum(['0', '1']),
    children: z.array(WhitelabelNode),
  }),
);
export const Whitelabel = z.array(WhitelabelNode);

export const CustomerServiceEntry = z.object({
  csPosition: z.string(),
  title: z.string(),
  path: z.string(),
  type: z.string(),
});
export type CustomerServiceEntry = z.infer<typeof CustomerServiceEntry>;

export const Resource = z.object({
  id: z.string(),
  resourceType: z.string(),
  labelNameEn: z.string(),
  url: z.string(),
});
export type Resource = z.infer<typeof Resource>;

export const DomainRoute = z.object({ domain: z.string(), route: z.string() });
export type DomainRoute = z.infer<typeof DomainRoute>;

export const RegisterMethods = z.object({
  username: z.boolean(),
  mobile: z.boolean(),
  /** Ids of the configured social sign-in providers (their names: /wps/session/social/providers). */
  socialProviders: z.array(z.string()),
});

export const Merchant = z.object({
  code: z.string(),
  name: z.string(),
  currency: z.string(),
  currencySymbol: z.string(),
  defaultLanguage: z.string(),
});
export type Merchant = z.infer<typeof Merchant>;

/** The permission / site-config answer (spec §3 "Permission response info"). */
export const SiteConfig = z.object({
  merchant: Merchant,
  customerService: z.array(CustomerServiceEntry),
  domainRoute: z.array(DomainRoute),
  resources: z.array(Resource),
  whitelabel: Whitelabel,
  register: RegisterMethods,
  mainDomain: z.string(),
  analytics: z.object({ gtagId: z.string().nullable() }),
  imageCDNs: z.array(z.string()),
  launchGameCDNs: z.array(z.string()),
  maintenance: z.object({ enabled: z.boolean(), title: z.string(), content: z.string() }),
  regionRestriction: z.object({ restricted: z.boolean(), content: z.string() }),
  location: z.object({ ip: z.string() }),
});
export type SiteConfig = z.infer<typeof SiteConfig>;

export const LanguageQuery = z.object({ lang: LanguageCodeSchema.optional() }).strict();

export const SetLanguageRequest = z.object({ language: LanguageCodeSchema }).strict();
export const SetLanguageResponse = z.object({ language: z.enum(LANGUAGE_CODES) });

/* ---- operator API ---- */

export const OpsSystemSettings = z.object({
  maintenance: z.boolean(),
  maintenanceTitle: LocalizedText,
  maintenanceContent: LocalizedText,
  blockedRanges: z.array(z.string()),
  regionContent: LocalizedText,
});
export type OpsSystemSettings = z.infer<typeof OpsSystemSettings>;

export const SetMaintenanceRequest = z
  .object({
    maintenance: z.boolean(),
    title: LocalizedTextInput.optional(),
    content: LocalizedTextInput.optional(),
  })
  .strict();

/** A CIDR range (`203.0.113.0/24`, `2001:db8::/32`) or a single address. */
export const CidrRange = z.string().trim().min(2).max(64);

export const SetBlockedRangesRequest = z
  .object({
    ranges: z.array(CidrRange).max(10_000),
    content: LocalizedTextInput.optional(),
  })
  .strict();

export const SetFlagsRequest = z.object({ flags: z.partialRecord(z.enum(FEATURE_FLAGS), z.boolean()) }).strict();

export const FlagsState = z.record(z.enum(FEATURE_FLAGS), z.boolean());

export const OutboxQuery = z
  .object({
    channel: z.enum(['sms', 'email']).optional(),
    recipient: z.string().max(200).optional(),
    limit: z.coerce.number().int().min(1).max(500).default(50),
  })
  .strict();

export const OutboxMessage = z.object({
  id: z.number().int(),
  channel: z.enum(['sms', 'email']),
  recipient: z.string(),
  subject: z.string().nullable(),
  body: z.string(),
  createdAt: z.string(),
});
export type OutboxMessage = z.infer<typeof OutboxMessage>;

/**
 * GET /ops/audit: the audit log, newest first, `limit` entries at a time. Filters: `actor` (the
 * operator's name, exact), `action` (a prefix: `operator.` finds every operator action), `q` (text
 * anywhere in the state before or after), `from`/`to` (times, `to` excluded). The next page: `before`
 * = the id of the last entry shown.
 */
export const AuditQuery = z
  .object({
    limit: z.coerce.number().int().min(1).max(500).default(50),
    actor: z.string().trim().min(1).max(64).optional(),
    action: z.string().trim().min(1).max(100).optional(),
    q: z.string().trim().min(1).max(200).optional(),
    from: z.iso.datetime({ offset: true }).optional(),
    to: z.iso.datetime({ offset: true }).optional(),
    before: z.coerce.number().int().min(1).optional(),
  })
  .strict();
export type AuditQuery = z.infer<typeof AuditQuery>;

export const AuditEntry = z.object({
  id: z.number().int(),
  actor: z.string(),
  action: z.string(),
  before: z.unknown(),
  after: z.unknown(),
  /** The address the operator called from (null on entries older than the column). */
  ip: z.string().nullable(),
  createdAt: z.string(),
});
export type AuditEntry = z.infer<typeof AuditEntry>;

export const SetDomainRoutesRequest = z
  .object({
    routes: z
      .array(
        z
          .object({
            domain: z
              .string()
              .trim()
              .toLowerCase()
              .regex(/^[a-z0-9.-]{1,253}$/, 'a host name such as play.example.com'),
            route: z.string().trim().startsWith('/').max(200),
            affiliateCode: z.string().trim().max(40).nullable().optional(),
          })
          .strict(),
      )
      .max(500),
  })
  .strict();

/** GET /ops/security-settings: the members' sign-in settings (PUT /ops/security-settings changes them). */
export const SecuritySettingsState = z.object({
  newIpVerification: z.boolean(),
  sessionIdleMinutes: z.number().int(),
  sessionAbsoluteHours: z.number().int(),
});
export type SecuritySettingsState = z.infer<typeof SecuritySettingsState>;
