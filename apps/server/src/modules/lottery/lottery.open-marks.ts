import { sql } from 'drizzle-orm';
import type { Db } from '../../db/client';

type Marks = {
  waiters: { id: number; resolve: (marked: boolean) => void; reject: (err: unknown) => void }[];
  running: boolean;
};
const marksOf = new WeakMap<Db, Marks>();

/**
 * Marks a slip `OPEN` once its stake is taken (`PENDING → OPEN`). The marks of bets that finish
 * together go in one statement: one is in flight per database handle, and the slips whose stake
 * was taken meanwhile are marked by the next, so a busy node writes a few marks per statement. The
 * statement's commit does not wait for the disk (`set_config(…, true)`: its own transaction): a
 * crash that loses it leaves the slips `PENDING`, and the job rolls their debits back — the stakes
 * return, the slips are not played. Resolves when the slip's mark is committed: true, or false
 * when the slip was no longer PENDING (the job had rolled its debit back meanwhile).
 */
export function markOpen(db: Db, slipId: number): Promise<boolean> {
  let marks = marksOf.get(db);
  if (!marks) marksOf.set(db, (marks = { waiters: [], running: false }));
  const m = marks;
  return new Promise<boolean>((resolve, reject) => {
    m.waiters.push({ id: slipId, resolve, reject });
    if (!m.running) void flush(db, m);
  });
}

/** Marks the PENDING slips among `ids` OPEN in one statement; answers the ids it marked. */
async function mark(db: Db, ids: number[]): Promise<Set<number>> {
  const res = (await db.execute(sql`update lottery_slips set status = 'OPEN'
    where id in (${sql.join(
      ids.map((id) => sql`${id}::bigint`),
      sql`, `,
    )}) and status = 'PENDING' and set_config('synchronous_commit', 'off', true) = 'off'
    returning id`)) as unknown as { rows: { id: unknown }[] };
  return new Set(res.rows.map((r) => Number(r.id)));
}

async function flush(db: Db, m: Marks) {
  m.running = true;
  while (m.waiters.length > 0) {
    const waiters = m.waiters;
    m.waiters = [];
    try {
      const marked = await mark(
        db,
        waiters.map((w) => w.id),
      );
      for (const w of waiters) w.resolve(marked.has(w.id));
    } catch {
      // One failed statement (a pool wait, a deadlock with a draw's cancel) does not fail every bet
      // of its batch: each slip is tried once more on its own.
      await Promise.all(
        waiters.map((w) =>
          mark(db, [w.id]).then(
            (marked) => w.resolve(marked.has(w.id)),
            (err: unknown) => w.reject(err),
          ),
        ),
      );
    }
  }
  m.running = false;
}
