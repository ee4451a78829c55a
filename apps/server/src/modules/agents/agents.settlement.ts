import { and, desc, eq, inArray, isNull, lt, or, sql, gte, count } from 'drizzle-orm';
import type { ContractKind, ContractPeriod, SettlementPage } from '@jade/contract/agents';
import type { Db } from '../../db/client';
import { toInt, toIso } from '../../db/normalize';
import { offsetOf } from '../../db/paging';
import * as members from '../members/members.service';
import * as wallet from '../wallet/wallet.service';
import { figures, teamScope } from './agents.figures';
import { agentContracts, agentSettlementRuns, agentSettlements } from './agents.tables';
import { levelDifference, tierRate, type ChainNode } from './level-difference';

const MINUTE = 60_000;
const DAY = 86_400_000;
/** Periods settled per kind in one run at most (a long outage catches up over several runs). */
const CATCH_UP_LIMIT = 300;

/**
 * The period of a contract kind that contains the instant `at`, on the merchant's clock
 * (`offset` minutes east of UTC): days, weeks (from Monday) and months start at its midnight;
 * 5-minute and hourly periods are the same everywhere but for offsets of a partial hour.
 */
export function periodAt(kind: ContractKind, dividend: ContractPeriod | null, at: Date, offset = 0): { start: Date; end: Date } {
  const shift = offset * MINUTE;
  // Work on the local wall clock as if it were UTC, then shift back.
  const local = new Date(at.getTime() + shift);
  const t = local.getTime();
  const back = (start: number, end: number) => ({ start: new Date(start - shift), end: new Date(end - shift) });
  const fixed = (ms: number) => back(t - (t % ms), t - (t % ms) + ms);
  if (kind === 'REALTIME_SALARY') return fixed(5 * MINUTE);
  if (kind === 'HOURLY_SALARY') return fixed(60 * MINUTE);
  if (kind === 'DAILY_SALARY' || dividend === 'DAILY') return fixed(DAY);
  const y = local.getUTCFullYear();
  const m = local.getUTCMonth();
  if (dividend === 'WEEKLY') {
    const start = t - (t % DAY) - ((local.getUTCDay() + 6) % 7) * DAY;
    return back(start, start + 7 * DAY);
  }
  if (dividend === 'SEMIMONTHLY') {
    return local.getUTCDate() <= 15
      ? back(Date.UTC(y, m, 1), Date.UTC(y, m, 16))
      : back(Date.UTC(y, m, 16), Date.UTC(y, m + 1, 1));
  }
  return back(Date.UTC(y, m, 1), Date.UTC(y, m + 1, 1));
}

const keyPrefix = (kind: ContractKind, dividend: ContractPeriod | null) => `${kind}${dividend ? `:${dividend}` : ''}:`;
const keyOf = (kind: ContractKind, dividend: ContractPeriod | null, start: Date) =>
  `${keyPrefix(kind, dividend)}${start.toISOString()}`;

/**
 * Settles one period of one kind exactly once: under an advisory lock on the period key, the run
 * row is inserted first (a second job finds it and does nothing); each contract holder's team
 * volume and tier make its level-difference earning, paid from the merchant's `agent-commission`
 * account, and a statement per holder is written. All in one transaction: a failure pays nothing.
 */
export async function settlePeriod(
  db: Db,
  merchantId: number,
  currency: string,
  kind: ContractKind,
  dividend: ContractPeriod | null,
  start: Date,
  end: Date,
): Promise<{ settled: boolean; paid: number }> {
  const key = keyOf(kind, dividend, start);
  return db.transaction(async (tx) => {
    await tx.execute(sql`select pg_advisory_xact_lock(hashtext(${`jade-settle:${merchantId}:${key}`}))`);
    const [run] = await tx
      .insert(agentSettlementRuns)
      .values({ merchantId, kind, periodKey: key, periodStart: start, periodEnd: end })
      .onConflictDoNothing()
      .returning();
    if (!run) return { settled: false, paid: 0 };
    const contracts = await tx
      .select()
      .from(agentContracts)
      .where(
        and(
          eq(agentContracts.merchantId, merchantId),
          eq(agentContracts.kind, kind),
          dividend ? eq(agentContracts.period, dividend) : undefined,
          inArray(agentContracts.status, ['ACTIVE', 'TERMINATION_REQUESTED', 'TERMINATED']),
          lt(agentContracts.acceptedAt, end),
          or(isNull(agentContracts.endedAt), gte(agentContracts.endedAt, end)),
        ),
      );
    // A chain starts at an operator-set contract; a contract whose upline holds none is not paid.
    const holders = new Map(contracts.map((c) => [c.agentId, c]));
    let changed = true;
    while (changed) {
      changed = false;
      for (const [id, c] of holders)
        if (c.uplineId !== null && !holders.has(c.uplineId)) {
          holders.delete(id);
          changed = true;
        }
    }
    const nodes: ChainNode[] = [];
    for (const c of holders.values()) {
      const f = await figures(tx, merchantId, teamScope(merchantId, c.agentId), start, end);
      const netLoss = -f.profitLoss - f.bonuses;
      const volume = kind === 'DIVIDEND' ? Math.max(0, netLoss) : f.validBet;
      const rate = tierRate(c.tiers, { activeMembers: f.activeMembers, validBet: f.validBet, profitLoss: Math.max(0, netLoss) });
      nodes.push({ id: c.agentId, parentId: c.uplineId, rate, volume });
    }
    const earnings = levelDifference(nodes);
    const names = await members.usernamesOf(
      tx,
      nodes.map((n) => n.id),
    );
    const pool = await wallet.systemAccount(tx, merchantId, 'agent-commission', currency);
    let paid = 0;
    for (const e of earnings) {
      const node = nodes.find((n) => n.id === e.id)!;
      const transfer =
        e.amount > 0
          ? await wallet.transfer(tx, {
              merchantId,
              from: pool,
              to: await wallet.walletOf(tx, merchantId, e.id, currency),
              amount: e.amount,
              idempotencyKey: `contract:${key}:${e.id}`,
              type: 'COMMISSION',
              reason: `contract.${kind}`,
              reference: key,
              actor: 'job:settlement',
            })
          : null;
      paid += e.amount;
      await tx.insert(agentSettlements).values({
        merchantId,
        runId: run.id,
        agentId: e.id,
        kind,
        volume: Math.max(0, node.volume),
        rate: e.rate,
        amount: e.amount,
        lines: e.lines.map((l) => ({ agent: names.get(l.id) ?? String(l.id), volume: l.volume, rate: l.rate, amount: l.amount })),
        transferId: transfer?.transferId ?? null,
      });
    }
    return { settled: true, paid };
  });
}

