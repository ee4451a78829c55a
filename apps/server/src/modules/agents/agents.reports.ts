import { sql, type SQL } from 'drizzle-orm';
import type { TeamBetPage, TeamProfitPage, TeamTransactionPage } from '@jade/contract/agents';
import type { TransactionType } from '@jade/contract/wallet';
import type { Db } from '../../db/client';
import { toInt, toIso } from '../../db/normalize';
import { pageClause } from '../../db/paging';
import * as figures from '../figures/figures.service';
import { teamCte } from './agents.team';
import { rowsOf } from '../../db/rows';

export type ReportFilter = {
  pageNo: number;
  pageSize: number;
  from?: Date | undefined;
  to?: Date | undefined;
  username?: string | undefined;
};

const range = (column: SQL, f: ReportFilter) =>
  sql`${f.from ? sql`and ${column} >= ${f.from.toISOString()}::timestamptz` : sql``} ${
    f.to ? sql`and ${column} < ${f.to.toISOString()}::timestamptz` : sql``
  }`;
const who = (f: ReportFilter) => (f.username ? sql`and lower(a.username) = lower(${f.username})` : sql``);
const page = (f: ReportFilter) => pageClause(f);
/**
 * Whose totals a report shows: the whole team, or the one team member the filter names (none when
 * that username is not in the team).
 */
async function totalsScope(db: Db, merchantId: number, agentId: number, f: ReportFilter): Promise<figures.Scope | null> {
  if (!f.username) return { team: agentId };
  const [row] = await rowsOf(
    db,
    sql`${teamCte(merchantId, agentId)} select a.id from team t join accounts a on a.id = t.id where true ${who(f)} limit 1`,
  );
  return row ? { member: toInt(row.id) } : null;
}

/** The figures of a report's filter (its one range) for the scope, or none. */
async function reportSums(db: Db, merchantId: number, scope: figures.Scope | null, f: ReportFilter, kinds: ('S' | 'C' | 'L')[]) {
  if (!scope) return [];
  return figures.sums(db, merchantId, scope, [{ label: 'f', from: f.from ?? null, to: f.to ?? null }], kinds);
}

/** The sums of some numeric columns over the rows of one page. */
function sum<T, K extends keyof T>(rows: T[], keys: K[]): Record<K, number> {
  const out = {} as Record<K, number>;
  for (const k of keys) out[k] = rows.reduce((s: number, r: T) => s + Number(r[k]), 0);
  return out;
}

/** Team betting: the rounds of every team member, newest first, with page and period totals. */
export const teamBets = (db: Db, merchantId: number, agentId: number, f: ReportFilter) =>
  figures.teamReport(db, (tx) => betsPage(tx, merchantId, agentId, f));

async function betsPage(db: Db, merchantId: number, agentId: number, f: ReportFilter): Promise<TeamBetPage> {
  const scope = await totalsScope(db, merchantId, agentId, f);
  const tot = figures.total(await reportSums(db, merchantId, scope, f, ['C']), { kind: 'C' });
  // Newest first by the time the round was placed: one index range read from the filter's end
  // (the merchant's rounds by time for the team, the member's for one member), however much was
  // played after it.
  const rows = !scope
    ? []
    : await rowsOf(
        db,
        'member' in scope
          ? sql`select g.*, a.username from game_rounds g join accounts a on a.id = g.member_id
              where g.member_id = ${scope.member}::int and g.merchant_id = ${merchantId} ${range(sql`g.created_at`, f)}
              order by g.created_at desc, g.id desc ${page(f)}`
          : sql`${teamCte(merchantId, agentId)} select g.*, a.username
              from game_rounds g join team t on t.id = g.member_id join accounts a on a.id = g.member_id
              where g.merchant_id = ${merchantId} ${range(sql`g.created_at`, f)}
              order by g.created_at desc, g.id desc ${page(f)}`,
      );
  const list = rows.map((r) => {
    const stake = toInt(r.stake);
    const win = toInt(r.win);
    return {
      id: toInt(r.id),
      username: String(r.username),
      roundRef: String(r.round_ref),
      vendor: String(r.vendor),
      category: String(r.category),
      gameCode: String(r.game_code),
      gameName: String(r.game_name),
      stake,
      win,
      profit: win - stake,
      status: r.status as 'OPEN' | 'SETTLED' | 'CANCELLED',
      result: String(r.result),
      createdAt: toIso(r.created_at as Date),
      settledAt: r.settled_at ? toIso(r.settled_at as Date) : null,
    };
  });
  return {
    list,
    pageNo: f.pageNo,
    pageSize: f.pageSize,
    total: tot.n,
    pageTotals: sum(list, ['stake', 'win', 'profit']),
    totals: { stake: tot.a, win: tot.b, profit: tot.b - tot.a },
  };
}

/**
 * User profit and loss: one row per team member (by level, then id) with its settled play and
 * money in and out over the filter. The page's members are read first, then their figures; the
 * totals are the team's (or the named member's) figures — no per-member scan of the history.
 */
