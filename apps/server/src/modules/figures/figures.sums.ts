import { sql, type SQL } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { rowsOf } from '../../db/rows';
import { toInt } from '../../db/normalize';
import { piecesOf, type Range } from './figures.pieces';
import type { FigureKind } from './figures.tables';

/** Whose figures: one member, some members (one row each), or a team (every account below an agent). */
export type Scope = { member: number } | { members: number[] } | { team: number };

export type SumRow = { label: string; memberId: number | null; kind: FigureKind; key: string; n: number; a: number; b: number };

/** `member_id`-like column `col` is in the scope. */
export function inScope(scope: Scope, col: SQL): SQL {
  if ('member' in scope) return sql`${col} = ${scope.member}::int`;
  if ('members' in scope) return sql`${col} = any(${`{${scope.members.join(',')}}`}::int[])`;
  return sql`exists (select 1 from account_tree t where t.ancestor_id = ${scope.team}::int and t.descendant_id = ${col})`;
}

/**
 * A labelled list of instants as a `VALUES` list (`w(label, h0, h1)`): the planner knows its rows
 * exactly (a set-returning function would count 100), so a join to it stays an index read and its
 * cost never reaches the JIT's threshold.
 */
export const wholeSet = (whole: { label: string; h0: string; h1: string }[]) =>
  whole.length === 0
    ? sql`(select null::text, null::timestamptz, null::timestamptz where false) as w(label, h0, h1)`
    : sql`(values ${sql.join(
        whole.map((w) => sql`(${w.label}::text, ${w.h0}::timestamptz, ${w.h1}::timestamptz)`),
        sql`, `,
      )}) as w(label, h0, h1)`;

/** The distinct raw pieces (partial hours) of some ranges, and which labels each belongs to. */
export function rawPieces(raw: { label: string; a: string; b: string; sign: 1 | -1 }[]) {
  const pieces: { a: string; b: string }[] = [];
  const index = new Map<string, number>();
  const labels: SQL[] = [];
  for (const r of raw) {
    const k = `${r.a}/${r.b}`;
    let i = index.get(k);
    if (i === undefined) {
      i = pieces.length;
      index.set(k, i);
      pieces.push({ a: r.a, b: r.b });
    }
    labels.push(sql`(${i}::int, ${r.label}::text, ${r.sign}::int)`);
  }
  return { pieces, labelOf: sql`(values ${sql.join(labels, sql`, `)}) as pl(p, label, s)` };
}

/**
 * The figures of a scope over labelled ranges, summed per label, member (for `members`), kind and
 * key, in ONE statement (one snapshot, so a drain committing meanwhile is counted once): the
 * buckets of each range's whole hours, the queue's rows in those hours, and the raw rows of the
 * partial hours at its ends. A team's rounds have the key '' (its buckets keep no category).
 * A partial hour of more than half an hour is its whole hour less the rest of it (piecesOf).
 * Each partial hour is its own index range read with its bounds as values (read once when several
 * ranges share it), so the planner sees how few rows it holds.
 */
