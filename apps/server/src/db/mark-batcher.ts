import type { Database } from './client';
import { toInt } from './normalize';

type Waiter = { id: number; resolve: (changed: boolean) => void; reject: (err: unknown) => void };
type Queue = { waiters: Waiter[]; running: boolean };

/**
 * A one-row write that many requests make at once (a bet's `PENDING → OPEN` mark once its stake is
 * taken), coalesced: one statement in flight per database handle `H`, and the ids that arrive
 * meanwhile go together in the next, so a busy node writes several marks per statement. `write`
 * answers the ids it changed. A failed statement (a pool wait, a deadlock) does not fail every
 * caller of its batch: each id is tried once more on its own. The returned function resolves when
 * its id's statement has committed: true when it changed that id.
 */
export function markBatcher<H extends object>(write: (handle: H, ids: number[]) => Promise<Set<number>>) {
  const queues = new WeakMap<H, Queue>();

  async function flush(handle: H, q: Queue) {
    q.running = true;
    while (q.waiters.length > 0) {
      const waiters = q.waiters;
      q.waiters = [];
      try {
        const changed = await write(
          handle,
          waiters.map((w) => w.id),
        );
        for (const w of waiters) w.resolve(changed.has(w.id));
      } catch {
        await Promise.all(
          waiters.map((w) =>
            write(handle, [w.id]).then(
              (changed) => w.resolve(changed.has(w.id)),
              (err: unknown) => w.reject(err),
            ),
          ),
        );
      }
    }
    q.running = false;
  }

  return (handle: H, id: number): Promise<boolean> => {
    let q = queues.get(handle);
    if (!q) queues.set(handle, (q = { waiters: [], running: false }));
    const queue = q;
    return new Promise<boolean>((resolve, reject) => {
      queue.waiters.push({ id, resolve, reject });
      if (!queue.running) void flush(handle, queue);
    });
  };
}

/**
 * The `PENDING → OPEN` mark of a bet table once a stake is taken (the lottery's slips, the book's
 * bets), batched as above in one named prepared statement whose commit does not wait for the disk
 * (`set_config(…, true)`: its own transaction). The stake's debit is durable: a crash that loses
 * the mark leaves the row `PENDING`, and its module's job rolls the debit back.
 */
export function openMarks(table: 'lottery_slips' | 'sports_bets') {
  return markBatcher<Database['prepared']>(async (prepared, ids) => {
    const rows = await prepared<{ id: unknown }>({
      name: `jade_${table}_open_v1`,
      text: `update ${table} set status = 'OPEN'
              where id = any($1::bigint[]) and status = 'PENDING' and set_config('synchronous_commit', 'off', true) = 'off'
             returning id`,
      values: [ids],
    });
    return new Set(rows.map((r) => toInt(r.id)));
  });
}