/**
 * The settlement job: for each kind (and dividend period type) every period that has ended since
 * the last settled one — or since the first contract was accepted — is settled, oldest first, so
 * a job that was down catches up. Safe to run on every node, as often as wanted. `offset` is the
 * merchant's business day (minutes east of UTC).
 */
export async function settleDue(db: Db, merchantId: number, currency: string, now = new Date(), offset = 0) {
  const groups = await db
    .selectDistinct({ kind: agentContracts.kind, period: agentContracts.period })
    .from(agentContracts)
    .where(and(eq(agentContracts.merchantId, merchantId), sql`${agentContracts.acceptedAt} is not null`));
  let periods = 0;
  for (const g of groups) {
    const dividend = g.kind === 'DIVIDEND' ? g.period : null;
    const prefix = keyPrefix(g.kind, dividend);
    const [last] = await db
      .select({ end: agentSettlementRuns.periodEnd })
      .from(agentSettlementRuns)
      .where(and(eq(agentSettlementRuns.merchantId, merchantId), sql`${agentSettlementRuns.periodKey} like ${`${prefix}%`}`))
      .orderBy(desc(agentSettlementRuns.periodEnd))
      .limit(1);
    const [first] = await db
      .select({ at: sql<Date>`min(${agentContracts.acceptedAt})` })
      .from(agentContracts)
      .where(
        and(
          eq(agentContracts.merchantId, merchantId),
          eq(agentContracts.kind, g.kind),
          dividend ? eq(agentContracts.period, dividend) : undefined,
        ),
      );
    if (!first?.at) continue;
    const from = last ? new Date(last.end) : new Date(first.at);
    let p = periodAt(g.kind, dividend, from, offset);
    // After the merchant's offset changed, the first period starts where the last settled one ended.
    if (last && p.start < from) p = { start: from, end: p.end };
    for (let i = 0; i < CATCH_UP_LIMIT && p.end.getTime() <= now.getTime(); i++) {
      if ((await settlePeriod(db, merchantId, currency, g.kind, dividend, p.start, p.end)).settled) periods++;
      p = periodAt(g.kind, dividend, p.end, offset);
    }
  }
  return { periods };
}

/** My income: the agent's statements, newest first, with the page's and the whole filter's amount. */
export async function settlementsOf(
  db: Db,
  agentId: number,
  q: { pageNo: number; pageSize: number; kind?: ContractKind | undefined; from?: Date | undefined; to?: Date | undefined },
): Promise<SettlementPage> {
  const where = and(
    eq(agentSettlements.agentId, agentId),
    q.kind ? eq(agentSettlements.kind, q.kind) : undefined,
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
  const list = rows.map(({ s, r }) => ({
    id: s.id,
    kind: s.kind,
    periodStart: toIso(r.periodStart),
    periodEnd: toIso(r.periodEnd),
    volume: toInt(s.volume),
    rate: s.rate,
    amount: toInt(s.amount),
    lines: s.lines,
    createdAt: toIso(s.createdAt),
  }));
  return {
    list,
    pageNo: q.pageNo,
    pageSize: q.pageSize,
    total: toInt(tot?.n),
    pageTotal: list.reduce((a, r) => a + r.amount, 0),
    totalAmount: toInt(tot?.sum),
  };
}
