import { and, asc, eq } from 'drizzle-orm';
import { FEATURE_FLAGS, type FeatureFlag } from '@jade/contract/flags';
import type { SiteConfig, SystemStatusCode, WhitelabelNode } from '@jade/contract/system';
import type { Db } from '../../db/client';
import { compileRanges, displayIp } from '../../lib/ip';
import { pickText } from '../../lib/lang';
import { cached, CONFIG_TTL_MS, invalidate } from '../../lib/ttl-cache';
import { generateKeyPair, keyIdOf } from '../../lib/payload-crypto';
import {
  customerServiceChannels,
  domainRoutes,
  featureFlags,
  merchants,
  payloadKeys,
  resources,
  systemSettings,
} from './system.tables';

export type MerchantRow = typeof merchants.$inferSelect;
export type SettingsRow = typeof systemSettings.$inferSelect;

type Gate = { settings: SettingsRow; isBlocked: (ip: string) => boolean };

const DEFAULT_TEXT = {
  maintenanceTitle: { en: 'System maintenance', ne: 'प्रणाली मर्मत' },
  maintenanceContent: {
    en: 'We are improving the site and will be back shortly. Thank you for your patience.',
    ne: 'हामी साइट सुधार गर्दैछौं र छिट्टै फर्कनेछौं। धैर्यका लागि धन्यवाद।',
  },
  regionContent: {
    en: 'Access to this site is not available from your region.',
    ne: 'तपाईंको क्षेत्रबाट यो साइटमा पहुँच उपलब्ध छैन।',
  },
};

/**
 * Makes sure the merchant this deployment serves exists with its settings and flags, so the
 * platform runs even when no demo data is seeded. Idempotent.
 */
export async function ensureMerchant(db: Db, code: string): Promise<MerchantRow> {
  return db.transaction(async (tx) => {
    await tx
      .insert(merchants)
      .values({ code, name: code, currency: 'NPR', currencySymbol: 'रु' })
      .onConflictDoNothing({ target: merchants.code });
    const [merchant] = await tx.select().from(merchants).where(eq(merchants.code, code));
    await tx
      .insert(systemSettings)
      .values({ merchantId: merchant!.id, ...DEFAULT_TEXT })
      .onConflictDoNothing({ target: systemSettings.merchantId });
    await tx
      .insert(featureFlags)
      .values(FEATURE_FLAGS.map((modId) => ({ merchantId: merchant!.id, modId, enabled: false })))
      .onConflictDoNothing();
    return merchant!;
  });
}

export async function getMerchant(db: Db, merchantId: number): Promise<MerchantRow> {
  const [m] = await db.select().from(merchants).where(eq(merchants.id, merchantId));
  return m!;
}

/** The demo seed's bulk writers (rows as given, no operator rules). */
export { addCustomerServiceChannels, addResources, updateMerchant } from './system.seed';

/** The merchant's business day (minutes east of UTC) for settlement periods. */
export async function setUtcOffset(db: Db, merchantId: number, utcOffsetMinutes: number): Promise<MerchantRow> {
  const [m] = await db.update(merchants).set({ utcOffsetMinutes }).where(eq(merchants.id, merchantId)).returning();
  return m!;
}

export async function getSettings(db: Db, merchantId: number): Promise<SettingsRow> {
  const [s] = await db.select().from(systemSettings).where(eq(systemSettings.merchantId, merchantId));
  return s!;
}

/** The gate settings, cached per node for a moment; writes on this node clear the cache. */
export function getGate(db: Db, merchantId: number): Promise<Gate> {
  return cached(db, `system:gate:${merchantId}`, CONFIG_TTL_MS, async () => {
    const settings = await getSettings(db, merchantId);
    return { settings, isBlocked: compileRanges(settings.blockedRanges) };
  });
}

/** Forgets this node's cached settings, flags and site config after an operator write. */
export function invalidateSystemCache(db: Db) {
  invalidate(db, 'system:');
}

