import { and, asc, eq, isNull, sql } from 'drizzle-orm';
import type { ContractTier } from '@jade/contract/agents';
import type { Db } from '../../db/client';
import { toInt } from '../../db/normalize';
import * as members from '../members/members.service';
import * as wallet from '../wallet/wallet.service';
import { figures, teamScope } from './agents.figures';
import { settlementSource } from './agents.settlement-sources';
import { agentContracts, agentSettlementHolders, agentSettlementRuns, agentSettlements } from './agents.tables';
import { levelDifference, tierRate, type ChainNode } from './level-difference';

/** Contract holders settled in one transaction at most (figures, then payments and statements). */
export const SETTLEMENT_BATCH = 50;

export type SettlementRun = typeof agentSettlementRuns.$inferSelect;

const holders = agentSettlementHolders;

/**
 * A holder's figures for the period: its team's volume (valid bet, or net loss for dividends) and
 * its tier rate; for a kind with a source of its own (the lottery rebate), what the source says.
 */
export async function figureOf(
  tx: Db,
  run: SettlementRun,
  agentId: number,
  tiers: ContractTier[],
): Promise<{ rate: number; volume: number; gross: number | null }> {
  const source = settlementSource(run.kind);
  if (source) return source.figure(tx, run.merchantId, agentId, run.periodStart, run.periodEnd);
  const f = await figures(tx, run.merchantId, teamScope(run.merchantId, agentId), run.periodStart, run.periodEnd);
  const netLoss = -f.profitLoss - f.bonuses;
  const volume = run.kind === 'DIVIDEND' ? Math.max(0, netLoss) : f.validBet;
  const rate = tierRate(tiers, { activeMembers: f.activeMembers, validBet: f.validBet, profitLoss: Math.max(0, netLoss) });
  return { rate, volume, gross: null };
}

/**
 * Pays the `pick` holders their level-difference earning in the chain of every holder (`nodes`),
 * from the merchant's `agent-commission` account (key `contract:<period key>:<agent>`), and writes
 * each one's statement — marking its holder row paid when `mark` — in the caller's transaction.
 */
export async function payRows(tx: Db, run: SettlementRun, currency: string, nodes: ChainNode[], pick: number[], mark: boolean) {
  const earnings = new Map(levelDifference(nodes).map((e) => [e.id, e]));
  const volumeOf = new Map(nodes.map((n) => [n.id, n.volume]));
  const picked = pick.map((id) => earnings.get(id)!);
  if (picked.length === 0) return 0;
  const names = await members.usernamesOf(
    tx,
    picked.flatMap((e) => [e.id, ...e.lines.map((l) => l.id)]),
  );
  const pool = await wallet.systemAccount(tx, run.merchantId, 'agent-commission', currency);
  let paid = 0;
  for (const e of picked) {
    const transfer =
      e.amount > 0
        ? await wallet.transfer(tx, {
            merchantId: run.merchantId,
            from: pool,
            to: await wallet.walletOf(tx, run.merchantId, e.id, currency),
            amount: e.amount,
            idempotencyKey: `contract:${run.periodKey}:${e.id}`,
            type: 'COMMISSION',
            reason: settlementSource(run.kind)?.reason ?? `contract.${run.kind}`,
            reference: run.periodKey,
            actor: 'job:settlement',
          })
        : null;
    paid += e.amount;
    const [statement] = await tx
      .insert(agentSettlements)
      .values({
        merchantId: run.merchantId,
        runId: run.id,
        agentId: e.id,
        kind: run.kind,
        volume: Math.max(0, volumeOf.get(e.id)!),
        rate: e.rate,
        amount: e.amount,
        lines: e.lines.map((l) => ({ agent: names.get(l.id) ?? String(l.id), volume: l.volume, rate: l.rate, amount: l.amount })),
        transferId: transfer?.transferId ?? null,
      })
      .returning({ id: agentSettlements.id });
    if (mark)
      await tx
        .update(holders)
        .set({ statementId: statement!.id })
        .where(and(eq(holders.runId, run.id), eq(holders.agentId, e.id)));
  }
  return paid;
}

