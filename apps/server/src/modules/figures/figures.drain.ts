import { sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { LOCKS } from '../../db/locks';
import { toInt } from '../../db/normalize';
import { rowsOf } from '../../db/rows';

/** The drain's lock (with the merchant id): one node at a time drains a merchant's queue. */
const LOCK_FIGURES = LOCKS.merchant.figures;
/** The hierarchy's move lock (members.tree): a drain and a branch move never interleave. */
const LOCK_MOVES = LOCKS.merchant.teamMove;
const BATCH = 5_000;
/** Batches per run at most: a run stays short, a backlog clears over a few runs. */
const MAX_BATCHES = 20;

/**
 * One run of the figures job: batches of the queue move into the buckets (`figures_drain`, one
 * statement each: `DELETE … RETURNING` and the upserts), each in its own transaction under the
 * drain lock and the move lock, taken with `try` so a busy node or a move skips rather than
 * waits. A row leaves the queue in the transaction that counts it: exactly once, on any number
 * of nodes.
 */
export async function drainFigures(
  db: Db,
  merchantId: number,
  opts: { batch?: number; maxBatches?: number } = {},
): Promise<{ drained: number; skipped: boolean }> {
  const batch = opts.batch ?? BATCH;
  let drained = 0;
  for (let i = 0; i < (opts.maxBatches ?? MAX_BATCHES); i++) {
    const n = await db.transaction(async (tx) => {
      const [lock] = await rowsOf<{ ok: boolean }>(
        tx,
        sql`select pg_try_advisory_xact_lock(${LOCK_FIGURES}::int, ${merchantId}::int)
             and pg_try_advisory_xact_lock(${LOCK_MOVES}::int, ${merchantId}::int) as ok`,
      );
      if (!lock?.ok) return null;
      const [row] = await rowsOf(tx, sql`select figures_drain(${merchantId}::int, ${batch}::int) as n`);
      return toInt(row?.n);
    });
    if (n === null) return { drained, skipped: true };
    drained += n;
    if (n < batch) break;
  }
  return { drained, skipped: false };
}

/**
 * Recomputes every figure of the merchant from the raw rows (rounds, wallet entries, the
 * hierarchy) and empties its queue in the same snapshot: for a bulk load that wrote rows directly,
 * and for tests. Waits for the drain and for moves.
 */
export async function rebuildFigures(db: Db, merchantId: number): Promise<void> {
  await db.transaction(async (tx) => {
    await tx.execute(sql`select pg_advisory_xact_lock(${LOCK_FIGURES}::int, ${merchantId}::int)`);
    await tx.execute(sql`select pg_advisory_xact_lock(${LOCK_MOVES}::int, ${merchantId}::int)`);
    await tx.execute(sql`select figures_rebuild(${merchantId}::int)`);
    await tx.execute(sql`select figures_last_active_rebuild(${merchantId}::int)`);
  });
}
