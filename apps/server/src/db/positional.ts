import { sql, type SQL } from 'drizzle-orm';
import type { Database, Db } from './client';

/**
 * A hot statement (`Database['prepared']`, positional `$n` parameters) run inside a transaction
 * instead, through Drizzle: each `$n` becomes a parameter cast to its declared type (`types[n-1]`),
 * so every occurrence is typed on its own. The wallet's guarded debits use it (player protection:
 * the check and the debit in one transaction under the member's lock).
 */
export function preparedIn(tx: Db): Pick<Database, 'prepared'> {
  return {
    prepared: async <R>(q: { text: string; values: unknown[]; types?: readonly string[] }) => {
      const { types } = q;
      if (!types || types.length !== q.values.length) throw new Error('preparedIn: every parameter needs its type');
      const chunks: SQL[] = q.text
        .split(/\$(\d+)/)
        .map((part, i) =>
          i % 2 === 0 ? sql.raw(part) : sql`(${q.values[Number(part) - 1]}::${sql.raw(types[Number(part) - 1]!)})`,
        );
      return ((await tx.execute(sql.join(chunks))) as unknown as { rows: R[] }).rows;
    },
  };
}
