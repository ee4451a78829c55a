import { z } from 'zod';
import { AuditEntry } from '@jade/contract/system';
import { fromLocalInput } from '@/lib/dates';
import { opsApi } from '../api/ops-api';

/** The audit list's filters as the operator typed them (empty: no filter; times as datetime-local). */
export type AuditFilters = { actor: string; action: string; q: string; from: string; to: string };
export const NO_FILTERS: AuditFilters = { actor: '', action: '', q: '', from: '', to: '' };

export const AUDIT_PAGE = 50;

/** The query string of GET /ops/audit for these filters, from the entry `before` on. */
export function auditPath(f: AuditFilters, before?: number, limit = AUDIT_PAGE): string {
  const p = new URLSearchParams({ limit: String(limit) });
  for (const k of ['actor', 'action', 'q'] as const) if (f[k].trim()) p.set(k, f[k].trim());
  const from = fromLocalInput(f.from);
  const to = fromLocalInput(f.to);
  if (from) p.set('from', from);
  if (to) p.set('to', to);
  if (before) p.set('before', String(before));
  return `/ops/audit?${p.toString()}`;
}

export const fetchAudit = (f: AuditFilters, before?: number, limit?: number) =>
  opsApi(auditPath(f, before, limit), z.array(AuditEntry));

/** Every entry the filters select (newest first), page after page, for an export. */
export async function allAudit(f: AuditFilters, maxPages = 100): Promise<AuditEntry[]> {
  const out: AuditEntry[] = [];
  let before: number | undefined;
  for (let n = 0; n < maxPages; n++) {
    const rows = await fetchAudit(f, before, 500);
    out.push(...rows);
    if (rows.length < 500) break;
    before = rows[rows.length - 1]!.id;
  }
  return out;
}
