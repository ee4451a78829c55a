import { sql } from 'drizzle-orm';
import type { Db } from '../../db/client';

/**
 * Runs a report's statements in one transaction (one connection of the reports' pool for the
 * whole report, one snapshot for its page and totals) without JIT compilation or parallel
 * workers: the reads are short index reads, so compiling costs more than it saves, and a report
 * never takes more than one core from the calls that share the machine (balance, bets, sign-in).
 */
export function reportRead<T>(db: Db, read: (tx: Db) => Promise<T>): Promise<T> {
  return db.transaction(async (tx) => {
    await tx.execute(sql`select set_config('jit', 'off', true), set_config('max_parallel_workers_per_gather', '0', true)`);
    return read(tx as unknown as Db);
  });
}