/** 0 normal, 1 maintenance, 2 region restricted; maintenance wins over region. */
export function statusFor(gate: Gate, ip: string): SystemStatusCode {
  if (gate.settings.maintenance) return 1;
  if (gate.isBlocked(ip)) return 2;
  return 0;
}

export async function updateSettings(db: Db, merchantId: number, patch: Partial<Omit<SettingsRow, 'merchantId'>>) {
  const [row] = await db
    .update(systemSettings)
    .set({ ...patch, updatedAt: new Date() })
    .where(eq(systemSettings.merchantId, merchantId))
    .returning();
  return row!;
}

export async function getFlags(db: Db, merchantId: number): Promise<Record<FeatureFlag, boolean>> {
  return cached(db, `system:flags:${merchantId}`, CONFIG_TTL_MS, () => readFlags(db, merchantId));
}

async function readFlags(db: Db, merchantId: number): Promise<Record<FeatureFlag, boolean>> {
  const rows = await db.select().from(featureFlags).where(eq(featureFlags.merchantId, merchantId));
  const state = Object.fromEntries(FEATURE_FLAGS.map((f) => [f, false])) as Record<FeatureFlag, boolean>;
  for (const r of rows) if ((FEATURE_FLAGS as readonly string[]).includes(r.modId)) state[r.modId as FeatureFlag] = r.enabled;
  return state;
}

/** Flags as stored now, bypassing the cache (inside a write transaction). */
export const getFlagsFresh = readFlags;

export async function setFlags(db: Db, merchantId: number, flags: Partial<Record<FeatureFlag, boolean>>) {
  for (const [modId, enabled] of Object.entries(flags)) {
    await db
      .insert(featureFlags)
      .values({ merchantId, modId, enabled: Boolean(enabled) })
      .onConflictDoUpdate({ target: [featureFlags.merchantId, featureFlags.modId], set: { enabled: Boolean(enabled) } });
  }
}

const FLAG_GROUPS: { modId: string; modName: string; children: FeatureFlag[] }[] = [
  { modId: 'REGISTER3', modName: 'Registration', children: ['MOBILENUMREG3', 'REGMOBVERF3', 'MOBILENUMPASSREG3'] },
  { modId: 'LOGIN3', modName: 'Login', children: ['FREEPLAY3', 'PWDEXPFORCECHANGE3', 'MOBILEVERCODELOGIN3'] },
  { modId: 'AGENT3', modName: 'Agent', children: ['AGENTPOLICY3'] },
  { modId: 'PROMOTION3', modName: 'Promotion', children: ['PTSYS3', 'MANPLAYREB3'] },
];

/** The whitelabel tree (spec §3): groups of modId nodes, enabled '1' or '0'. */
export function whitelabelTree(flags: Record<FeatureFlag, boolean>): WhitelabelNode[] {
  return FLAG_GROUPS.map((g) => ({
    modId: g.modId,
    modName: g.modName,
    enabled: '1',
    children: g.children.map((f) => ({ modId: f, modName: f, enabled: flags[f] ? '1' : '0', children: [] })),
  }));
}

/** The permission / site-config answer for one visitor: shared parts cached, ip parts per request. */
export async function siteConfig(
  db: Db,
  merchantId: number,
  lang: string,
  ip: string,
  socialProviders: string[],
): Promise<SiteConfig> {
  const [shared, gate] = await Promise.all([
    cached(db, `system:config:${merchantId}:${lang}`, CONFIG_TTL_MS, () => sharedConfig(db, merchantId, lang)),
    getGate(db, merchantId),
  ]);
  return {
    ...shared,
    register: { ...shared.register, socialProviders },
    regionRestriction: { restricted: gate.isBlocked(ip), content: shared.regionRestriction.content },
    location: { ip: displayIp(ip) },
  };
}

