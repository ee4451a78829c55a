import { boolean, integer, jsonb, pgTable, primaryKey, serial, text, timestamp, uniqueIndex } from 'drizzle-orm/pg-core';

type Localized = Record<string, string>;

/** One row per merchant (brand) this deployment serves. */
export const merchants = pgTable('merchants', {
  id: serial('id').primaryKey(),
  code: text('code').notNull().unique(),
  name: text('name').notNull(),
  currency: text('currency').notNull(),
  currencySymbol: text('currency_symbol').notNull(),
  defaultLanguage: text('default_language').notNull().default('en'),
  mainDomain: text('main_domain').notNull().default(''),
  gtagId: text('gtag_id'),
  imageCdns: jsonb('image_cdns').$type<string[]>().notNull().default([]),
  launchGameCdns: jsonb('launch_game_cdns').$type<string[]>().notNull().default([]),
  registerMethods: jsonb('register_methods')
    .$type<{ username: boolean; mobile: boolean }>()
    .notNull()
    .default({ username: true, mobile: false }),
  /** The merchant's business day, minutes east of UTC: agent contract periods start at its midnight. */
  utcOffsetMinutes: integer('utc_offset_minutes').notNull().default(0),
  createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
});

/** Operator-controlled gate of the whole site: maintenance and blocked IP ranges. */
export const systemSettings = pgTable('system_settings', {
  merchantId: integer('merchant_id')
    .primaryKey()
    .references(() => merchants.id),
  maintenance: boolean('maintenance').notNull().default(false),
  maintenanceTitle: jsonb('maintenance_title').$type<Localized>().notNull(),
  maintenanceContent: jsonb('maintenance_content').$type<Localized>().notNull(),
  blockedRanges: jsonb('blocked_ranges').$type<string[]>().notNull().default([]),
  regionContent: jsonb('region_content').$type<Localized>().notNull(),
  updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
});

export const featureFlags = pgTable(
  'feature_flags',
  {
    merchantId: integer('merchant_id')
      .notNull()
      .references(() => merchants.id),
    modId: text('mod_id').notNull(),
    enabled: boolean('enabled').notNull(),
  },
  (t) => [primaryKey({ columns: [t.merchantId, t.modId] })],
);

export const customerServiceChannels = pgTable('customer_service_channels', {
  id: serial('id').primaryKey(),
  merchantId: integer('merchant_id')
    .notNull()
    .references(() => merchants.id),
  csPosition: text('cs_position').notNull(),
  title: text('title').notNull(),
  path: text('path').notNull(),
  type: text('type').notNull(),
  sort: integer('sort').notNull().default(0),
});

/** App-download and contact resources (spec §3 "Resource"). */
export const resources = pgTable(
  'resources',
  {
    id: serial('id').primaryKey(),
    merchantId: integer('merchant_id')
      .notNull()
      .references(() => merchants.id),
    key: text('key').notNull(),
    resourceType: text('resource_type').notNull(),
    labelNameEn: text('label_name_en').notNull(),
    url: text('url').notNull(),
    sort: integer('sort').notNull().default(0),
  },
  (t) => [uniqueIndex('resources_merchant_key').on(t.merchantId, t.key)],
);

export const domainRoutes = pgTable('domain_routes', {
  id: serial('id').primaryKey(),
  merchantId: integer('merchant_id')
    .notNull()
    .references(() => merchants.id),
  domain: text('domain').notNull(),
  route: text('route').notNull(),
  /** An agent's campaign domain: visitors who register here join that agent's team. */
  affiliateCode: text('affiliate_code'),
});

/**
 * The key pair of encrypted request payloads, shared by every node (the first node to start
 * creates it). PAYLOAD_PRIVATE_KEY in the environment takes precedence over this row.
 */
export const payloadKeys = pgTable('payload_keys', {
  id: integer('id').primaryKey(),
  kid: text('kid').notNull(),
  privateKeyPem: text('private_key_pem').notNull(),
  createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
});
