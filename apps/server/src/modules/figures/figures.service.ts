import { sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { toInt } from '../../db/normalize';
import { activeMembers } from './figures.active-team';
import type { Range } from './figures.pieces';
import { sums, total, type Scope } from './figures.sums';
import { rowsOf } from '../../db/rows';

export { rebuildFigures, drainFigures } from './figures.drain';
export { extentOf, sums, teamTotals, total, type Scope, type SumRow } from './figures.sums';
export { piecesOf, type Range } from './figures.pieces';
export { reportRead, teamReport } from './figures.read';
export { bigWins, mostPlayed, recentGameCodes } from './figures.lists';

export type PeriodFigures = {
  newMembers: number;
  activeMembers: number;
  deposits: number;
  withdrawals: number;
  validBet: number;
  profitLoss: number;
  bonuses: number;
};

/**
 * The agent figures of a scope over each labelled range: accounts created, members with a settled
 * round, deposits, withdrawals net of refunds, bonuses (money of main wallets) and valid bet and
 * win − stake of settled rounds (by settled time) — from the buckets, the queue and the raw rows
 * of partial hours, never a scan of the history.
 */
export async function periodFigures(
  db: Db,
  merchantId: number,
  scope: Scope,
  ranges: Range[],
): Promise<Map<string, PeriodFigures>> {
  const team = 'team' in scope;
  const rows = await sums(db, merchantId, scope, ranges, team ? ['S', 'L', 'A'] : ['S', 'L']);
  const active = team ? await activeMembers(db, merchantId, scope, ranges) : null;
  // A team's new accounts are its `A` figures; a member's (or a page's) read from the accounts.
  const created = team
    ? new Map(ranges.map((r) => [r.label, total(rows, { label: r.label, kind: 'A' }).n]))
    : await newAccounts(db, scope, ranges);
  const out = new Map<string, PeriodFigures>();
  for (const r of ranges) {
    const played = total(rows, { label: r.label, kind: 'S' });
    const money = (key: string) => total(rows, { label: r.label, kind: 'L', key });
    out.set(r.label, {
      newMembers: created.get(r.label) ?? 0,
      activeMembers: active ? (active.get(r.label) ?? 0) : played.n > 0 ? 1 : 0,
      deposits: money('DEPOSIT').a,
      withdrawals: money('WITHDRAW').b - money('WITHDRAW_REFUND').a,
      validBet: played.a,
      profitLoss: played.b - played.a,
      bonuses: money('BONUS').a,
    });
  }
  return out;
}

/** Accounts of a member scope created in each range. */
async function newAccounts(db: Db, scope: Exclude<Scope, { team: number }>, ranges: Range[]): Promise<Map<string, number>> {
  const set = JSON.stringify(
    ranges.map((r) => ({ label: r.label, f: r.from?.toISOString() ?? '-infinity', t: r.to?.toISOString() ?? 'infinity' })),
  );
  const who =
    'member' in scope
      ? sql`accounts a on a.id = ${scope.member}::int`
      : sql`accounts a on a.id = any(${`{${scope.members.join(',')}}`}::int[])`;
  const rows = await rowsOf(
    db,
    sql`select x.label, count(*) as n from jsonb_to_recordset(${set}::jsonb) as x(label text, f timestamptz, t timestamptz)
      join ${who} and a.created_at >= x.f and a.created_at < x.t group by x.label`,
  );
  return new Map(rows.map((r) => [String(r.label), toInt(r.n)]));
}
