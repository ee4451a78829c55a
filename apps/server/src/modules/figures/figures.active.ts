import { sql, type SQL } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { toInt } from '../../db/normalize';
import { monthMasks, piecesOf, type Pieces, type Range } from './figures.pieces';
import { inScope, rawPieces, rowsOf, wholeSet, type Scope } from './figures.sums';

const ZERO = sql.raw(`repeat('0', 744)::bit(744)`);

/**
 * Members of a scope with at least one settled round in each range (by label), in one statement:
 * the activity hours of whole hours (`member_activity`, one row per member and month), except the
 * hours the queue still changes, which are counted exactly (bucket + queue); the raw rounds of the
 * partial hours at the ends.
 */
export async function activeMembers(db: Db, merchantId: number, scope: Scope, ranges: Range[]): Promise<Map<string, number>> {
  const p = piecesOf(ranges);
  const masks = monthMasks(p.whole);
  const inIt = (col: ReturnType<typeof sql>) => inScope(scope, col);
  const rows = await rowsOf(
    db,
    sql`with qh as (
        select w.label, q.member_id, date_trunc('hour', q.at, 'UTC') as h, sum(q.n) as dn
          from ${wholeSet(p.whole)} join figure_queue q on q.at >= w.h0 and q.at < w.h1
         where q.merchant_id = ${merchantId}::int and q.kind = 'S' and ${inIt(sql`q.member_id`)}
         group by 1, 2, 3
      ), qx as (
        select label, member_id from qh
         where dn + coalesce((select sum(f.n) from member_figures f
                               where f.member_id = qh.member_id and f.kind = 'S' and f.bucket = qh.h), 0) > 0
      ), qt as (
        select label, member_id, date_trunc('month', h, 'UTC') as month,
               bit_or(set_bit(${ZERO}, (extract(epoch from h - date_trunc('month', h, 'UTC')) / 3600)::int, 1)) as touched
          from qh group by 1, 2, 3
      ), ma as (
        select mk.label, a.member_id
          from ${maskSet(masks)}
          join member_activity a on a.month >= mk.m0 and a.month < mk.m1
          left join qt on qt.label = mk.label and qt.member_id = a.member_id and qt.month = a.month
         where ${inIt(sql`a.member_id`)}
           and (a.hours & mk.mask) <> ${ZERO}
           and (qt.touched is null or (a.hours & mk.mask & ~qt.touched) <> ${ZERO})
      ), rw as (
        ${rawRounds(merchantId, scope, p.raw)}
      )
      select label, count(*) as n
        from (select label, member_id from qx union select label, member_id from ma union select label, member_id from rw) u
       group by label`,
  );
  return new Map(rows.map((r) => [String(r.label), toInt(r.n)]));
}

type Mask = { label: string; m0: string; m1: string; mask: string };

/** The month masks as a `VALUES` list (exact rows for the planner), `mk(label, m0, m1, mask)`. */
function maskSet(masks: Mask[]): SQL {
  if (masks.length === 0)
    return sql`(select null::text, null::timestamptz, null::timestamptz, null::bit(744) where false) as mk(label, m0, m1, mask)`;
  return sql`(values ${sql.join(
    masks.map((m) => sql`(${m.label}::text, ${m.m0}::timestamptz, ${m.m1}::timestamptz, ${m.mask}::bit(744))`),
    sql`, `,
  )}) as mk(label, m0, m1, mask)`;
}

/** `(label, member_id)` of the settled rounds of the partial hours: one index range read per distinct piece. */
function rawRounds(merchantId: number, scope: Scope, raw: Pieces['raw']): SQL {
  if (raw.length === 0) return sql`select null::text as label, null::int as member_id where false`;
  const { pieces, labelOf } = rawPieces(raw);
  const team = 'team' in scope;
  const reads = pieces.map(
    ({ a, b }, i) => sql`select ${i}::int as p, g.member_id from game_rounds g
      where g.merchant_id = ${merchantId}::int and g.settled_at >= ${a}::timestamptz and g.settled_at < ${b}::timestamptz
        and g.status = 'SETTLED' and ${team ? sql`true` : inScope(scope, sql`g.member_id`)}`,
  );
  // A team's membership once over all the pieces' rows; a member's inside each read (its index).
  return sql`select pl.label, r.member_id from (${sql.join(reads, sql` union all `)}) r(p, member_id) join ${labelOf} on pl.p = r.p
    ${team ? sql`where ${inScope(scope, sql`r.member_id`)}` : sql``}`;
}
