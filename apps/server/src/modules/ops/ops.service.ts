import type { Db } from '../../db/client';
import * as system from '../system/system.service';
import { auditLog } from './ops.tables';

/** Who made an operator write: the operator and the address it came from. */
export type Actor = { name: string; ip: string };

/** Records one operator write; called inside the transaction of the write itself. */
export async function recordAudit(db: Db, actor: Actor, action: string, before: unknown, after: unknown) {
  await db.insert(auditLog).values({ actor: actor.name, ip: actor.ip, action, before, after });
}

/**
 * One operator write: read the state before, write, and record both in the audit log, all in one
 * transaction; caches of this node are cleared after it commits.
 */
export async function audited<T>(
  db: Db,
  actor: Actor,
  action: string,
  read: (tx: Db) => Promise<unknown>,
  write: (tx: Db) => Promise<T>,
): Promise<T> {
  const after = await db.transaction(async (tx) => {
    const before = await read(tx);
    const result = await write(tx);
    await recordAudit(tx, actor, action, before, result);
    return result;
  });
  system.invalidateSystemCache(db);
  return after;
}

export { listAudit } from './ops.audit-query';
