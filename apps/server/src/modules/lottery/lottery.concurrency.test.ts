import { sql } from 'drizzle-orm';
import { describe, expect, test } from 'vitest';
import { buildTestApp } from '../../test/build-test-app';
import { otherNode } from '../../test/other-node';
import { advanceDraws, type Transition } from './lottery.draws';
import * as lottery from './lottery.service';

const app = await buildTestApp();
const m = app.merchantId;
const onPostgres = app.dbKind === 'postgres';
const count = async (q: ReturnType<typeof sql>) =>
  Number(((await app.db.execute(q)) as unknown as { rows: { n: unknown }[] }).rows[0]!.n);
const drawnCount = () =>
  count(sql`select count(*) as n from lottery_draws where merchant_id = ${m} and status in ('DRAWN', 'SETTLED')`);
const keys = (ts: Transition[]) => ts.map((t) => `${t.id}:${t.to}`);

/** Every transition applied by either node, once: no draw moved to the same state twice, and one result per drawn draw. */
async function expectOnce(a: Transition[], b: Transition[], drawnBefore: number) {
  const all = [...keys(a), ...keys(b)];
  expect(all.length).toBeGreaterThan(0);
  expect(new Set(all).size).toBe(all.length);
  const drawn = await drawnCount();
  expect(await count(sql`select count(*) as n from lottery_results`)).toBe(drawn);
  expect(all.filter((k) => k.endsWith(':DRAWN'))).toHaveLength(drawn - drawnBefore);
}

describe('lottery draws across nodes', () => {
  test.skipIf(!onPostgres)(
    'two nodes advancing the draws at the same moment, without the lock, move each draw once',
    async () => {
      await lottery.runDraws(app.lottery, lottery.simulatedFeed, new Date('2025-06-01T00:00:30Z'));
      const at = new Date('2025-06-01T00:03:00Z');
      const before = await drawnCount();
      let first: Awaited<ReturnType<typeof advanceDraws>> | null = null;
      const a = otherNode(app.db, async (tx) => (first = await advanceDraws(tx, m, [], at)));
      await a.held;
      // The second node starts while the first holds its rows: it waits, then finds them moved.
      const b = app.db.transaction((tx) => advanceDraws(tx, m, [], at));
      await new Promise((r) => setTimeout(r, 300));
      await a.release();
      const second = await b;
      expect(first!.transitions.length).toBeGreaterThan(0);
      expect(second.transitions).toEqual([]);
      expect(second.created).toBe(0);
      await expectOnce(first!.transitions, second.transitions, before);
    },
  );

  test.skipIf(!onPostgres)('two job runs at once: one does the work, the other skips; a draw is drawn once', async () => {
    const at = new Date('2025-06-01T00:07:00Z');
    const before = await drawnCount();
    const [x, y] = await Promise.all([
      lottery.runDraws(app.lottery, lottery.simulatedFeed, at),
      lottery.runDraws(app.lottery, lottery.simulatedFeed, at),
    ]);
    const moved = [x, y].filter((r) => r.transitions.length > 0);
    expect(moved).toHaveLength(1);
    await expectOnce(x.transitions, y.transitions, before);
    expect(
      await count(sql`select count(*) as n from (select draw_id from lottery_results group by draw_id having count(*) > 1) d`),
    ).toBe(0);
  });
});
