import { index, integer, jsonb, pgTable, serial, text, timestamp, uniqueIndex } from 'drizzle-orm/pg-core';
import { merchants } from '../system/system.tables';

type Localized = Record<string, string>;

/**
 * Announcement content (spec §3): type B banner, PL player notice, PU popup (execution A, B or F),
 * PR promotion, H home notice. Title and HTML content per language; the HTML is sanitized when it
 * is saved and again when it is shown.
 */
export const announcements = pgTable('announcements', {
  id: serial('id').primaryKey(),
  merchantId: integer('merchant_id')
    .notNull()
    .references(() => merchants.id),
  type: text('type').notNull(),
  execution: text('execution'),
  title: jsonb('title').$type<Localized>().notNull(),
  content: jsonb('content').$type<Localized>().notNull(),
  startsAt: timestamp('starts_at', { withTimezone: true }).notNull().defaultNow(),
  endsAt: timestamp('ends_at', { withTimezone: true }),
  sort: integer('sort').notNull().default(0),
  createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
});

/** A section of the help centre (terms, beginner guide, deposits …), addressed by its code (`/help#term`). */
export const helpSections = pgTable(
  'help_sections',
  {
    id: serial('id').primaryKey(),
    merchantId: integer('merchant_id')
      .notNull()
      .references(() => merchants.id),
    code: text('code').notNull(),
    title: jsonb('title').$type<Localized>().notNull(),
    sort: integer('sort').notNull().default(0),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [uniqueIndex('help_sections_merchant_code').on(t.merchantId, t.code)],
);

/** The articles of a help section, in order; title and sanitized HTML per language. */
export const helpArticles = pgTable(
  'help_articles',
  {
    id: serial('id').primaryKey(),
    sectionId: integer('section_id')
      .notNull()
      .references(() => helpSections.id, { onDelete: 'cascade' }),
    title: jsonb('title').$type<Localized>().notNull(),
    content: jsonb('content').$type<Localized>().notNull(),
    sort: integer('sort').notNull().default(0),
  },
  (t) => [index('help_articles_section').on(t.sectionId, t.sort)],
);

/** Banners by group (w_home, w_register, w_leftmenu, w_login, w_forget) with their click action. */
export const banners = pgTable('banners', {
  id: serial('id').primaryKey(),
  merchantId: integer('merchant_id')
    .notNull()
    .references(() => merchants.id),
  groupName: text('group_name').notNull(),
  imageUrl: text('image_url').notNull(),
  title: jsonb('title').$type<Localized>().notNull(),
  linkageType: text('linkage_type').notNull().default('NONE'),
  linkageValue: text('linkage_value').notNull().default(''),
  sequence: integer('sequence').notNull().default(0),
});