export async function sums(db: Db, merchantId: number, scope: Scope, ranges: Range[], kinds: FigureKind[]): Promise<SumRow[]> {
  const p = piecesOf(ranges, { complement: true });
  const team = 'team' in scope;
  const perMember = 'members' in scope;
  const kindList = sql`${`{${kinds.join(',')}}`}::text[]`;
  const memberCol = (c: SQL) => (perMember ? c : sql`null::int`);
  const roundKey = (c: SQL) => (team ? sql`''` : c);
  const parts: SQL[] = [];
  if (p.whole.length > 0) {
    // Each whole run is its own index range read of the buckets (lateral, kept apart by `offset 0`:
    // never a scan of all of the scope's buckets filtered against every run).
    parts.push(
      team
        ? sql`select w.label, null::int as member_id, f.kind, f.key, f.n, f.a, f.b from ${wholeSet(p.whole)}
            cross join lateral (select f.kind, f.key, f.n, f.a, f.b from team_figures f where f.ancestor_id = ${scope.team}::int
              and f.kind = any(${kindList}) and f.bucket >= w.h0 and f.bucket < w.h1 offset 0) f`
        : sql`select w.label, ${memberCol(sql`f.member_id`)} as member_id, f.kind, f.key, f.n, f.a, f.b from ${wholeSet(p.whole)}
            cross join lateral (select f.member_id, f.kind, f.key, f.n, f.a, f.b from member_figures f
              where ${inScope(scope, sql`f.member_id`)} and f.kind = any(${kindList}) and f.bucket >= w.h0 and f.bucket < w.h1 offset 0) f`,
    );
    parts.push(sql`select w.label, ${memberCol(sql`q.member_id`)}, q.kind,
        case when q.kind = 'L' then q.key else ${roundKey(sql`q.key`)} end, q.n, q.a, q.b
      from ${wholeSet(p.whole)} join figure_queue q on q.at >= w.h0 and q.at < w.h1
      where q.merchant_id = ${merchantId}::int and q.kind = any(${kindList}) and ${inScope(scope, sql`q.member_id`)}`);
  }
  const quarters = p.raw.filter((r) => onQuarter(r.a) && onQuarter(r.b));
  const raw = p.raw.filter((r) => !(onQuarter(r.a) && onQuarter(r.b)));
  if (quarters.length > 0) {
    // A piece on quarter hours is its bucket's cumulative quarters (cum(end) − cum(start)), one
    // index probe each, plus the queue's rows of the piece.
    const qp = quarterSet(quarters);
    const cum = (c: 'n' | 'a' | 'b') =>
      sql`(${sql.raw(`array[0::bigint, f.${c}1, f.${c}2, f.${c}3, f.${c}]`)})[qp.qb + 1] - (${sql.raw(`array[0::bigint, f.${c}1, f.${c}2, f.${c}3, f.${c}]`)})[qp.qa + 1]`;
    const cols = sql`f.kind, f.key, qp.s * (${cum('n')}), qp.s * (${cum('a')}), qp.s * (${cum('b')})`;
    parts.push(
      team
        ? sql`select qp.label, null::int as member_id, ${cols} from ${qp.values}
            cross join lateral (select * from team_figures f where f.ancestor_id = ${scope.team}::int
              and f.kind = any(${kindList}) and f.bucket = qp.h offset 0) f`
        : sql`select qp.label, ${memberCol(sql`f.member_id`)} as member_id, ${cols} from ${qp.values}
            cross join lateral (select * from member_figures f
              where ${inScope(scope, sql`f.member_id`)} and f.kind = any(${kindList}) and f.bucket = qp.h offset 0) f`,
    );
    parts.push(sql`select qp.label, ${memberCol(sql`q.member_id`)}, q.kind,
        case when q.kind = 'L' then q.key else ${roundKey(sql`q.key`)} end, q.n * qp.s, q.a * qp.s, q.b * qp.s
      from ${qp.values} join figure_queue q on q.at >= qp.ta and q.at < qp.tb
      where q.merchant_id = ${merchantId}::int and q.kind = any(${kindList}) and ${inScope(scope, sql`q.member_id`)}`);
  }
  if (raw.length > 0) {
    const { pieces, labelOf } = rawPieces(raw);
    // A team's membership is checked once over all the pieces' rows (one lookup of the team), a
    // member's inside each read (its index).
    const own = (c: SQL) => (team ? sql`true` : inScope(scope, c));
    const reads: SQL[] = [];
    pieces.forEach(({ a, b }, i) => {
      const from = sql`${a}::timestamptz`;
      const to = sql`${b}::timestamptz`;
      for (const kind of ['S', 'C'] as const) {
        if (!kinds.includes(kind)) continue;
        const at = kind === 'S' ? sql`g.settled_at` : sql`g.created_at`;
        reads.push(sql`select ${i}::int as p, g.member_id as who, ${kind}::text as kind,
            ${roundKey(sql`g.category`)} as key, 1::bigint as n, g.stake as a, g.win as b
          from game_rounds g where g.merchant_id = ${merchantId}::int and ${at} >= ${from} and ${at} < ${to}
            ${kind === 'S' ? sql`and g.status = 'SETTLED'` : sql``} and ${own(sql`g.member_id`)}`);
      }
      if (kinds.includes('A'))
        reads.push(sql`select ${i}::int, g.id, 'A'::text, ''::text, 1::bigint, 0::bigint, 0::bigint from accounts g
          where g.merchant_id = ${merchantId}::int and g.created_at >= ${from} and g.created_at < ${to} and ${own(sql`g.id`)}`);
      if (kinds.includes('L')) {
        // A member's (or a page of members') wallet entries by account and time; a team's by the
        // merchant's transfers of the piece (a team may be most of the merchant).
        const entries = team
          ? sql`from ledger_transfers x join ledger_entries e on e.transfer_id = x.id
                join ledger_accounts la on la.id = e.account_id and la.kind = 'wallet'
               where x.merchant_id = ${merchantId}::int and x.created_at >= ${from} and x.created_at < ${to}`
          : sql`from ledger_accounts la join ledger_entries e on e.account_id = la.id
                join ledger_transfers x on x.id = e.transfer_id
               where la.merchant_id = ${merchantId}::int and la.code = any(${walletCodes(scope)}) and la.kind = 'wallet'`;
        reads.push(sql`select ${i}::int, la.owner_id, 'L'::text, x.type, 1::bigint,
            greatest(e.amount, 0), greatest(-e.amount, 0)
          ${entries} and e.created_at >= ${from} and e.created_at < ${to} and e.balance_after is not null`);
      }
    });
    if (reads.length > 0)
      parts.push(sql`select pl.label, ${memberCol(sql`r.who`)}, r.kind, r.key, r.n * pl.s, r.a * pl.s, r.b * pl.s
        from (${sql.join(reads, sql` union all `)}) r(p, who, kind, key, n, a, b) join ${labelOf} on pl.p = r.p
        ${team ? sql`where ${inScope(scope, sql`r.who`)}` : sql``}`);
  }
  if (parts.length === 0) return [];
  const rows = await rowsOf(
    db,
    sql`select label, member_id, kind, key, sum(n) as n, sum(a) as a, sum(b) as b
      from (${sql.join(parts, sql` union all `)}) u(label, member_id, kind, key, n, a, b)
      group by 1, 2, 3, 4 having sum(n) <> 0 or sum(a) <> 0 or sum(b) <> 0`,
  );
  return rows.map((r) => ({
    label: String(r.label),
    memberId: r.member_id === null ? null : toInt(r.member_id),
    kind: r.kind as FigureKind,
    key: String(r.key),
    n: toInt(r.n),
    a: toInt(r.a),
    b: toInt(r.b),
  }));
}

