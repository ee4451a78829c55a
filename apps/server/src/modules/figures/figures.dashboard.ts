import { sql, type SQL } from 'drizzle-orm';
import type { DashboardPlay, OpsDashboard } from '@jade/contract/ops-dashboard';
import type { Db } from '../../db/client';
import { toInt } from '../../db/normalize';
import { addDays, dayStartAt } from '../../lib/business-days';
import { piecesOf, type Range } from './figures.pieces';
import { total, rawPieces, wholeSet, type SumRow } from './figures.sums';
import { rowsOf } from '../../db/rows';
import type { FigureKind } from './figures.tables';
import { vendorPlay } from './figures.vendors';

/**
 * The figures of a whole merchant over labelled ranges, per label, kind and key (rounds keep
 * their category), in one statement as `sums` reads a scope: the members' hourly buckets of the
 * whole hours, the queue's rows of those hours and the raw rows of the partial hours at the ends.
 */
export async function merchantSums(db: Db, merchantId: number, ranges: Range[], kinds: FigureKind[]): Promise<SumRow[]> {
  const p = piecesOf(ranges, { complement: true });
  const kindList = sql`${`{${kinds.join(',')}}`}::text[]`;
  const parts: SQL[] = [];
  if (p.whole.length > 0) {
    parts.push(sql`select w.label, f.kind, f.key, f.n, f.a, f.b from ${wholeSet(p.whole)}
      cross join lateral (select f.kind, f.key, f.n, f.a, f.b from member_figures f where f.merchant_id = ${merchantId}::int
        and f.kind = any(${kindList}) and f.bucket >= w.h0 and f.bucket < w.h1 offset 0) f`);
    parts.push(sql`select w.label, q.kind, q.key, q.n, q.a, q.b from ${wholeSet(p.whole)}
      join figure_queue q on q.at >= w.h0 and q.at < w.h1 where q.merchant_id = ${merchantId}::int and q.kind = any(${kindList})`);
  }
  if (p.raw.length > 0) {
    const { pieces, labelOf } = rawPieces(p.raw);
    const reads: SQL[] = [];
    pieces.forEach(({ a, b }, i) => {
      const from = sql`${a}::timestamptz`;
      const to = sql`${b}::timestamptz`;
      for (const kind of ['S', 'C'] as const) {
        if (!kinds.includes(kind)) continue;
        const at = kind === 'S' ? sql`g.settled_at` : sql`g.created_at`;
        reads.push(sql`select ${i}::int as p, ${kind}::text as kind, g.category as key, 1::bigint as n, g.stake as a, g.win as b
          from game_rounds g where g.merchant_id = ${merchantId}::int and ${at} >= ${from} and ${at} < ${to}
          ${kind === 'S' ? sql`and g.status = 'SETTLED'` : sql``}`);
      }
      if (kinds.includes('L'))
        reads.push(sql`select ${i}::int, 'L'::text, x.type, 1::bigint, greatest(e.amount, 0), greatest(-e.amount, 0)
          from ledger_transfers x join ledger_entries e on e.transfer_id = x.id
          join ledger_accounts la on la.id = e.account_id and la.kind = 'wallet'
          where x.merchant_id = ${merchantId}::int and x.created_at >= ${from} and x.created_at < ${to}
            and e.created_at >= ${from} and e.created_at < ${to} and e.balance_after is not null`);
    });
    if (reads.length > 0)
      parts.push(sql`select pl.label, r.kind, r.key, r.n * pl.s, r.a * pl.s, r.b * pl.s
        from (${sql.join(reads, sql` union all `)}) r(p, kind, key, n, a, b) join ${labelOf} on pl.p = r.p`);
  }
  if (parts.length === 0) return [];
  const rows = await rowsOf(
    db,
    sql`select label, kind, key, sum(n) as n, sum(a) as a, sum(b) as b
      from (${sql.join(parts, sql` union all `)}) u(label, kind, key, n, a, b) group by 1, 2, 3`,
  );
  return rows.map((r) => ({
    label: String(r.label),
    memberId: null,
    kind: r.kind as FigureKind,
    key: String(r.key),
    n: toInt(r.n),
    a: toInt(r.a),
    b: toInt(r.b),
  }));
}

