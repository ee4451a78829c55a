import { and, count, desc, eq, gte, lt, sql, type SQL } from 'drizzle-orm';
import { AGENT_TYPES, isAgentType } from '@jade/contract/auth';
import type { SettlementKind } from '@jade/contract/agents';
import type {
  OpsAgentLookup,
  OpsAgentNode,
  OpsAgentTreePage,
  OpsAgentTreeQuery,
  OpsSettlementRunPage,
  OpsStatementPage,
} from '@jade/contract/ops-agents';
import type { Db } from '../../db/client';
import { toInt, toIso } from '../../db/normalize';
import { offsetOf, pageClause } from '../../db/paging';
import { AppError } from '../../lib/app-error';
import * as members from '../members/members.service';
import { rowsOf } from '../../db/rows';
import { agentSettlementRuns, agentSettlements } from './agents.tables';

const agentTypes = sql.raw(AGENT_TYPES.join(', '));

/**
 * A node's columns: the counts come from indexes (`accounts_upline` for the direct ones, the
 * closure table's primary key for the team), so a node of a 20,000-member team costs one index
 * range count, and nothing of the team is loaded.
 */
const nodeColumns = sql`a.id, a.username, a.nickname, a.type, a.status, a.created_at, u.username as upline,
  (select count(*) from accounts d where d.upline_id = a.id and d.type in (${agentTypes})) as direct_agents,
  (select count(*) from accounts d where d.upline_id = a.id and d.type not in (${agentTypes})) as direct_members,
  (select count(*) from account_tree t where t.ancestor_id = a.id and t.descendant_id <> a.id) as team_size`;

function presentNode(r: Record<string, unknown>): OpsAgentNode {
  const type = toInt(r.type);
  return {
    id: toInt(r.id),
    username: String(r.username),
    nickname: String(r.nickname || r.username),
    type,
    isAgent: isAgentType(type),
    status: r.status === 'disabled' ? 'disabled' : 'active',
    upline: r.upline ? String(r.upline) : null,
    createdAt: toIso(r.created_at as Date),
    directAgents: toInt(r.direct_agents),
    directMembers: toInt(r.direct_members),
    teamSize: toInt(r.team_size),
  };
}

/** One level of the tree, one page: the top agents, or a node's direct downline agents or members. */
export async function treeLevel(db: Db, merchantId: number, q: OpsAgentTreeQuery): Promise<OpsAgentTreePage> {
  let where: SQL;
  if (q.parent) {
    const parent = await members.findByUsername(db, merchantId, q.parent);
    if (!parent) throw new AppError('USER_NOT_FOUND', 'No such account');
    const types = q.kind === 'AGENT' ? sql`a.type in (${agentTypes})` : sql`a.type not in (${agentTypes})`;
    where = sql`a.upline_id = ${parent.id} and ${types}`;
  } else where = sql`a.merchant_id = ${merchantId} and a.upline_id is null and a.type in (${agentTypes})`;
  const [n] = await rowsOf(db, sql`select count(*) as n from accounts a where ${where}`);
  const rows = await rowsOf(
    db,
    sql`select ${nodeColumns} from accounts a left join accounts u on u.id = a.upline_id where ${where}
      order by a.id ${pageClause(q)}`,
  );
  return { list: rows.map(presentNode), pageNo: q.pageNo, pageSize: q.pageSize, total: toInt(n?.n) };
}

/** One account as a node, with its uplines from the top down (to open the tree at it). */
export async function lookup(db: Db, merchantId: number, username: string): Promise<OpsAgentLookup> {
  const [row] = await rowsOf(
    db,
    sql`select ${nodeColumns} from accounts a left join accounts u on u.id = a.upline_id
      where a.merchant_id = ${merchantId} and lower(a.username) = lower(${username}) limit 1`,
  );
  if (!row) throw new AppError('USER_NOT_FOUND', 'No such account');
  const ups = await rowsOf<{ username: string }>(
    db,
    sql`select u.username from account_tree t join accounts u on u.id = t.ancestor_id
      where t.descendant_id = ${toInt(row.id)} and t.ancestor_id <> t.descendant_id order by t.depth desc`,
  );
  return { node: presentNode(row), uplines: ups.map((u) => u.username) };
}

type Days = { from?: Date | undefined; to?: Date | undefined };

