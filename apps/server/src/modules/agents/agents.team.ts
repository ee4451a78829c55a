import { sql, type SQL } from 'drizzle-orm';
import { isAgentType } from '@jade/contract/auth';
import type { Downline, DownlinePage } from '@jade/contract/agents';
import type { Exclusion } from '@jade/contract/protection';
import type { Db } from '../../db/client';
import { rowsOf } from '../../db/rows';
import { toInt, toIso } from '../../db/normalize';
import { pageClause } from '../../db/paging';
import { AppError } from '../../lib/app-error';
import * as members from '../members/members.service';
import * as protection from '../protection/protection.service';

type Row = Record<string, unknown>;

/**
 * The team of an agent: every account below it, at any depth, with its level (1 = direct), as the
 * start of a query (`with team(id, level) as (…)`): one range read of the hierarchy's closure table.
 */
export function teamCte(merchantId: number, agentId: number): SQL {
  return sql`with ${members.teamCte(merchantId, agentId)}`;
}

const downlineColumns = sql`a.id, a.username, a.nickname, a.type, a.status, a.created_at, a.last_login_at, t.level,
  u.username as upline,
  (select count(*) from accounts d where d.upline_id = a.id) as direct,
  coalesce((select b.balance from ledger_accounts l join wallet_balances b on b.account_id = l.id
             where l.merchant_id = a.merchant_id and l.code = 'wallet:' || a.id), 0) as balance,
  ${members.levelOf(sql`a.id`)} as prize_level`;

function presentDownline(r: Row, exclusions: Map<number, Exclusion>): Downline {
  const type = toInt(r.type);
  return {
    id: toInt(r.id),
    username: String(r.username),
    nickname: String(r.nickname || r.username),
    type,
    isAgent: isAgentType(type),
    upline: String(r.upline),
    level: toInt(r.level),
    directDownlines: toInt(r.direct),
    balance: toInt(r.balance),
    prizeLevel: toInt(r.prize_level),
    status: r.status === 'disabled' ? 'disabled' : 'active',
    createdAt: toIso(r.created_at as Date),
    lastLoginAt: r.last_login_at ? toIso(r.last_login_at as Date) : null,
    exclusion: exclusions.get(toInt(r.id)) ?? null,
  };
}

/** The rows as downlines, with their breaks and self-exclusions in force. */
async function presentAll(db: Db, rows: Row[]): Promise<Downline[]> {
  const exclusions = await protection.exclusionsOf(
    db,
    rows.map((r) => toInt(r.id)),
  );
  return rows.map((r) => presentDownline(r, exclusions));
}

/**
 * A member of the agent's team by username, or `AGENT_MEMBER_NOT_FOUND` — the same answer for an
 * account that exists outside the team as for one that does not exist at all.
 */
export async function findInTeam(db: Db, merchantId: number, agentId: number, username: string): Promise<Downline> {
  const [row] = await rowsOf(
    db,
    sql`${teamCte(merchantId, agentId)}
      select ${downlineColumns} from team t join accounts a on a.id = t.id join accounts u on u.id = a.upline_id
      where lower(a.username) = lower(${username}) limit 1`,
  );
  if (!row) throw new AppError('AGENT_MEMBER_NOT_FOUND', 'No member of your team has this username');
  return (await presentAll(db, [row]))[0]!;
}

/** The usernames from the agent's direct downline down to a team member (for the breadcrumb). */
export function pathTo(db: Db, agentId: number, memberId: number): Promise<string[]> {
  return members.chainBelow(db, agentId, memberId);
}

/**
 * One page of the team: the direct downlines of `parent` (a team member, or the agent itself), or
 * with `search` every team member whose username or nickname contains it.
 */
export async function listDownlines(
  db: Db,
  merchantId: number,
  agentId: number,
  q: { parent?: string | undefined; search?: string | undefined; pageNo: number; pageSize: number },
): Promise<DownlinePage> {
  const parentId = q.parent ? (await findInTeam(db, merchantId, agentId, q.parent)).id : agentId;
  const like = q.search ? `%${q.search.replace(/[\\%_]/g, (c) => `\\${c}`)}%` : null;
  const where = like ? sql`(a.username ilike ${like} or a.nickname ilike ${like})` : sql`a.upline_id = ${parentId}`;
  const base = sql`from team t join accounts a on a.id = t.id join accounts u on u.id = a.upline_id where ${where}`;
  const [count] = await rowsOf(db, sql`${teamCte(merchantId, agentId)} select count(*) as n ${base}`);
  const rows = await rowsOf(
    db,
    sql`${teamCte(merchantId, agentId)} select ${downlineColumns} ${base}
      order by t.level, a.id ${pageClause(q)}`,
  );
  return { list: await presentAll(db, rows), pageNo: q.pageNo, pageSize: q.pageSize, total: toInt(count?.n) };
}
