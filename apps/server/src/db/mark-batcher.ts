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
