import { boolean, integer, pgTable, serial, text, uniqueIndex } from 'drizzle-orm/pg-core';
import { merchants } from '../system/system.tables';

/** Game vendors; `code` is the vassalage the spec uses everywhere. */
export const vendors = pgTable(
  'vendors',
  {
    id: serial('id').primaryKey(),
    merchantId: integer('merchant_id')
      .notNull()
      .references(() => merchants.id),
    code: text('code').notNull(),
    name: text('name').notNull(),
    category: text('category').notNull(),
    maintenance: boolean('maintenance').notNull().default(false),
    sort: integer('sort').notNull().default(0),
  },
  (t) => [uniqueIndex('vendors_merchant_code_category').on(t.merchantId, t.code, t.category)],
);