const QUARTER = 900_000;
const onQuarter = (iso: string) => Date.parse(iso) % QUARTER === 0;

/**
 * Pieces on quarter hours as a `VALUES` list `qp(label, s, h, qa, qb, ta, tb)`: the bucket hour,
 * the quarters the piece starts and ends at (0–3, 1–4) and its instants.
 */
function quarterSet(raw: { label: string; a: string; b: string; sign: 1 | -1 }[]) {
  const HOUR = 4 * QUARTER;
  const rows: SQL[] = [];
  for (const r of raw) {
    // A piece under an hour long may still cross an hour (17:45–18:30): one row per hour it touches.
    const end = Date.parse(r.b);
    for (let a = Date.parse(r.a); a < end;) {
      const h = Math.floor(a / HOUR) * HOUR;
      const b = Math.min(end, h + HOUR);
      rows.push(sql`(${r.label}::text, ${r.sign}::int, ${new Date(h).toISOString()}::timestamptz, ${(a - h) / QUARTER}::int,
        ${(b - h) / QUARTER}::int, ${new Date(a).toISOString()}::timestamptz, ${new Date(b).toISOString()}::timestamptz)`);
      a = b;
    }
  }
  return { values: sql`(values ${sql.join(rows, sql`, `)}) as qp(label, s, h, qa, qb, ta, tb)` };
}

/**
 * A team's size (accounts below it) and its members' main-wallet balance, from its totals and the
 * queue's changes not drained yet: two index reads, whatever the team's size or history.
 */
export async function teamTotals(db: Db, merchantId: number, team: number): Promise<{ size: number; balance: number }> {
  const [r] = await rowsOf(
    db,
    sql`select
        coalesce((select sum(n) from team_totals where ancestor_id = ${team}::int and kind = 'A'), 0)
          + coalesce((select sum(q.n) from figure_queue q where q.merchant_id = ${merchantId}::int and q.kind = 'A'
              and ${inScope({ team }, sql`q.member_id`)}), 0) as size,
        coalesce((select sum(a - b) from team_totals where ancestor_id = ${team}::int and kind = 'L'), 0)
          + coalesce((select sum(q.a - q.b) from figure_queue q where q.merchant_id = ${merchantId}::int and q.kind = 'L'
              and ${inScope({ team }, sql`q.member_id`)}), 0) as balance`,
  );
  return { size: toInt(r?.size), balance: toInt(r?.balance) };
}

/** The main-wallet account codes of a member scope. */
function walletCodes(scope: { member: number } | { members: number[] }): SQL {
  const ids = 'member' in scope ? [scope.member] : scope.members;
  return sql`${`{${ids.map((id) => `wallet:${id}`).join(',')}}`}::text[]`;
}

/** Totals of some sum rows (of one label, kind and optional keys). */
export function total(rows: SumRow[], where: { label?: string; kind: FigureKind; key?: string; memberId?: number }) {
  const t = { n: 0, a: 0, b: 0 };
  for (const r of rows)
    if (
      r.kind === where.kind &&
      (where.label === undefined || r.label === where.label) &&
      (where.key === undefined || r.key === where.key) &&
      (where.memberId === undefined || r.memberId === where.memberId)
    ) {
      t.n += r.n;
      t.a += r.a;
      t.b += r.b;
    }
  return t;
}

/** The hours spanned by a member's settled rounds (drained or queued), as [from, to) in ms; nulls when none. */
export async function extentOf(
  db: Db,
  merchantId: number,
  memberId: number,
): Promise<{ from: number | null; to: number | null }> {
  const [r] = await rowsOf(
    db,
    sql`select min(t0) as t0, max(t1) as t1 from (
        select min(bucket) as t0, max(bucket) + interval '1 hour' as t1 from member_figures where member_id = ${memberId}::int and kind = 'S'
        union all
        select min(date_trunc('hour', at, 'UTC')), max(date_trunc('hour', at, 'UTC')) + interval '1 hour' from figure_queue
         where merchant_id = ${merchantId}::int and member_id = ${memberId}::int and kind = 'S'
      ) u`,
  );
  const ms = (v: unknown) => (v === null || v === undefined ? null : new Date(v as string).getTime());
  return { from: ms(r?.t0), to: ms(r?.t1) };
}