/** The settled periods, newest first, with their statements' count and amount. */
export async function settlementRuns(
  db: Db,
  merchantId: number,
  q: Days & { kind?: SettlementKind | undefined; pageNo: number; pageSize: number },
): Promise<OpsSettlementRunPage> {
  const where = and(
    eq(agentSettlementRuns.merchantId, merchantId),
    q.kind ? eq(agentSettlementRuns.kind, q.kind) : undefined,
    q.from ? gte(agentSettlementRuns.periodStart, q.from) : undefined,
    q.to ? lt(agentSettlementRuns.periodStart, q.to) : undefined,
  );
  const [tot] = await db.select({ n: count() }).from(agentSettlementRuns).where(where);
  const rows = await db
    .select({
      r: agentSettlementRuns,
      statements: sql<string>`(select count(*) from agent_settlements s where s.run_id = agent_settlement_runs.id)`,
      amount: sql<string>`(select coalesce(sum(s.amount), 0) from agent_settlements s where s.run_id = agent_settlement_runs.id)`,
    })
    .from(agentSettlementRuns)
    .where(where)
    .orderBy(desc(agentSettlementRuns.periodStart), desc(agentSettlementRuns.id))
    .limit(q.pageSize)
    .offset(offsetOf(q));
  return {
    list: rows.map(({ r, statements, amount }) => ({
      id: r.id,
      kind: r.kind,
      periodStart: toIso(r.periodStart),
      periodEnd: toIso(r.periodEnd),
      doneAt: r.doneAt ? toIso(r.doneAt) : null,
      statements: toInt(statements),
      amount: toInt(amount),
    })),
    pageNo: q.pageNo,
    pageSize: q.pageSize,
    total: toInt(tot?.n),
  };
}

/** The statements of a period, an agent, or a kind and days, newest first, with the filter's total. */
export async function statements(
  db: Db,
  merchantId: number,
  q: Days & {
    kind?: SettlementKind | undefined;
    runId?: number | undefined;
    agent?: string | undefined;
    pageNo: number;
    pageSize: number;
  },
): Promise<OpsStatementPage> {
  let agentId: number | undefined;
  if (q.agent) {
    const a = await members.findByUsername(db, merchantId, q.agent);
    if (!a) return { list: [], pageNo: q.pageNo, pageSize: q.pageSize, total: 0, totalAmount: 0 };
    agentId = a.id;
  }
  const where = and(
    eq(agentSettlements.merchantId, merchantId),
    q.kind ? eq(agentSettlements.kind, q.kind) : undefined,
    q.runId ? eq(agentSettlements.runId, q.runId) : undefined,
    agentId ? eq(agentSettlements.agentId, agentId) : undefined,
    q.from ? gte(agentSettlementRuns.periodStart, q.from) : undefined,
    q.to ? lt(agentSettlementRuns.periodStart, q.to) : undefined,
  );
  const [tot] = await db
    .select({ n: count(), sum: sql<string>`coalesce(sum(${agentSettlements.amount}), 0)` })
    .from(agentSettlements)
    .innerJoin(agentSettlementRuns, eq(agentSettlementRuns.id, agentSettlements.runId))
    .where(where);
  const rows = await db
    .select({ s: agentSettlements, r: agentSettlementRuns })
    .from(agentSettlements)
    .innerJoin(agentSettlementRuns, eq(agentSettlementRuns.id, agentSettlements.runId))
    .where(where)
    .orderBy(desc(agentSettlements.id))
    .limit(q.pageSize)
    .offset(offsetOf(q));
  const names = await members.usernamesOf(
    db,
    rows.map(({ s }) => s.agentId),
  );
  return {
    list: rows.map(({ s, r }) => ({
      id: s.id,
      runId: s.runId,
      agent: names.get(s.agentId) ?? '',
      kind: s.kind,
      periodStart: toIso(r.periodStart),
      periodEnd: toIso(r.periodEnd),
      volume: toInt(s.volume),
      rate: s.rate,
      amount: toInt(s.amount),
      lines: s.lines.length,
      createdAt: toIso(s.createdAt),
    })),
    pageNo: q.pageNo,
    pageSize: q.pageSize,
    total: toInt(tot?.n),
    totalAmount: toInt(tot?.sum),
  };
}
