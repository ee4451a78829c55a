import type { Db } from '../db/client';

/**
 * Holds a transaction open on another pool connection (as another node would) until `release` is
 * called: `held` resolves once `work` has run inside it. PostgreSQL only (PGlite has one connection).
 */
export function otherNode(db: Db, work: (tx: Db) => Promise<unknown>) {
  let release = () => {};
  const gate = new Promise<void>((r) => (release = r));
  let ready = () => {};
  const held = new Promise<void>((r) => (ready = r));
  const done = db.transaction(async (tx) => {
    await work(tx);
    ready();
    await gate;
  });
  return { held, release: async () => (release(), await done) };
}
