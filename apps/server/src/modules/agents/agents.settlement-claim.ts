import { and, asc, eq, gte, inArray, isNull, lt, or, sql } from 'drizzle-orm';
import type { ContractKind, ContractPeriod, ContractTier, SettlementKind } from '@jade/contract/agents';
import type { Db } from '../../db/client';
import { LOCKS } from '../../db/locks';
import * as wallet from '../wallet/wallet.service';
import { figureOf, payRows, SETTLEMENT_BATCH, type SettlementRun } from './agents.settlement-run';
import { settlementSource } from './agents.settlement-sources';
import { agentContracts, agentSettlementHolders, agentSettlementRuns } from './agents.tables';

/** The two keys of the transaction-scoped advisory lock a period's claim takes (held only while it is being claimed). */
export const claimLock = (merchantId: number, periodKey: string) =>
  sql`${LOCKS.merchant.settlementClaim}::int, hashtext(${`${merchantId}:${periodKey}`})`;

type Holder = { id: number | null; agentId: number; uplineId: number | null; tiers: ContractTier[] };

/**
 * The holders paid for a period: the contracts running at its end, each chain starting at an
 * operator-set one; for a kind with a source of its own (the lottery rebate), the source's.
 */
async function holdersOf(
  tx: Db,
  merchantId: number,
  kind: SettlementKind,
  dividend: ContractPeriod | null,
  start: Date,
  end: Date,
): Promise<Holder[]> {
  const source = settlementSource(kind);
  if (source) return (await source.holders(tx, merchantId, start, end)).map((h) => ({ id: null, ...h, tiers: [] }));
  return contractHolders(tx, merchantId, kind as ContractKind, dividend, end);
}

async function contractHolders(tx: Db, merchantId: number, kind: ContractKind, dividend: ContractPeriod | null, end: Date) {
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
    )
    .orderBy(asc(agentContracts.id));
  // A chain starts at an operator-set contract; a contract whose upline holds none is not paid.
  const held = new Map(contracts.map((c) => [c.agentId, c]));
  let changed = true;
  while (changed) {
    changed = false;
    for (const [id, c] of held)
      if (c.uplineId !== null && !held.has(c.uplineId)) {
        held.delete(id);
        changed = true;
      }
  }
  return [...held.values()];
}

/**
 * Claims one period of one kind, in one transaction: `pg_try_advisory_xact_lock` on the period key
 * (another node claiming it now: 'busy', nothing waits), then the run row under its unique key
 * (already claimed: that run). A period of at most `batch` holders (none included) is settled
 * whole in this transaction and its run is done; a larger one is claimed with its holders fixed
 * (`agent_settlement_holders`), for `settleRun` to settle in batches.
 */
export async function claimPeriod(
  db: Db,
  merchantId: number,
  currency: string,
  kind: SettlementKind,
  dividend: ContractPeriod | null,
  periodKey: string,
  start: Date,
  end: Date,
  batch = SETTLEMENT_BATCH,
): Promise<'busy' | { run: SettlementRun; created: boolean; paid: number }> {
  return db.transaction(async (tx) => {
    const lock = (await tx.execute(
      sql`select pg_try_advisory_xact_lock(${claimLock(merchantId, periodKey)}) as ok`,
    )) as unknown as { rows: { ok: boolean }[] };
    if (!lock.rows[0]?.ok) return 'busy';
    const [existing] = await tx
      .select()
      .from(agentSettlementRuns)
      .where(and(eq(agentSettlementRuns.merchantId, merchantId), eq(agentSettlementRuns.periodKey, periodKey)));
    if (existing) return { run: existing, created: false, paid: 0 };
    const list = await holdersOf(tx, merchantId, kind, dividend, start, end);
    const whole = list.length <= batch;
    const [run] = await tx
      .insert(agentSettlementRuns)
      .values({ merchantId, kind, periodKey, periodStart: start, periodEnd: end, doneAt: whole ? new Date() : null })
      .returning();
    if (whole) {
      const nodes = [];
      for (const c of list)
        nodes.push({ id: c.agentId, parentId: c.uplineId, ...(await figureOf(tx, run!, c.agentId, c.tiers)) });
      const paid = await payRows(
        tx,
        run!,
        currency,
        nodes,
        nodes.map((n) => n.id),
        false,
      );
      return { run: run!, created: true, paid };
    }
    // The pool exists before any batch pays from it (batches never race to create it).
    await wallet.systemAccount(tx, merchantId, 'agent-commission', currency);
    const rows = list.map((c, seq) => ({ runId: run!.id, agentId: c.agentId, seq, contractId: c.id, uplineId: c.uplineId }));
    for (let i = 0; i < rows.length; i += 500) await tx.insert(agentSettlementHolders).values(rows.slice(i, i + 500));
    return { run: run!, created: true, paid: 0 };
  });
}
