import { and, desc, eq, gte, like, lt, or, sql, type SQL } from 'drizzle-orm';
import type { AuditEntry, AuditQuery } from '@jade/contract/system';
import type { Db } from '../../db/client';
import { toIso } from '../../db/normalize';
import { auditLog } from './ops.tables';

/** `text` as a LIKE pattern that matches it literally (its `%`, `_` and `\` escaped). */
const literal = (text: string) => text.replace(/[\\%_]/g, (c) => `\\${c}`);

/** The conditions of an audit query's filters (none: every entry). */
function conditions(q: AuditQuery): SQL | undefined {
  const where: (SQL | undefined)[] = [];
  if (q.actor) where.push(eq(auditLog.actor, q.actor));
  if (q.action) where.push(like(auditLog.action, `${literal(q.action)}%`));
  if (q.q) {
    const pattern = `%${literal(q.q)}%`;
    where.push(or(sql`${auditLog.before}::text ilike ${pattern}`, sql`${auditLog.after}::text ilike ${pattern}`));
  }
  if (q.from) where.push(gte(auditLog.createdAt, new Date(q.from)));
  if (q.to) where.push(lt(auditLog.createdAt, new Date(q.to)));
  if (q.before) where.push(lt(auditLog.id, q.before));
  return where.length ? and(...where) : undefined;
}

/** Audit entries matching the query's filters, newest first, `limit` of them from `before` on. */
export async function listAudit(db: Db, q: AuditQuery): Promise<AuditEntry[]> {
  const rows = await db.select().from(auditLog).where(conditions(q)).orderBy(desc(auditLog.id)).limit(q.limit);
  return rows.map((r) => ({
    id: r.id,
    actor: r.actor,
    action: r.action,
    before: r.before,
    after: r.after,
    ip: r.ip,
    createdAt: toIso(r.createdAt),
  }));
}
