import type { SQL } from 'drizzle-orm';
import type { Db } from './client';

/** The rows of a raw statement, the same shape on PGlite and node-postgres (both answer `{ rows }`). */
export async function rowsOf<R = Record<string, unknown>>(db: Pick<Db, 'execute'>, query: SQL): Promise<R[]> {
  return ((await db.execute(query)) as unknown as { rows: R[] }).rows;
}
