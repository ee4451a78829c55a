import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import { openDatabase, type Database } from '../../db/client';
import { buildTestApp } from '../../test/build-test-app';
import { aggregates, smallTree, writers } from './figures.fixtures';
import { rowsOf } from '../../db/rows';
import * as figures from './figures.service';

/** PostgreSQL only (the second run of `npm test`): PGlite is one connection, one node. */
const admin = process.env.TEST_DATABASE_URL;

describe.skipIf(!admin)('the figures drain on two nodes', () => {
  let app: Awaited<ReturnType<typeof buildTestApp>>;
  let m = 0;
  // A second node: its own pool on the same database.
  let other: Database;
  beforeAll(async () => {
    app = await buildTestApp();
    m = app.merchantId;
    const [db] = await rowsOf<{ name: string }>(app.db, sql`select current_database() as name`);
    const url = new URL(admin!);
    url.pathname = `/${db!.name}`;
    other = await openDatabase({ databaseUrl: url.toString() });
  });
  afterAll(() => other?.close());

  test('drains every change exactly once while two nodes run the job against live writes', async () => {
    await figures.drainFigures(app.db, m);
    const t = await smallTree(app);
    const w = writers(app);
    const who = [t.b1.id, t.b2.id, t.a1.id];
    for (const id of who) await w.money(id, 'DEPOSIT', 1_000_000, new Date(Date.now() - 3_600_000));
    let writing = true;
    let skipped = 0;
    const node = async (db: typeof app.db) => {
      let drained = 0;
      while (writing) {
        const r = await figures.drainFigures(db, m, { batch: 5, maxBatches: 2 });
        drained += r.drained;
        if (r.skipped) skipped++;
      }
      return drained;
    };
    const nodes = [node(app.db), node(other.db), node(app.db), node(other.db)];
    for (let i = 0; i < 120; i++) {
      const at = new Date(Date.now() - (i % 7) * 600_000);
      await Promise.all([
        w.round(who[i % 3]!, 100 + i, i % 3 === 0 ? 500 : 0, at),
        w.money(who[(i + 1) % 3]!, i % 2 ? 'BONUS' : 'WITHDRAW', 10 + i, at),
      ]);
    }
    writing = false;
    const drained = (await Promise.all(nodes)).reduce((s, n) => s + n, 0);
    expect(drained).toBeGreaterThan(0);
    expect(skipped).toBeGreaterThan(0);
    await figures.drainFigures(other.db, m);
    const [queued] = await rowsOf<{ left: string }>(
      app.db,
      sql`select count(*) as left from figure_queue where merchant_id = ${m}`,
    );
    expect(Number(queued!.left)).toBe(0);
    const after = await aggregates(app.db, m);
    await figures.rebuildFigures(app.db, m);
    expect(after).toEqual(await aggregates(app.db, m));
  }, 120_000);
});
