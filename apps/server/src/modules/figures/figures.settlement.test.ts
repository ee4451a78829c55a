import { and, eq } from 'drizzle-orm';
import { describe, expect, test } from 'vitest';
import { buildTestApp, opsHeaders } from '../../test/build-test-app';
import { rawFigures, teamScope } from '../agents/agents.figures';
import * as agents from '../agents/agents.service';
import { agentContracts, agentSettlementRuns, agentSettlements } from '../agents/agents.tables';
import { levelDifference, tierRate } from '../agents/level-difference';
import { smallTree, writers } from './figures.fixtures';
import * as figures from './figures.service';

const app = await buildTestApp();
const m = app.merchantId;
const HOUR = 3_600_000;
/** Nepal's business day: every day and hour period ends at :15, inside an hour bucket. */
const OFFSET = 345;

describe('settlement from the figures', () => {
  test('pays exactly what the raw rows pay, period by period, with tiers on active members', async () => {
    await figures.drainFigures(app.db, m);
    const t = await smallTree(app);
    const w = writers(app);
    const tiers = [
      { activeMembers: 0, validBet: 0, profitLoss: 0, rate: 100 },
      { activeMembers: 2, validBet: 0, profitLoss: 0, rate: 200 },
      { activeMembers: 3, validBet: 3_000, profitLoss: 0, rate: 300 },
    ];
    for (const kind of ['DAILY_SALARY', 'HOURLY_SALARY']) {
      const res = await app.inject({
        method: 'PUT',
        url: `/ops/agents/${t.a.username}/contract`,
        headers: opsHeaders,
        payload: { kind, tiers },
      });
      expect(res.statusCode).toBe(200);
    }
    // From the local midnight two days back: two whole days and every hour since.
    const DAY = 24 * HOUR;
    const start = Math.floor((Date.now() + OFFSET * 60_000) / DAY) * DAY - OFFSET * 60_000 - 2 * DAY;
    await app.db
      .update(agentContracts)
      .set({ acceptedAt: new Date(start) })
      .where(and(eq(agentContracts.agentId, t.a.id), eq(agentContracts.merchantId, m)));
    const who = [t.b1.id, t.b2.id, t.a1.id];
    for (const id of who) await w.money(id, 'DEPOSIT', 1_000_000, new Date(start - HOUR));
    // Rounds at the periods' edges (:15 UTC) and inside the hour buckets' partial parts (:00–:15),
    // some corrected, some rolled back; the figures partly drained.
    const ids: number[] = [];
    for (let j = 0; j < 48; j++) {
      const edge = start + j * HOUR;
      for (const [k, at] of [edge - 1, edge, edge - 15 * 60_000, edge + 20 * 60_000].entries()) {
        const r = await w.round(who[(j + k) % 3]!, 500 + j * 37 + k, (j + k) % 4 === 0 ? 2_000 : 0, new Date(at));
        if (r) ids.push(r.id);
      }
      if (j % 7 === 0) await w.rolledBack(who[j % 3]!, 999, new Date(edge));
      if (j % 9 === 0) await w.correct(ids[(j * 5) % ids.length]!, { cancel: true });
      if (j % 11 === 0) await w.correct(ids[(j * 3) % ids.length]!, { settledAt: new Date(edge + 5 * 60_000) });
      if (j % 5 === 0) await figures.drainFigures(app.db, m, { batch: j % 2 === 0 ? 1_000 : 3, maxBatches: 1 });
    }
    await agents.settleDue(app.db, m, 'NPR', new Date(), OFFSET);

    const paid = await app.db
      .select({ s: agentSettlements, r: agentSettlementRuns })
      .from(agentSettlements)
      .innerJoin(agentSettlementRuns, eq(agentSettlementRuns.id, agentSettlements.runId))
      .where(eq(agentSettlements.agentId, t.a.id));
    expect(paid.length).toBeGreaterThan(20);
    let active = 0;
    for (const { s, r } of paid) {
      const f = await rawFigures(app.db, m, teamScope(m, t.a.id), r.periodStart, r.periodEnd);
      const rate = tierRate(tiers, {
        activeMembers: f.activeMembers,
        validBet: f.validBet,
        profitLoss: Math.max(0, -f.profitLoss - f.bonuses),
      });
      const [earning] = levelDifference([{ id: t.a.id, parentId: null, rate, volume: f.validBet }]);
      expect([r.periodKey, s.volume, s.rate, s.amount]).toEqual([r.periodKey, f.validBet, rate, earning!.amount]);
      if (f.activeMembers > 1) active++;
    }
    expect(active).toBeGreaterThan(0);
  }, 300_000);
});
