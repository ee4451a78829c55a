import { sql, type SQL } from 'drizzle-orm';
import type { DashboardVendor } from '@jade/contract/ops-dashboard';
import type { Db } from '../../db/client';
import { toInt } from '../../db/normalize';
import { piecesOf, type Range } from './figures.pieces';
import { rawPieces, wholeSet } from './figures.sums';
import { rowsOf } from '../../db/rows';

/** A merchant's round figures of a range for one vendor, kind and category. */
export type VendorSumRow = { vendor: string; kind: 'S' | 'C'; category: string; n: number; a: number; b: number };

/**
 * The rounds of a whole merchant over a range, per vendor, kind and category, in one statement as
 * `merchantSums` reads: the vendors' hourly buckets of the whole hours, the queue's round changes
 * of those hours (each joined to its round for the vendor) and the raw rounds of the partial
 * hours at the ends (a partial hour of more than half an hour as its bucket less the rest).
 */
export async function vendorSums(db: Db, merchantId: number, range: Range): Promise<VendorSumRow[]> {
  const p = piecesOf([range], { complement: true });
  const parts: SQL[] = [];
  if (p.whole.length > 0) {
    parts.push(sql`select f.vendor, f.kind, f.category, f.n, f.a, f.b from ${wholeSet(p.whole)}
      cross join lateral (select f.vendor, f.kind, f.category, f.n, f.a, f.b from vendor_figures f
        where f.merchant_id = ${merchantId}::int and f.kind in ('S', 'C') and f.bucket >= w.h0 and f.bucket < w.h1 offset 0) f`);
    parts.push(sql`select g.vendor, q.kind, q.key, q.n, q.a, q.b from ${wholeSet(p.whole)}
      join figure_queue q on q.at >= w.h0 and q.at < w.h1
      join game_rounds g on g.id = q.round_id
      where q.merchant_id = ${merchantId}::int and q.kind in ('S', 'C')`);
  }
  if (p.raw.length > 0) {
    const { pieces, labelOf } = rawPieces(p.raw);
    const reads: SQL[] = [];
    pieces.forEach(({ a, b }, i) => {
      for (const kind of ['S', 'C'] as const) {
        const at = kind === 'S' ? sql`g.settled_at` : sql`g.created_at`;
        reads.push(sql`select ${i}::int as p, g.vendor, ${kind}::text as kind, g.category, 1::bigint as n, g.stake as a, g.win as b
          from game_rounds g where g.merchant_id = ${merchantId}::int
            and ${at} >= ${a}::timestamptz and ${at} < ${b}::timestamptz ${kind === 'S' ? sql`and g.status = 'SETTLED'` : sql``}`);
      }
    });
    parts.push(sql`select r.vendor, r.kind, r.category, r.n * pl.s, r.a * pl.s, r.b * pl.s
      from (${sql.join(reads, sql` union all `)}) r(p, vendor, kind, category, n, a, b) join ${labelOf} on pl.p = r.p`);
  }
  if (parts.length === 0) return [];
  const rows = await rowsOf(
    db,
    sql`select vendor, kind, category, sum(n) as n, sum(a) as a, sum(b) as b
      from (${sql.join(parts, sql` union all `)}) u(vendor, kind, category, n, a, b) group by 1, 2, 3`,
  );
  return rows.map((r) => ({
    vendor: String(r.vendor),
    kind: r.kind as 'S' | 'C',
    category: String(r.category),
    n: toInt(r.n),
    a: toInt(r.a),
    b: toInt(r.b),
  }));
}

/**
 * The dashboard's "by vendor" of a range: each vendor's rounds placed and their stake, and its
 * settled rounds' valid bet, win and GGR (all its categories together), with its name (the
 * catalog's, else its code), most stake first; vendors without a round in the range are left out.
 */
export async function vendorPlay(db: Db, merchantId: number, range: Range): Promise<DashboardVendor[]> {
  const rows = await vendorSums(db, merchantId, range);
  const names = new Map<string, string>();
  for (const v of await rowsOf(
    db,
    sql`select code, name from vendors where merchant_id = ${merchantId}::int order by sort desc, id desc`,
  ))
    names.set(String(v.code), String(v.name));
  const by = new Map<string, DashboardVendor>();
  for (const r of rows) {
    const v = by.get(r.vendor) ?? {
      vendor: r.vendor,
      name: names.get(r.vendor) ?? r.vendor,
      rounds: 0,
      stake: 0,
      settledRounds: 0,
      validBet: 0,
      win: 0,
      ggr: 0,
    };
    if (r.kind === 'C') {
      v.rounds += r.n;
      v.stake += r.a;
    } else {
      v.settledRounds += r.n;
      v.validBet += r.a;
      v.win += r.b;
      v.ggr += r.a - r.b;
    }
    by.set(r.vendor, v);
  }
  return [...by.values()]
    .filter((v) => v.rounds !== 0 || v.settledRounds !== 0)
    .sort((a, b) => b.stake - a.stake || a.vendor.localeCompare(b.vendor));
}