export const teamProfit = (db: Db, merchantId: number, agentId: number, f: ReportFilter) =>
  figures.teamReport(db, (tx) => profitPage(tx, merchantId, agentId, f));

async function profitPage(db: Db, merchantId: number, agentId: number, f: ReportFilter): Promise<TeamProfitPage> {
  const base = sql`from team t join accounts a on a.id = t.id where true ${who(f)}`;
  // The whole team's count is its size (figures); a page is read in the tree's (level, id) order.
  const total = f.username
    ? toInt((await rowsOf(db, sql`${teamCte(merchantId, agentId)} select count(*) as n ${base}`))[0]?.n)
    : (await figures.teamTotals(db, merchantId, agentId)).size;
  const people = await rowsOf(
    db,
    sql`${teamCte(merchantId, agentId)} select a.id, a.username, t.level ${base} order by t.level, t.id ${page(f)}`,
  );
  const ids = people.map((p) => toInt(p.id));
  const each = ids.length > 0 ? await reportSums(db, merchantId, { members: ids }, f, ['S', 'L']) : [];
  const list = people.map((p) => {
    const memberId = toInt(p.id);
    const played = figures.total(each, { kind: 'S', memberId });
    return {
      username: String(p.username),
      level: toInt(p.level),
      rounds: played.n,
      validBet: played.a,
      win: played.b,
      profit: played.b - played.a,
      deposits: figures.total(each, { kind: 'L', key: 'DEPOSIT', memberId }).a,
      withdrawals: figures.total(each, { kind: 'L', key: 'WITHDRAW', memberId }).b,
    };
  });
  const all = await reportSums(db, merchantId, await totalsScope(db, merchantId, agentId, f), f, ['S', 'L']);
  const played = figures.total(all, { kind: 'S' });
  return {
    list,
    pageNo: f.pageNo,
    pageSize: f.pageSize,
    total,
    pageTotals: sum(list, ['rounds', 'validBet', 'win', 'profit', 'deposits', 'withdrawals']),
    totals: {
      rounds: played.n,
      validBet: played.a,
      win: played.b,
      profit: played.b - played.a,
      deposits: figures.total(all, { kind: 'L', key: 'DEPOSIT' }).a,
      withdrawals: figures.total(all, { kind: 'L', key: 'WITHDRAW' }).b,
    },
  };
}

/** Account details: every ledger movement of the team's wallets, newest first. */
export const teamTransactions = (db: Db, merchantId: number, agentId: number, f: ReportFilter) =>
  figures.teamReport(db, (tx) => transactionsPage(tx, merchantId, agentId, f));

async function transactionsPage(db: Db, merchantId: number, agentId: number, f: ReportFilter): Promise<TeamTransactionPage> {
  const scope = await totalsScope(db, merchantId, agentId, f);
  const tot = figures.total(await reportSums(db, merchantId, scope, f, ['L']), { kind: 'L' });
  // Newest first by time: one index range read from the filter's end, however much moved after
  // it. An entry's time is its transfer's (both are written in one transaction, `now()`). The
  // team's: the merchant's transfers by time, each entry's account one key read (a main wallet is
  // the account of kind 'wallet' its member owns). One member's: its main wallet's entries by time.
  const cols = sql`e.id, a.username, x.type, e.amount, e.balance_after, x.reference, e.created_at`;
  const rows = !scope
    ? []
    : await rowsOf(
        db,
        'member' in scope
          ? sql`select ${cols} from ledger_entries e join ledger_transfers x on x.id = e.transfer_id
                join accounts a on a.id = ${scope.member}::int
              where e.account_id = (select l.id from ledger_accounts l where l.merchant_id = ${merchantId}
                                     and l.code = ${`wallet:${scope.member}`} and l.kind = 'wallet')
                ${range(sql`e.created_at`, f)}
              order by e.created_at desc, e.id desc ${page(f)}`
          : sql`${teamCte(merchantId, agentId)} select ${cols}
              from ledger_transfers x join ledger_entries e on e.transfer_id = x.id
                join ledger_accounts l on l.id = e.account_id and l.kind = 'wallet'
                join team t on t.id = l.owner_id join accounts a on a.id = t.id
              where x.merchant_id = ${merchantId} and l.merchant_id = ${merchantId} ${range(sql`x.created_at`, f)}
              order by x.created_at desc, e.id desc ${page(f)}`,
      );
  const list = rows.map((r) => ({
    id: toInt(r.id),
    username: String(r.username),
    type: r.type as TransactionType,
    amount: toInt(r.amount),
    balanceAfter: toInt(r.balance_after),
    reference: r.reference === null ? null : String(r.reference),
    createdAt: toIso(r.created_at as Date),
  }));
  return {
    list,
    pageNo: f.pageNo,
    pageSize: f.pageSize,
    total: tot.n,
    pageTotals: {
      in: list.reduce((s, r) => s + Math.max(0, r.amount), 0),
      out: list.reduce((s, r) => s + Math.max(0, -r.amount), 0),
    },
    totals: { in: tot.a, out: tot.b },
  };
}