async function sharedConfig(db: Db, merchantId: number, lang: string): Promise<SiteConfig> {
  const [merchant, gate, flags, cs, res, routes] = await Promise.all([
    getMerchant(db, merchantId),
    getGate(db, merchantId),
    getFlags(db, merchantId),
    db
      .select()
      .from(customerServiceChannels)
      .where(eq(customerServiceChannels.merchantId, merchantId))
      .orderBy(asc(customerServiceChannels.sort), asc(customerServiceChannels.id)),
    db.select().from(resources).where(eq(resources.merchantId, merchantId)).orderBy(asc(resources.sort), asc(resources.id)),
    db.select().from(domainRoutes).where(eq(domainRoutes.merchantId, merchantId)).orderBy(asc(domainRoutes.id)),
  ]);
  const s = gate.settings;
  return {
    merchant: {
      code: merchant.code,
      name: merchant.name,
      currency: merchant.currency,
      currencySymbol: merchant.currencySymbol,
      defaultLanguage: merchant.defaultLanguage,
    },
    customerService: cs.map((c) => ({ csPosition: c.csPosition, title: c.title, path: c.path, type: c.type })),
    domainRoute: routes.map((r) => ({ domain: r.domain, route: r.route })),
    resources: res.map((r) => ({ id: r.key, resourceType: r.resourceType, labelNameEn: r.labelNameEn, url: r.url })),
    whitelabel: whitelabelTree(flags),
    register: { ...merchant.registerMethods, socialProviders: [] },
    mainDomain: merchant.mainDomain,
    analytics: { gtagId: merchant.gtagId },
    imageCDNs: merchant.imageCdns,
    launchGameCDNs: merchant.launchGameCdns,
    maintenance: {
      enabled: s.maintenance,
      title: pickText(s.maintenanceTitle, lang),
      content: pickText(s.maintenanceContent, lang),
    },
    regionRestriction: { restricted: false, content: pickText(s.regionContent, lang) },
    location: { ip: '' },
  };
}

export async function listDomainRoutes(db: Db, merchantId: number) {
  const rows = await db.select().from(domainRoutes).where(eq(domainRoutes.merchantId, merchantId)).orderBy(asc(domainRoutes.id));
  return rows.map((r) => ({ domain: r.domain, route: r.route }));
}

/** The payload key pair: from the environment when given, else the shared row (created once). */
export async function loadPayloadKey(db: Db, fromEnv: string | undefined): Promise<{ kid: string; privateKeyPem: string }> {
  if (fromEnv) {
    const { createPrivateKey, createPublicKey } = await import('node:crypto');
    const spki = createPublicKey(createPrivateKey(fromEnv)).export({ type: 'spki', format: 'der' });
    return { kid: keyIdOf(spki), privateKeyPem: fromEnv };
  }
  // An RSA key takes a core a tenth of a second or more to make: only the first start makes one
  // (nodes starting together may each make one; the first row written is everyone's).
  const read = async () => (await db.select().from(payloadKeys).where(eq(payloadKeys.id, 1)))[0];
  let row = await read();
  if (!row) {
    const fresh = generateKeyPair();
    await db.insert(payloadKeys).values({ id: 1, kid: fresh.kid, privateKeyPem: fresh.privatePkcs8Pem }).onConflictDoNothing();
    row = await read();
  }
  return { kid: row!.kid, privateKeyPem: row!.privateKeyPem };
}

/** The affiliate code a domain carries (an agent's campaign domain), if any. */
export async function affiliateCodeOfDomain(db: Db, merchantId: number, domain: string | undefined): Promise<string | null> {
  if (!domain) return null;
  const host = domain.toLowerCase().split(':')[0]!;
  const [row] = await db
    .select({ code: domainRoutes.affiliateCode })
    .from(domainRoutes)
    .where(and(eq(domainRoutes.merchantId, merchantId), eq(domainRoutes.domain, host)));
  return row?.code ?? null;
}

/** Replaces the merchant's domain routes (and their campaign affiliate codes). */
export async function setDomainRoutes(
  db: Db,
  merchantId: number,
  routes: { domain: string; route: string; affiliateCode?: string | null | undefined }[],
) {
  await db.delete(domainRoutes).where(eq(domainRoutes.merchantId, merchantId));
  if (routes.length > 0) {
    await db
      .insert(domainRoutes)
      .values(routes.map((r) => ({ merchantId, domain: r.domain, route: r.route, affiliateCode: r.affiliateCode ?? null })));
  }
}
