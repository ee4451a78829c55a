import { sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { toInt } from '../../db/normalize';
import { activeFromMasks } from './figures.active';
import type { Range } from './figures.pieces';
import { inScope, type Scope } from './figures.sums';
import { rowsOf } from '../../db/rows';

const MINUTE = 60_000;
const QUARTER = 15 * MINUTE;
/** A period that ended this long ago only changes by a late change (figures_state.late_version). */
const SETTLED_AFTER = 2 * MINUTE;
/** Past periods' counts a node remembers at most (then it starts again). */
const REMEMBERED = 5_000;

const remembered = new Map<string, number>();

/**
 * Members of a scope with a settled round in each range. A team's count does not read its members
 * (figures.tables `member_last_active`, `team_last_active`):
 * - a range from a quarter hour that ends after every member's last activity (today, this week,
 *   this month) counts the members whose last active quarter is at or after its start, less
 *   the members the queue still changes, who are counted exactly;
 * - a range that ended more than two minutes ago is remembered by the node while the merchant's
 *   `late_version` stays and the queue holds no change before its end (a late change);
 * - anything else, and a first reading of a past range, reads the activity masks.
 * Every path is exact (figures.property.test).
 */
export async function activeMembers(db: Db, merchantId: number, scope: Scope, ranges: Range[]): Promise<Map<string, number>> {
  if (!('team' in scope) || ranges.length === 0) return activeFromMasks(db, merchantId, scope, ranges);
  const team = scope.team;
  const [st] = await rowsOf(
    db,
    sql`select (select late_version from figures_state where merchant_id = ${merchantId}::int) as version,
        (select token from figures_state where merchant_id = ${merchantId}::int) as token,
        (select max(at) from team_last_active where ancestor_id = ${team}::int and n <> 0) as last,
        (select min(q.at) from figure_queue q where q.merchant_id = ${merchantId}::int and q.kind = 'S'
           and ${inScope(scope, sql`q.member_id`)}) as queued`,
  );
  const last = st?.last == null ? null : new Date(st.last as string).getTime();
  const queued = st?.queued == null ? null : new Date(st.queued as string).getTime();
  const key = (r: Range) => `${String(st?.token)}:${String(st?.version)}:${team}:${r.from?.getTime()}:${r.to?.getTime()}`;
  const cutoff = Date.now() - SETTLED_AFTER;
  const out = new Map<string, number>();
  const live: Range[] = [];
  const read: Range[] = [];
  for (const r of ranges) {
    const to = r.to?.getTime() ?? null;
    const from = r.from?.getTime() ?? null;
    if (to !== null && to <= cutoff && (queued === null || queued >= to) && st?.token != null) {
      const hit = remembered.get(key(r));
      if (hit !== undefined) out.set(r.label, hit);
      else read.push(r);
    } else if ((from === null || from % QUARTER === 0) && (last === null || to === null || last + QUARTER <= to)) live.push(r);
    else read.push(r);
  }
  if (read.length > 0) {
    const counted = await activeFromMasks(db, merchantId, scope, read);
    for (const r of read) {
      const n = counted.get(r.label) ?? 0;
      out.set(r.label, n);
      const to = r.to?.getTime() ?? null;
      if (to !== null && to <= cutoff && (queued === null || queued >= to) && st?.token != null) {
        if (remembered.size >= REMEMBERED) remembered.clear();
        remembered.set(key(r), n);
      }
    }
  }
  if (live.length > 0) for (const [label, n] of await sinceCounts(db, merchantId, team, live)) out.set(label, n);
  return out;
}

/**
 * Members of the team active since each range's start: the team's count of last active quarters
 * from it, with the members the queue still changes taken out and counted exactly.
 */
async function sinceCounts(db: Db, merchantId: number, team: number, ranges: Range[]): Promise<Map<string, number>> {
  const starts = sql`(values ${sql.join(
    ranges.map((r) => sql`(${r.label}::text, ${r.from?.toISOString() ?? '-infinity'}::timestamptz)`),
    sql`, `,
  )}) as s(label, f)`;
  const touched = (
    await rowsOf(
      db,
      sql`select distinct q.member_id from figure_queue q where q.merchant_id = ${merchantId}::int and q.kind = 'S'
        and ${inScope({ team }, sql`q.member_id`)}`,
    )
  ).map((r) => toInt(r.member_id));
  const ids = sql`${`{${touched.join(',')}}`}::int[]`;
  const rows = await rowsOf(
    db,
    sql`select s.label,
        (select coalesce(sum(t.n), 0) from team_last_active t where t.ancestor_id = ${team}::int and t.at >= s.f) as n,
        (select count(*) from member_last_active l where l.member_id = any(${ids}) and l.at >= s.f) as stored
      from ${starts}`,
  );
  const exact =
    touched.length > 0 ? await activeFromMasks(db, merchantId, { members: touched }, ranges) : new Map<string, number>();
  return new Map(rows.map((r) => [String(r.label), toInt(r.n) - toInt(r.stored) + (exact.get(String(r.label)) ?? 0)]));
}
