import { PgDialect } from 'drizzle-orm/pg-core';
import type { SQL } from 'drizzle-orm';
import type { Db } from '../db/client';

/** SCALE_TRACE=1 prints each statement's time. */
export async function exec(db: Db, query: SQL): Promise<void> {
  const began = Date.now();
  await db.execute(query);
  if (process.env.SCALE_TRACE) {
    const text = new PgDialect().sqlToQuery(query).sql.replace(/\s+/g, ' ').slice(0, 90);
    console.log(`    ${((Date.now() - began) / 1000).toFixed(1).padStart(6)} s  ${text}`);
  }
}