/**
 * Members of the merchant with a settled round in a range: the hours of the buckets (and the
 * queue's changes to them) where a member's settled rounds are more than none, and the raw rounds
 * of the partial hours at the ends.
 */
export async function merchantActive(db: Db, merchantId: number, range: Range): Promise<number> {
  const p = piecesOf([range]);
  const raw = p.raw.map(
    (x) => sql`select g.member_id from game_rounds g where g.merchant_id = ${merchantId}::int and g.status = 'SETTLED'
      and g.settled_at >= ${x.a}::timestamptz and g.settled_at < ${x.b}::timestamptz`,
  );
  const [row] = await rowsOf(
    db,
    sql`select count(distinct member_id) as n from (
        select member_id from (
          select f.member_id, f.bucket as h, f.n from ${wholeSet(p.whole)}
            join member_figures f on f.merchant_id = ${merchantId}::int and f.kind = 'S' and f.bucket >= w.h0 and f.bucket < w.h1
          union all
          select q.member_id, date_trunc('hour', q.at, 'UTC'), q.n from ${wholeSet(p.whole)}
            join figure_queue q on q.merchant_id = ${merchantId}::int and q.kind = 'S' and q.at >= w.h0 and q.at < w.h1
        ) x group by member_id, h having sum(n) > 0
        ${raw.length > 0 ? sql`union all ${sql.join(raw, sql` union all `)}` : sql``}
      ) u`,
  );
  return toInt(row?.n);
}

/** The business days from `from` to `to`, inclusive. */
export function daysOf(from: string, to: string): string[] {
  const out: string[] = [];
  for (let d = from; d <= to; d = addDays(d, 1)) out.push(d);
  return out;
}

type Figures = Omit<OpsDashboard, 'pending' | 'totals' | 'currency'> & { totals: Omit<OpsDashboard['totals'], 'newPlayers'> };

const play = (rows: SumRow[], where: { label?: string; key?: string }): DashboardPlay => {
  const placed = total(rows, { ...where, kind: 'C' });
  const settled = total(rows, { ...where, kind: 'S' });
  return {
    rounds: placed.n,
    stake: placed.a,
    settledRounds: settled.n,
    validBet: settled.a,
    win: settled.b,
    ggr: settled.a - settled.b,
  };
};

const money = (rows: SumRow[], label?: string) => {
  const of = (key: string) => total(rows, { kind: 'L', key, ...(label === undefined ? {} : { label }) });
  const w = of('WITHDRAW');
  const refund = of('WITHDRAW_REFUND');
  return {
    deposits: of('DEPOSIT').a,
    depositCount: of('DEPOSIT').n,
    withdrawals: w.b - refund.a,
    withdrawalCount: w.n - refund.n,
    bonus: of('BONUS').a,
  };
};

/**
 * The merchant's dashboard figures of the business days `from`..`to` (its clock, `offset` minutes
 * east of UTC): each day's play and money, the period's totals, its categories, its vendors and
 * active members.
 */
export async function dashboardFigures(db: Db, merchantId: number, offset: number, from: string, to: string): Promise<Figures> {
  const days = daysOf(from, to);
  const ranges = days.map((d) => ({ label: d, from: dayStartAt(d, offset), to: dayStartAt(addDays(d, 1), offset) }));
  const rows = await merchantSums(db, merchantId, ranges, ['S', 'C', 'L']);
  const period = { label: 'period', from: ranges[0]!.from, to: ranges[ranges.length - 1]!.to };
  const activePlayers = await merchantActive(db, merchantId, period);
  const vendors = await vendorPlay(db, merchantId, period);
  const withNgr = <T extends { ggr: number; bonus: number }>(x: T) => ({ ...x, ngr: x.ggr - x.bonus });
  const categories = [...new Set(rows.filter((r) => r.kind !== 'L').map((r) => r.key))]
    .map((category) => ({ category, ...play(rows, { key: category }) }))
    .filter((c) => c.rounds !== 0 || c.settledRounds !== 0)
    .sort((a, b) => b.stake - a.stake || a.category.localeCompare(b.category));
  return {
    from,
    to,
    utcOffsetMinutes: offset,
    totals: { ...withNgr({ ...play(rows, {}), ...money(rows) }), activePlayers },
    days: days.map((day) => ({ day, ...withNgr({ ...play(rows, { label: day }), ...money(rows, day) }) })),
    categories,
    vendors,
  };
}
