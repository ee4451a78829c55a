import { sql, type SQL } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { toInt } from '../../db/normalize';
import { monthMasks, piecesOf, type Pieces, type Range } from './figures.pieces';
import { inScope, rawPieces, wholeSet, type Scope } from './figures.sums';
import { rowsOf } from '../../db/rows';

const ZERO = sql.raw(`repeat('0', 744)::bit(744)`);

/** Labels one statement counts at most (one bit each of a bigint). */
const MAX_LABELS = 60;

/**
 * Members of a scope with at least one settled round in each range (by label), in one statement:
 * the activity hours of whole hours (`member_activity`, one row per member and month), except the
 * hours the queue still changes, which are counted exactly (bucket + queue); the raw rounds of the
 * partial hours at the ends. Each member's month row is read once and tested against every
 * range's mask of that month, giving the member a bit per range; a range's count is the members
 * with its bit (no distinct over member × range pairs).
 */
export async function activeFromMasks(db: Db, merchantId: number, scope: Scope, ranges: Range[]): Promise<Map<string, number>> {
  const labels = [...new Set(ranges.map((r) => r.label))];
  if (labels.length > MAX_LABELS) {
    const out = new Map<string, number>();
    for (let i = 0; i < labels.length; i += MAX_LABELS) {
      const some = new Set(labels.slice(i, i + MAX_LABELS));
      const part = await activeFromMasks(
        db,
        merchantId,
        scope,
        ranges.filter((r) => some.has(r.label)),
      );
      for (const [k, v] of part) out.set(k, v);
    }
    return out;
  }
  const bitOf = new Map(labels.map((l, i) => [l, (1n << BigInt(i)).toString()]));
  const lb = sql`(values ${sql.join(
    labels.map((l) => sql`(${l}::text, ${bitOf.get(l)!}::bigint)`),
    sql`, `,
  )}) as lb(label, bit)`;
  const p = piecesOf(ranges);
  const masks = monthMasks(p.whole);
  const inIt = (col: ReturnType<typeof sql>) => inScope(scope, col);
  const bits =
    masks.length === 0
      ? sql`0::bigint`
      : sql.join(
          masks.map(
            (m) => sql`case when a.month >= ${m.m0}::timestamptz and a.month < ${m.m1}::timestamptz
              and (a.hours & ${m.mask}::bit(744)) <> ${ZERO} then ${bitOf.get(m.label)!}::bigint else 0::bigint end`,
          ),
          sql` | `,
        );
  // The months any mask covers, as values (the planner then knows how many member rows it reads).
  const ends = (xs: string[], open: string, pick: (a: number, b: number) => number) =>
    xs.includes(open) ? open : xs.length === 0 ? 'epoch' : new Date(xs.map(Date.parse).reduce(pick)).toISOString();
  const span = {
    from: ends(
      masks.map((m) => m.m0),
      '-infinity',
      (a, b) => Math.min(a, b),
    ),
    to: ends(
      masks.map((m) => m.m1),
      'infinity',
      (a, b) => Math.max(a, b),
    ),
  };
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
      ), mk as (
        select * from ${maskSet(masks)}
      ), fast as (
        select a.member_id, ${bits} as bits
          from member_activity a
         where a.month >= ${span.from}::timestamptz and a.month < ${span.to}::timestamptz
           and ${inIt(sql`a.member_id`)}
           and not exists (select 1 from qt where qt.member_id = a.member_id)
      ), slow as (
        select mk.label, a.member_id
          from mk join member_activity a on a.month >= mk.m0 and a.month < mk.m1
          left join qt on qt.label = mk.label and qt.member_id = a.member_id and qt.month = a.month
         where exists (select 1 from qt x where x.member_id = a.member_id)
           and (a.hours & mk.mask & ~coalesce(qt.touched, ${ZERO})) <> ${ZERO}
      ), rw as (
        ${rawRounds(merchantId, scope, p.raw)}
      ), per as (
        select member_id, bit_or(bits) as bits from (
          select member_id, bits from fast
          union all
          select u.member_id, lb.bit
            from (select label, member_id from qx union all select label, member_id from slow union all select label, member_id from rw) u
            join ${lb} on lb.label = u.label
        ) x group by member_id
      )
      select ${sql.join(
        labels.map((l, i) => sql`count(*) filter (where per.bits & ${bitOf.get(l)!}::bigint <> 0) as ${sql.raw(`n${i}`)}`),
        sql`, `,
      )} from per`,
  );
  const [counts] = rows;
  return new Map(labels.map((l, i) => [l, toInt(counts?.[`n${i}`])]));
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
