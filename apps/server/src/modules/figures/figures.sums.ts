import { sql, type SQL } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { toInt } from '../../db/normalize';
import { piecesOf, type Range } from './figures.pieces';
import type { FigureKind } from './figures.tables';

/** Whose figures: one member, some members (one row each), or a team (every account below an agent). */
export type Scope = { member: number } | { members: number[] } | { team: number };

export type SumRow = { label: string; memberId: number | null; kind: FigureKind; key: string; n: number; a: number; b: number };

type Row = Record<string, unknown>;
export const rowsOf = async <R extends Row>(db: Db, q: SQL) => ((await db.execute(q)) as unknown as { rows: R[] }).rows;

/** `member_id`-like column `col` is in the scope. */
export function inScope(scope: Scope, col: SQL): SQL {
  if ('member' in scope) return sql`${col} = ${scope.member}::int`;
  if ('members' in scope) return sql`${col} = any(${`{${scope.members.join(',')}}`}::int[])`;
  return sql`exists (select 1 from account_tree t where t.ancestor_id = ${scope.team}::int and t.descendant_id = ${col})`;
}

export const wholeSet = (whole: unknown[]) =>
  sql`jsonb_to_recordset(${JSON.stringify(whole)}::jsonb) as w(label text, h0 timestamptz, h1 timestamptz)`;
export const rawSet = (raw: unknown[]) =>
  sql`jsonb_to_recordset(${JSON.stringify(raw)}::jsonb) as r(label text, a timestamptz, b timestamptz)`;

/**
 * The figures of a scope over labelled ranges, summed per label, member (for `members`), kind and
 * key, in ONE statement (one snapshot, so a drain committing meanwhile is counted once): the
 * buckets of each range's whole hours, the queue's rows in those hours, and the raw rows of the
 * partial hours at its ends. A team's rounds have the key '' (its buckets keep no category).
 */
export async function sums(db: Db, merchantId: number, scope: Scope, ranges: Range[], kinds: FigureKind[]): Promise<SumRow[]> {
  const p = piecesOf(ranges);
  const team = 'team' in scope;
  const perMember = 'members' in scope;
  const kindList = sql`${`{${kinds.join(',')}}`}::text[]`;
  const memberCol = (c: SQL) => (perMember ? c : sql`null::int`);
  const roundKey = (c: SQL) => (team ? sql`''` : c);
  const parts: SQL[] = [];
  if (p.whole.length > 0) {
    parts.push(
      team
        ? sql`select w.label, null::int as member_id, f.kind, f.key, f.n, f.a, f.b from ${wholeSet(p.whole)}
            join team_figures f on f.ancestor_id = ${scope.team}::int and f.kind = any(${kindList}) and f.bucket >= w.h0 and f.bucket < w.h1`
        : sql`select w.label, ${memberCol(sql`f.member_id`)} as member_id, f.kind, f.key, f.n, f.a, f.b from ${wholeSet(p.whole)}
            join member_figures f on ${inScope(scope, sql`f.member_id`)} and f.kind = any(${kindList}) and f.bucket >= w.h0 and f.bucket < w.h1`,
    );
    parts.push(sql`select w.label, ${memberCol(sql`q.member_id`)}, q.kind,
        case when q.kind = 'L' then q.key else ${roundKey(sql`q.key`)} end, q.n, q.a, q.b
      from ${wholeSet(p.whole)} join figure_queue q on q.at >= w.h0 and q.at < w.h1
      where q.merchant_id = ${merchantId}::int and q.kind = any(${kindList}) and ${inScope(scope, sql`q.member_id`)}`);
  }
  if (p.raw.length > 0) {
    const rounds = (kind: 'S' | 'C') => {
      const at = kind === 'S' ? sql`g.settled_at` : sql`g.created_at`;
      return sql`select r.label, ${memberCol(sql`g.member_id`)}, ${kind}::text, ${roundKey(sql`g.category`)}, 1::bigint, g.stake, g.win
        from ${rawSet(p.raw)} join game_rounds g on g.merchant_id = ${merchantId}::int and ${at} >= r.a and ${at} < r.b
          ${kind === 'S' ? sql`and g.status = 'SETTLED'` : sql``}
        where ${inScope(scope, sql`g.member_id`)}`;
    };
    if (kinds.includes('S')) parts.push(rounds('S'));
    if (kinds.includes('C')) parts.push(rounds('C'));
    if (kinds.includes('L')) {
      const entries =
        'member' in scope
          ? sql`join ledger_entries e on e.account_id = (select id from ledger_accounts where merchant_id = ${merchantId}::int
                  and code = ${`wallet:${scope.member}`}) and e.created_at >= r.a and e.created_at < r.b
                join ledger_accounts la on la.id = e.account_id and la.kind = 'wallet'
                join ledger_transfers x on x.id = e.transfer_id`
          : sql`join ledger_transfers x on x.merchant_id = ${merchantId}::int and x.created_at >= r.a and x.created_at < r.b
                join ledger_entries e on e.transfer_id = x.id and e.created_at >= r.a and e.created_at < r.b
                join ledger_accounts la on la.id = e.account_id and la.kind = 'wallet' and ${inScope(scope, sql`la.owner_id`)}`;
      parts.push(sql`select r.label, ${memberCol(sql`la.owner_id`)}, 'L'::text, x.type, 1::bigint,
          greatest(e.amount, 0), greatest(-e.amount, 0)
        from ${rawSet(p.raw)} ${entries} where e.balance_after is not null`);
    }
  }
  if (parts.length === 0) return [];
  const rows = await rowsOf(
    db,
    sql`select label, member_id, kind, key, sum(n) as n, sum(a) as a, sum(b) as b
      from (${sql.join(parts, sql` union all `)}) u(label, member_id, kind, key, n, a, b)
      group by 1, 2, 3, 4`,
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
