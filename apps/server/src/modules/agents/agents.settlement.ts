import { and, desc, eq, lt, sql, gte, count } from 'drizzle-orm';
import type { ContractPeriod, SettlementKind, SettlementPage } from '@jade/contract/agents';
import type { Db } from '../../db/client';
import { toInt, toIso } from '../../db/normalize';
import { offsetOf } from '../../db/paging';
import { claimPeriod } from './agents.settlement-claim';
import { settlementSources } from './agents.settlement-sources';
import { openRuns, settleRun, SETTLEMENT_BATCH } from './agents.settlement-run';
import { agentContracts, agentSettlementRuns, agentSettlements } from './agents.tables';

const MINUTE = 60_000;
const DAY = 86_400_000;
/** Periods settled per kind in one run at most (a long outage catches up over several runs). */
const CATCH_UP_LIMIT = 300;

/**
 * The period of a contract kind that contains the instant `at`, on the merchant's clock
 * (`offset` minutes east of UTC): days, weeks (from Monday) and months start at its midnight;
 * 5-minute and hourly periods are the same everywhere but for offsets of a partial hour.
 */
export function periodAt(
  kind: SettlementKind,
  dividend: ContractPeriod | null,
  at: Date,
  offset = 0,
): { start: Date; end: Date } {
  const shift = offset * MINUTE;
  // Work on the local wall clock as if it were UTC, then shift back.
  const local = new Date(at.getTime() + shift);
  const t = local.getTime();
  const back = (start: number, end: number) => ({ start: new Date(start - shift), end: new Date(end - shift) });
  const fixed = (ms: number) => back(t - (t % ms), t - (t % ms) + ms);
  if (kind === 'REALTIME_SALARY') return fixed(5 * MINUTE);
  if (kind === 'HOURLY_SALARY') return fixed(60 * MINUTE);
  if (kind === 'DAILY_SALARY' || kind === 'LOTTERY_REBATE' || dividend === 'DAILY') return fixed(DAY);
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

const keyPrefix = (kind: SettlementKind, dividend: ContractPeriod | null) => `${kind}${dividend ? `:${dividend}` : ''}:`;
const keyOf = (kind: SettlementKind, dividend: ContractPeriod | null, start: Date) =>
  `${keyPrefix(kind, dividend)}${start.toISOString()}`;

/**
 * Settles one period of one kind exactly once: claimed under its unique key (`claimPeriod`), then
 * its contract holders in batches (`settleRun`), each batch paying its holders and writing their
 * statements in one transaction. `settled`: this call finished the period; `paid`: what it paid.
 */
export async function settlePeriod(
  db: Db,
  merchantId: number,
  currency: string,
  kind: SettlementKind,
  dividend: ContractPeriod | null,
  start: Date,
  end: Date,
  batch = SETTLEMENT_BATCH,
): Promise<{ settled: boolean; paid: number; busy?: boolean }> {
  const claim = await claimPeriod(db, merchantId, currency, kind, dividend, keyOf(kind, dividend, start), start, end, batch);
  if (claim === 'busy') return { settled: false, paid: 0, busy: true };
  if (claim.run.doneAt) return { settled: claim.created, paid: claim.paid };
  const r = await settleRun(db, claim.run, currency, batch);
  return { settled: r.done, paid: r.paid };
}

/**
 * The settlement job: first the claimed periods not yet done (a node killed mid-period), then for
 * each kind (and dividend period type) every period that has ended since the last claimed one —
 * or since the first contract was accepted — oldest first, so a job that was down catches up.
 * Safe to run on every node, as often as wanted: a period another node is claiming is left to it
 * (and the later ones of that kind to the next run), batches another node holds are skipped.
 * `offset` is the merchant's business day (minutes east of UTC); `batch` the holders per transaction.
 */
export async function settleDue(
  db: Db,
  merchantId: number,
  currency: string,
  now = new Date(),
  offset = 0,
  batch = SETTLEMENT_BATCH,
) {
  let periods = 0;
  for (const run of await openRuns(db, merchantId)) if ((await settleRun(db, run, currency, batch)).done) periods++;
  const groups: { kind: SettlementKind; period: ContractPeriod | null; first: Date | null; grace: number }[] = [];
  const kinds = await db
    .selectDistinct({ kind: agentContracts.kind, period: agentContracts.period })
    .from(agentContracts)
    .where(and(eq(agentContracts.merchantId, merchantId), sql`${agentContracts.acceptedAt} is not null`));
  for (const g of kinds) {
    const dividend = g.kind === 'DIVIDEND' ? g.period : null;
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
    groups.push({ kind: g.kind, period: dividend, first: first?.at ? new Date(first.at) : null, grace: 0 });
  }
  // Kinds with a source of their own (the lottery rebate): every period since the source's first,
  // once the source's grace has passed after its end (what settled just before it has committed).
  for (const [kind, source] of settlementSources())
    groups.push({ kind, period: null, first: await source.first(db, merchantId), grace: source.graceMs });
  for (const g of groups) {
    const dividend = g.period;
    if (!g.first) continue;
    const prefix = keyPrefix(g.kind, dividend);
    const [last] = await db
      .select({ end: agentSettlementRuns.periodEnd })
      .from(agentSettlementRuns)
      .where(and(eq(agentSettlementRuns.merchantId, merchantId), sql`${agentSettlementRuns.periodKey} like ${`${prefix}%`}`))
      .orderBy(desc(agentSettlementRuns.periodEnd))
      .limit(1);
    const from = last ? new Date(last.end) : g.first;
    let p = periodAt(g.kind, dividend, from, offset);
    // After the merchant's offset changed, the first period starts where the last settled one ended.
    if (last && p.start < from) p = { start: from, end: p.end };
    for (let i = 0; i < CATCH_UP_LIMIT && p.end.getTime() + g.grace <= now.getTime(); i++) {
      const r = await settlePeriod(db, merchantId, currency, g.kind, dividend, p.start, p.end, batch);
      // Never claim past a period another node is claiming: the periods stay contiguous.
      if (r.busy) break;
      if (r.settled) periods++;
      p = periodAt(g.kind, dividend, p.end, offset);
    }
  }
  return { periods };
}

/** My income: the agent's statements, newest first, with the page's and the whole filter's amount. */
export async function settlementsOf(
  db: Db,
  agentId: number,
  q: { pageNo: number; pageSize: number; kind?: SettlementKind | undefined; from?: Date | undefined; to?: Date | undefined },
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