/** One batch of figures: up to `batch` holders without figures, stored on their rows. */
async function figureBatch(db: Db, run: SettlementRun, batch: number): Promise<number> {
  return db.transaction(async (tx) => {
    const todo = await tx
      .select({ agentId: holders.agentId, tiers: agentContracts.tiers })
      .from(holders)
      .leftJoin(agentContracts, eq(agentContracts.id, holders.contractId))
      .where(and(eq(holders.runId, run.id), isNull(holders.volume)))
      .orderBy(asc(holders.seq))
      .limit(batch)
      .for('update', { of: holders, skipLocked: true });
    for (const h of todo)
      await tx
        .update(holders)
        .set(await figureOf(tx, run, h.agentId, h.tiers ?? []))
        .where(and(eq(holders.runId, run.id), eq(holders.agentId, h.agentId)));
    return todo.length;
  });
}

/**
 * One batch of payments: up to `batch` unpaid holders, paid from the chain of every holder's
 * stored figures (so every batch and every node computes the same chain), each marked paid in the
 * same transaction as its payment and statement. Nothing is paid while any figures are missing.
 */
async function payBatch(db: Db, run: SettlementRun, currency: string, batch: number): Promise<{ count: number; paid: number }> {
  return db.transaction(async (tx) => {
    const mine = await tx
      .select({ agentId: holders.agentId })
      .from(holders)
      .where(and(eq(holders.runId, run.id), isNull(holders.statementId), sql`${holders.volume} is not null`))
      .orderBy(asc(holders.seq))
      .limit(batch)
      .for('update', { of: holders, skipLocked: true });
    if (mine.length === 0) return { count: 0, paid: 0 };
    const all = await tx.select().from(holders).where(eq(holders.runId, run.id)).orderBy(asc(holders.seq));
    if (all.some((h) => h.volume === null)) return { count: 0, paid: 0 };
    const nodes = all.map((h) => ({
      id: h.agentId,
      parentId: h.uplineId,
      rate: h.rate ?? 0,
      volume: toInt(h.volume),
      gross: h.gross === null ? null : toInt(h.gross),
    }));
    const paid = await payRows(
      tx,
      run,
      currency,
      nodes,
      mine.map((h) => h.agentId),
      true,
    );
    return { count: mine.length, paid };
  });
}

/**
 * Works on a claimed period until nothing is left that this node can take: figures in batches,
 * then payments in batches (rows another node holds are skipped, never waited for). The run is
 * marked done by whoever commits after the last holder was paid. `done`: this call marked it.
 */
export async function settleRun(
  db: Db,
  run: SettlementRun,
  currency: string,
  batch = SETTLEMENT_BATCH,
): Promise<{ done: boolean; paid: number }> {
  if (run.doneAt) return { done: false, paid: 0 };
  // A short batch means nothing more is free to take (all done, or held by another node).
  while ((await figureBatch(db, run, batch)) === batch);
  let paid = 0;
  for (;;) {
    const b = await payBatch(db, run, currency, batch);
    paid += b.paid;
    if (b.count < batch) break;
  }
  const finished = await db
    .update(agentSettlementRuns)
    .set({ doneAt: new Date() })
    .where(
      and(
        eq(agentSettlementRuns.id, run.id),
        isNull(agentSettlementRuns.doneAt),
        sql`not exists (select 1 from ${holders} h where h.run_id = ${run.id} and h.statement_id is null)`,
      ),
    )
    .returning({ id: agentSettlementRuns.id });
  return { done: finished.length > 0, paid };
}

/** Claimed periods not yet done (a node was killed mid-period, or left batches to another), oldest first. */
export function openRuns(db: Db, merchantId: number): Promise<SettlementRun[]> {
  return db
    .select()
    .from(agentSettlementRuns)
    .where(and(eq(agentSettlementRuns.merchantId, merchantId), isNull(agentSettlementRuns.doneAt)))
    .orderBy(asc(agentSettlementRuns.periodEnd));
}
