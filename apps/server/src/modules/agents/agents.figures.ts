import { sql, type SQL } from 'drizzle-orm';
import type { OverviewPeriod, TeamOverview } from '@jade/contract/agents';
import type { Db } from '../../db/client';
import { toInt } from '../../db/normalize';
import * as figuresOf from '../figures/figures.service';
import { teamCte } from './agents.team';
import { rowsOf } from '../../db/rows';

const DAY = 86_400_000;

/** [from, to) of each overview period in the agent's days (`tz` minutes east of UTC); weeks start on Monday. */
export function periodBounds(now: Date, tz: number): Record<OverviewPeriod, { from: Date; to: Date }> {
  const local = new Date(now.getTime() + tz * 60_000);
  const dayStart = Date.UTC(local.getUTCFullYear(), local.getUTCMonth(), local.getUTCDate()) - tz * 60_000;
  const weekday = (local.getUTCDay() + 6) % 7;
  const monthStart = Date.UTC(local.getUTCFullYear(), local.getUTCMonth(), 1) - tz * 60_000;
  const at = (ms: number) => new Date(ms);
  return {
    today: { from: at(dayStart), to: at(dayStart + DAY) },
    yesterday: { from: at(dayStart - DAY), to: at(dayStart) },
    thisWeek: { from: at(dayStart - weekday * DAY), to: at(dayStart + DAY) },
    thisMonth: { from: at(monthStart), to: at(dayStart + DAY) },
  };
}

/**
 * A CTE prefix defining `members(id)`: the agent's whole team, or one member of it. It carries the
 * scope it names, so `figures` answers from the aggregates; any other prefix is read from raw rows.
 */
export type ScopeSql = SQL & { figuresScope?: figuresOf.Scope };
export const teamScope = (merchantId: number, agentId: number): ScopeSql =>
  Object.assign(sql`${teamCte(merchantId, agentId)}, members(id) as (select id from team)`, {
    figuresScope: { team: agentId },
  });
export const oneScope = (memberId: number): ScopeSql =>
  Object.assign(sql`with members(id) as (select ${memberId}::int)`, { figuresScope: { member: memberId } });

export type Figures = {
  newMembers: number;
  activeMembers: number;
  deposits: number;
  withdrawals: number;
  validBet: number;
  profitLoss: number;
  /** Bonus credits into the team's wallets (a dividend's net loss subtracts them). */
  bonuses: number;
};

/**
 * Money and play of a set of accounts over [from, to): deposits and withdrawals (net of refunds)
 * from the ledger, valid bet (settled stakes) and wins − stakes from the settled rounds. From the
 * figures' buckets (modules/figures) for a team or a member: the cost does not grow with history.
 */
export async function figures(db: Db, merchantId: number, scope: ScopeSql, from: Date, to: Date): Promise<Figures> {
  if (!scope.figuresScope) return rawFigures(db, merchantId, scope, from, to);
  const out = await figuresOf.periodFigures(db, merchantId, scope.figuresScope, [{ label: 'p', from, to }]);
  return out.get('p')!;
}

/** The same figures recomputed from the raw rows (any `members(id)` prefix): the aggregates' reference. */
export async function rawFigures(db: Db, merchantId: number, scope: SQL, from: Date, to: Date): Promise<Figures> {
  const f = from.toISOString();
  const t = to.toISOString();
  const [r] = await rowsOf(
    db,
    sql`${scope}, wallets(id) as (
        select l.id from ledger_accounts l join members m on l.code = 'wallet:' || m.id where l.merchant_id = ${merchantId}
      )
      select
        (select count(*) from accounts a join members m on m.id = a.id
          where a.created_at >= ${f}::timestamptz and a.created_at < ${t}::timestamptz) as new_members,
        (select count(distinct g.member_id) from game_rounds g join members m on m.id = g.member_id
          where g.status = 'SETTLED' and g.settled_at >= ${f}::timestamptz and g.settled_at < ${t}::timestamptz) as active_members,
        (select coalesce(sum(g.stake), 0) from game_rounds g join members m on m.id = g.member_id
          where g.status = 'SETTLED' and g.settled_at >= ${f}::timestamptz and g.settled_at < ${t}::timestamptz) as valid_bet,
        (select coalesce(sum(g.win - g.stake), 0) from game_rounds g join members m on m.id = g.member_id
          where g.status = 'SETTLED' and g.settled_at >= ${f}::timestamptz and g.settled_at < ${t}::timestamptz) as profit_loss,
        (select coalesce(sum(x.amount), 0) from ledger_transfers x join wallets w on w.id = x.to_account_id
          where x.type = 'DEPOSIT' and x.created_at >= ${f}::timestamptz and x.created_at < ${t}::timestamptz) as deposits,
        (select coalesce(sum(case when x.type = 'WITHDRAW' then x.amount else -x.amount end), 0) from ledger_transfers x
          join wallets w on w.id = (case when x.type = 'WITHDRAW' then x.from_account_id else x.to_account_id end)
          where x.type in ('WITHDRAW', 'WITHDRAW_REFUND') and x.created_at >= ${f}::timestamptz and x.created_at < ${t}::timestamptz) as withdrawals,
        (select coalesce(sum(x.amount), 0) from ledger_transfers x join wallets w on w.id = x.to_account_id
          where x.type = 'BONUS' and x.created_at >= ${f}::timestamptz and x.created_at < ${t}::timestamptz) as bonuses`,
  );
  return {
    newMembers: toInt(r?.new_members),
    activeMembers: toInt(r?.active_members),
    deposits: toInt(r?.deposits),
    withdrawals: toInt(r?.withdrawals),
    validBet: toInt(r?.valid_bet),
    profitLoss: toInt(r?.profit_loss),
    bonuses: toInt(r?.bonuses),
  };
}

/** Team overview: size, direct downlines, balance, and the figures of today, yesterday, this week, this month. */
export const teamOverview = (db: Db, merchantId: number, agentId: number, tz: number, now = new Date()) =>
  figuresOf.teamReport(db, (tx) => overviewOf(tx, merchantId, agentId, tz, now));

async function overviewOf(db: Db, merchantId: number, agentId: number, tz: number, now: Date): Promise<TeamOverview> {
  // Size and balance from the team's totals (figures): never a read of every member.
  const totals = await figuresOf.teamTotals(db, merchantId, agentId);
  const [direct] = await rowsOf(db, sql`select count(*) as n from accounts where upline_id = ${agentId}`);
  const bounds = periodBounds(now, tz);
  const names = Object.keys(bounds) as OverviewPeriod[];
  const all = await figuresOf.periodFigures(
    db,
    merchantId,
    { team: agentId },
    names.map((period) => ({ label: period, from: bounds[period].from, to: bounds[period].to })),
  );
  const periods = names.map((period) => ({ period, ...all.get(period)! }));
  return {
    teamSize: totals.size,
    directDownlines: toInt(direct?.n),
    teamBalance: totals.balance,
    periods,
  };
}
