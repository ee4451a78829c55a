import { and, eq, inArray, like, sql } from 'drizzle-orm';
import { describe, expect, test } from 'vitest';
import { runAgentSettlement } from '../../jobs/scheduler';
import { otherNode } from '../../test/other-node';
import { buildTestApp } from '../../test/build-test-app';
import * as system from '../system/system.service';
import { ledgerTransfers } from '../wallet/wallet.tables';
import * as agents from './agents.service';
import { claimLock, claimPeriod } from './agents.settlement-claim';
import { agentSettlementHolders, agentSettlementRuns, agentSettlements } from './agents.tables';
import { buildHolderTree } from './settlement.fixtures';

const app = await buildTestApp();
const m = app.merchantId;
const onPostgres = app.dbKind === 'postgres';
const statementsOf = (ids: number[]) => app.db.select().from(agentSettlements).where(inArray(agentSettlements.agentId, ids));
const runsOf = (prefix: string) =>
  app.db
    .select()
    .from(agentSettlementRuns)
    .where(and(eq(agentSettlementRuns.merchantId, m), like(agentSettlementRuns.periodKey, `${prefix}%`)));

describe('settlement across nodes', () => {
  test('three nodes settling the same periods at once pay each holder once', async () => {
    const { agents: tree } = await buildHolderTree(app, 'DAILY_SALARY', 5);
    const ids = tree.map((a) => a.id);
    const later = new Date(Date.now() + 86_400_000);
    const runs = await Promise.all([1, 2, 3].map(() => agents.settleDue(app.db, m, 'NPR', later, 0, 2)));
    const settled = await runsOf('DAILY_SALARY:');
    expect(settled.every((r) => r.doneAt !== null)).toBe(true);
    // Each period is counted by the one node that finished it.
    expect(runs.reduce((a, r) => a + r.periods, 0)).toBe(settled.length);
    const statements = await statementsOf(ids);
    expect(new Set(statements.map((s) => `${s.runId}:${s.agentId}`)).size).toBe(statements.length);
    // T keeps 3 % of 66,000 less its A's 2 % of 65,000; each A 2 % of its team less its B's 1 %.
    const earned = ids.map((id) => statements.filter((s) => s.agentId === id).reduce((a, s) => a + s.amount, 0));
    expect(earned).toEqual([680, 70, 30, 130, 50, 190, 70, 250, 90, 310, 110]);
    const paid = await app.db
      .select()
      .from(ledgerTransfers)
      .where(like(ledgerTransfers.idempotencyKey, 'contract:DAILY_SALARY:%'));
    expect(paid).toHaveLength(statements.filter((s) => s.amount > 0).length);
  });

  test('a run of the job returns at once while this node is still settling', async () => {
    const first = runAgentSettlement(app.db, m);
    const second = await runAgentSettlement(app.db, m);
    expect(second).toEqual({ periods: 0, skipped: true });
    expect((await first).skipped).toBe(false);
  });

  test.skipIf(!onPostgres)('the job returns at once when another node is claiming the period, and settles it after', async () => {
    const { agents: tree } = await buildHolderTree(app, 'HOURLY_SALARY', 1);
    const { utcOffsetMinutes } = await system.getMerchant(app.db, m);
    const [contract] = await app.db
      .execute(sql`select min(accepted_at) as at from agent_contracts where kind = 'HOURLY_SALARY'`)
      .then((r) => (r as unknown as { rows: { at: Date }[] }).rows);
    const p = agents.periodAt('HOURLY_SALARY', null, new Date(contract!.at), utcOffsetMinutes);
    const key = `HOURLY_SALARY:${p.start.toISOString()}`;
    const node = otherNode(app.db, (tx) => tx.execute(sql`select pg_advisory_xact_lock(${claimLock(m, key)})`));
    await node.held;
    const result = await runAgentSettlement(app.db, m, p.end);
    expect(result).toEqual({ periods: 0, skipped: false });
    expect(await runsOf(key)).toHaveLength(0);
    await node.release();
    expect((await runAgentSettlement(app.db, m, p.end)).periods).toBe(1);
    expect(await statementsOf(tree.map((a) => a.id))).toHaveLength(3);
  });

  test.skipIf(!onPostgres)(
    'the job skips the holders another node is paying, and the period is finished once they are paid',
    async () => {
      const { agents: tree } = await buildHolderTree(app, 'REALTIME_SALARY', 2);
      const ids = tree.map((a) => a.id);
      const [c] = await app.db
        .execute(sql`select min(accepted_at) as at from agent_contracts where kind = 'REALTIME_SALARY'`)
        .then((r) => (r as unknown as { rows: { at: Date }[] }).rows);
      const p = agents.periodAt('REALTIME_SALARY', null, new Date(c!.at), 0);
      const key = `REALTIME_SALARY:${p.start.toISOString()}`;
      const claim = await claimPeriod(app.db, m, 'NPR', 'REALTIME_SALARY', null, key, p.start, p.end, 2);
      if (claim === 'busy') throw new Error('busy');
      // Another node holds two of the five holders' rows (its batch).
      const node = otherNode(app.db, (tx) =>
        tx.execute(
          sql`select agent_id from agent_settlement_holders where run_id = ${claim.run.id} order by seq limit 2 for update`,
        ),
      );
      await node.held;
      expect((await agents.settleDue(app.db, m, 'NPR', p.end, 0, 2)).periods).toBe(0);
      const [open] = await runsOf(key);
      expect(open!.doneAt).toBeNull();
      const rows = await app.db.select().from(agentSettlementHolders).where(eq(agentSettlementHolders.runId, claim.run.id));
      // Figures of the other three are in; nothing is paid until every holder's figures are.
      expect(rows.filter((r) => r.volume !== null)).toHaveLength(3);
      expect(rows.filter((r) => r.statementId !== null)).toHaveLength(0);
      await node.release();
      expect((await agents.settleDue(app.db, m, 'NPR', p.end, 0, 2)).periods).toBe(1);
      const statements = await statementsOf(ids);
      expect(statements).toHaveLength(5);
      expect(new Set(statements.map((s) => s.agentId)).size).toBe(5);
    },
  );
});
