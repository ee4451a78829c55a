import { sql, type SQL } from 'drizzle-orm';
import type { TeamBetPage, TeamProfitPage, TeamTransactionPage } from '@jade/contract/agents';
import type { TransactionType } from '@jade/contract/wallet';
import type { Db } from '../../db/client';
import { toInt, toIso } from '../../db/normalize';
import { pageClause } from '../../db/paging';
import { rowsOf, teamCte } from './agents.team';

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
/** The sums of some numeric columns over the rows of one page. */
function sum<T, K extends keyof T>(rows: T[], keys: K[]): Record<K, number> {
  const out = {} as Record<K, number>;
  for (const k of keys) out[k] = rows.reduce((s: number, r: T) => s + Number(r[k]), 0);
  return out;
}

/** Team betting: the rounds of every team member, newest first, with page and period totals. */
export async function teamBets(db: Db, merchantId: number, agentId: number, f: ReportFilter): Promise<TeamBetPage> {
  const base = sql`from game_rounds g join team t on t.id = g.member_id join accounts a on a.id = g.member_id
    where g.merchant_id = ${merchantId} ${range(sql`g.created_at`, f)} ${who(f)}`;
  const [tot] = await rowsOf(
    db,
    sql`${teamCte(merchantId, agentId)} select count(*) as n, coalesce(sum(g.stake), 0) as stake, coalesce(sum(g.win), 0) as win ${base}`,
  );
  const rows = await rowsOf(
    db,
    sql`${teamCte(merchantId, agentId)} select g.*, a.username ${base} order by g.id desc ${page(f)}`,
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
  const stake = toInt(tot?.stake);
  const win = toInt(tot?.win);
  return {
    list,
    pageNo: f.pageNo,
    pageSize: f.pageSize,
    total: toInt(tot?.n),
    pageTotals: sum(list, ['stake', 'win', 'profit']),
    totals: { stake, win, profit: win - stake },
  };
}

/** User profit and loss: one row per team member with its settled play and money in and out. */
export async function teamProfit(db: Db, merchantId: number, agentId: number, f: ReportFilter): Promise<TeamProfitPage> {
  const per = sql`${teamCte(merchantId, agentId)}, per as (
      select a.id, a.username, t.level,
        (select count(*) from game_rounds g where g.member_id = a.id and g.status = 'SETTLED' ${range(sql`g.settled_at`, f)}) as rounds,
        (select coalesce(sum(g.stake), 0) from game_rounds g where g.member_id = a.id and g.status = 'SETTLED' ${range(sql`g.settled_at`, f)}) as valid_bet,
        (select coalesce(sum(g.win), 0) from game_rounds g where g.member_id = a.id and g.status = 'SETTLED' ${range(sql`g.settled_at`, f)}) as win,
        (select coalesce(sum(x.amount), 0) from ledger_transfers x join ledger_accounts l on l.id = x.to_account_id
          where l.merchant_id = ${merchantId} and l.code = 'wallet:' || a.id and x.type = 'DEPOSIT' ${range(sql`x.created_at`, f)}) as deposits,
        (select coalesce(sum(x.amount), 0) from ledger_transfers x join ledger_accounts l on l.id = x.from_account_id
          where l.merchant_id = ${merchantId} and l.code = 'wallet:' || a.id and x.type = 'WITHDRAW' ${range(sql`x.created_at`, f)}) as withdrawals
      from team t join accounts a on a.id = t.id where true ${who(f)}
    )`;
  const [tot] = await rowsOf(
    db,
    sql`${per} select count(*) as n, coalesce(sum(rounds), 0) as rounds, coalesce(sum(valid_bet), 0) as valid_bet,
      coalesce(sum(win), 0) as win, coalesce(sum(deposits), 0) as deposits, coalesce(sum(withdrawals), 0) as withdrawals from per`,
  );
  const rows = await rowsOf(db, sql`${per} select * from per order by level, id ${page(f)}`);
  const list = rows.map((r) => ({
    username: String(r.username),
    level: toInt(r.level),
    rounds: toInt(r.rounds),
    validBet: toInt(r.valid_bet),
    win: toInt(r.win),
    profit: toInt(r.win) - toInt(r.valid_bet),
    deposits: toInt(r.deposits),
    withdrawals: toInt(r.withdrawals),
  }));
  return {
    list,
    pageNo: f.pageNo,
    pageSize: f.pageSize,
    total: toInt(tot?.n),
    pageTotals: sum(list, ['rounds', 'validBet', 'win', 'profit', 'deposits', 'withdrawals']),
    totals: {
      rounds: toInt(tot?.rounds),
      validBet: toInt(tot?.valid_bet),
      win: toInt(tot?.win),
      profit: toInt(tot?.win) - toInt(tot?.valid_bet),
      deposits: toInt(tot?.deposits),
      withdrawals: toInt(tot?.withdrawals),
    },
  };
}

/** Account details: every ledger movement of the team's wallets, newest first. */
export async function teamTransactions(
  db: Db,
  merchantId: number,
  agentId: number,
  f: ReportFilter,
): Promise<TeamTransactionPage> {
  const base = sql`from ledger_entries e join ledger_accounts l on l.id = e.account_id
    join team t on l.code = 'wallet:' || t.id join accounts a on a.id = t.id join ledger_transfers x on x.id = e.transfer_id
    where l.merchant_id = ${merchantId} ${range(sql`e.created_at`, f)} ${who(f)}`;
  const [tot] = await rowsOf(
    db,
    sql`${teamCte(merchantId, agentId)} select count(*) as n,
      coalesce(sum(case when e.amount > 0 then e.amount else 0 end), 0) as money_in,
      coalesce(sum(case when e.amount < 0 then -e.amount else 0 end), 0) as money_out ${base}`,
  );
  const rows = await rowsOf(
    db,
    sql`${teamCte(merchantId, agentId)} select e.id, a.username, x.type, e.amount, e.balance_after, x.reference, e.created_at
      ${base} order by e.id desc ${page(f)}`,
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
    total: toInt(tot?.n),
    pageTotals: {
      in: list.reduce((s, r) => s + Math.max(0, r.amount), 0),
      out: list.reduce((s, r) => s + Math.max(0, -r.amount), 0),
    },
    totals: { in: toInt(tot?.money_in), out: toInt(tot?.money_out) },
  };
}
