import { count, eq } from 'drizzle-orm';
import { describe, expect, test } from 'vitest';
import { buildTestApp, opsHeaders } from '../../test/build-test-app';
import * as rounds from '../rounds/rounds.service';
import { buildTeams } from './agents.fixtures';
import * as agents from './agents.service';
import { agentSettlementRuns, agentSettlements } from './agents.tables';

const app = await buildTestApp();
const m = app.merchantId;
const t = await buildTeams(app);

describe('settlement failure', () => {
  test('a period that fails part-way leaves nothing written and is settled by the next run', async () => {
    await app.inject({
      method: 'PUT',
      url: `/ops/agents/${t.a.username}/contract`,
      headers: opsHeaders,
      payload: { kind: 'HOURLY_SALARY', tiers: [{ activeMembers: 0, validBet: 0, profitLoss: 0, rate: 100 }] },
    });
    for (const x of [t.a, t.d])
      await app.inject({
        method: 'POST',
        url: `/ops/members/${x.username}/adjust`,
        headers: opsHeaders,
        payload: { amount: 50_000, reason: 'test funds', idempotencyKey: `fund-${x.username}` },
      });
    await app.db.transaction((tx) =>
      rounds.settleRound(tx, {
        merchantId: m,
        memberId: t.d.id,
        currency: 'NPR',
        vendor: 'LOTUS',
        category: 'RNG',
        gameCode: 'LOTUS-0001',
        gameName: 'Lotus Fortune',
        roundRef: `f-${t.d.id}`,
        stake: 20_000,
        win: 0,
        result: 'lose',
      }),
    );
    const later = new Date(Date.now() + 3_600_000);
    // A commission pool in another currency makes the payment fail after the run row was written.
    await expect(agents.settleDue(app.db, m, 'XXX', later)).rejects.toThrow();
    const runs = async () => (await app.db.select({ n: count() }).from(agentSettlementRuns))[0]!.n;
    expect(await runs()).toBe(0);
    expect((await app.db.select({ n: count() }).from(agentSettlements))[0]!.n).toBe(0);
    expect((await agents.settleDue(app.db, m, 'NPR', later)).periods).toBe(1);
    const [statement] = await app.db.select().from(agentSettlements).where(eq(agentSettlements.agentId, t.a.id));
    expect(statement).toMatchObject({ volume: 20_000, rate: 100, amount: 200 });
  });
});
