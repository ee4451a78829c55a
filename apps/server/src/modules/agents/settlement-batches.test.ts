import { and, count, eq, inArray, like } from 'drizzle-orm';
import { describe, expect, test } from 'vitest';
import { buildTestApp, opsHeaders } from '../../test/build-test-app';
import { settledRound } from '../../test/games';
import { balanceOf } from '../../test/money';
import { ledgerTransfers } from '../wallet/wallet.tables';
import { buildTeams, setTopContract, tier } from './agents.fixtures';
import * as agents from './agents.service';
import { agentContracts, agentSettlementHolders, agentSettlementRuns, agentSettlements } from './agents.tables';
import { buildHolderTree } from './settlement.fixtures';

const app = await buildTestApp();
const m = app.merchantId;
const later = (ms: number) => new Date(Date.now() + ms);
const statementsOf = (ids: number[]) => app.db.select().from(agentSettlements).where(inArray(agentSettlements.agentId, ids));
const runsOf = (prefix: string) =>
  app.db
    .select()
    .from(agentSettlementRuns)
    .where(and(eq(agentSettlementRuns.merchantId, m), like(agentSettlementRuns.periodKey, `${prefix}%`)));

describe('settlement in batches', () => {
  test('pays in batches of one holder exactly what one transaction pays on the same history', async () => {
    // The history of contracts.test.ts, settled there in one transaction: A +250, B +200.
    const t = await buildTeams(app);
    const [A, B] = await Promise.all([t.login(t.a), t.login(t.b)]);
    for (const x of [t.c, t.d])
      await app.inject({
        method: 'POST',
        url: `/ops/members/${x.username}/adjust`,
        headers: opsHeaders,
        payload: { amount: 100_000, reason: 'test funds', idempotencyKey: `fund-${x.username}` },
      });
    expect((await setTopContract(app, t.a.username, 'HOURLY_SALARY', 300)).statusCode).toBe(200);
    const offer = await app.inject({
      method: 'POST',
      url: '/wps/agent/contracts',
      headers: A,
      payload: { to: t.b.username, kind: 'HOURLY_SALARY', tiers: [tier(200)] },
    });
    const answer = { action: 'ACCEPT' };
    const url = `/wps/agent/contracts/${offer.json().value.id}/answer`;
    expect((await app.inject({ method: 'POST', url, headers: B, payload: answer })).statusCode).toBe(200);
    await settledRound(app, t.c.id, `c-${t.c.id}`, 10_000);
    await settledRound(app, t.d.id, `d-${t.d.id}`, 5_000);
    const before = { a: await balanceOf(app, A), b: await balanceOf(app, B) };

    await agents.settleDue(app.db, m, 'NPR', later(3_600_000), 0, 1);

    expect((await balanceOf(app, A)) - before.a).toBe(250);
    expect((await balanceOf(app, B)) - before.b).toBe(200);
    const [ofA] = (await statementsOf([t.a.id])).filter((s) => s.amount > 0);
    expect(ofA).toMatchObject({
      volume: 15_000,
      rate: 300,
      amount: 250,
      lines: [{ agent: t.b.username, volume: 10_000, rate: 200, amount: 200 }],
    });
    const paid = await app.db
      .select()
      .from(ledgerTransfers)
      .where(like(ledgerTransfers.idempotencyKey, 'contract:HOURLY_SALARY:%'));
    expect(paid.map((p) => [p.type, p.amount, p.actor]).sort()).toEqual([
      ['COMMISSION', 200, 'job:settlement'],
      ['COMMISSION', 250, 'job:settlement'],
    ]);
    // Two holders, batches of one: the period was claimed with its holders, each paid in its own batch.
    const runs = await runsOf('HOURLY_SALARY:');
    expect(runs.every((r) => r.doneAt !== null)).toBe(true);
    const held = await app.db
      .select()
      .from(agentSettlementHolders)
      .where(
        inArray(
          agentSettlementHolders.runId,
          runs.map((r) => r.id),
        ),
      );
    expect(held.length).toBeGreaterThanOrEqual(2);
    expect(held.every((h) => h.statementId !== null)).toBe(true);
  });

  test('settles a tree of more holders than a batch over several transactions, each holder paid its level difference once', async () => {
    const { agents: tree } = await buildHolderTree(app, 'DAILY_SALARY', 3);
    const ids = tree.map((a) => a.id);
    // Stakes 1,000 … 7,000 in order T, A1, B1, A2, B2, A3, B3: T keeps 3 % of 28,000 less its
    // downlines' 2 %; each A keeps 2 % of its team less its B's 1 %.
    const expected = [300, 70, 30, 130, 50, 190, 70];
    const { periods } = await agents.settleDue(app.db, m, 'NPR', later(86_400_000), 0, 2);
    expect(periods).toBeGreaterThanOrEqual(1);
    const statements = await statementsOf(ids);
    expect(new Set(statements.map((s) => `${s.runId}:${s.agentId}`)).size).toBe(statements.length);
    const earned = ids.map((id) => statements.filter((s) => s.agentId === id).reduce((a, s) => a + s.amount, 0));
    expect(earned).toEqual(expected);
    const transfers = await app.db
      .select({ n: count() })
      .from(ledgerTransfers)
      .where(like(ledgerTransfers.idempotencyKey, 'contract:DAILY_SALARY:%'));
    expect(transfers[0]!.n).toBe(statements.filter((s) => s.amount > 0).length);
    const runs = await runsOf('DAILY_SALARY:');
    expect(runs.every((r) => r.doneAt !== null)).toBe(true);
    // Settling again pays nothing more.
    expect((await agents.settleDue(app.db, m, 'NPR', later(86_400_000), 0, 2)).periods).toBe(0);
    expect(await statementsOf(ids)).toHaveLength(statements.length);
  });

  test('a period without contract holders is done at once and pays nothing', async () => {
    const start = new Date(Date.UTC(2026, 0, 1));
    const end = new Date(Date.UTC(2026, 1, 1));
    expect(await agents.settlePeriod(app.db, m, 'NPR', 'DIVIDEND', 'MONTHLY', start, end)).toEqual({ settled: true, paid: 0 });
    const [run] = await runsOf('DIVIDEND:MONTHLY:');
    expect(run!.doneAt).not.toBeNull();
    expect(await app.db.select().from(agentSettlements).where(eq(agentSettlements.runId, run!.id))).toHaveLength(0);
    expect(await agents.settlePeriod(app.db, m, 'NPR', 'DIVIDEND', 'MONTHLY', start, end)).toEqual({ settled: false, paid: 0 });
    expect(await app.db.select().from(agentContracts).where(eq(agentContracts.kind, 'DIVIDEND'))).toHaveLength(0);
  });
});
