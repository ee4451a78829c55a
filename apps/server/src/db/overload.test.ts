import { sql } from 'drizzle-orm';
import pg from 'pg';
import { afterAll, describe, expect, test } from 'vitest';
import { buildApp } from '../app';
import { loadConfig } from '../config';
import { isOverload } from '../plugins/errors';
import { freshDatabase, TEST_ADMIN_TOKEN } from '../test/build-test-app';
import { loginAs } from '../test/login';

const admin = process.env.TEST_DATABASE_URL;

/**
 * Overload on PostgreSQL: the reports' pool is its own budget, so reports that cannot get a
 * connection are answered 503 with Retry-After while balance and sign-in keep being served; a
 * statement past its limit is cancelled and answered the same way. PGlite has one connection
 * and no pools, so these run in the PostgreSQL pass of `npm test`.
 */
describe.skipIf(!admin)('overload', async () => {
  const database = await freshDatabase({
    seeded: true,
    pool: { reportSize: 1, reportAcquireTimeoutMs: 200, reportStatementTimeoutMs: 1_500 },
  });
  const config = { ...loadConfig({ SEED: 'demo', LOG_LEVEL: 'silent' }), adminToken: TEST_ADMIN_TOKEN };
  const app = await buildApp({ config, database, logger: false, jobs: false });
  afterAll(async () => {
    await app.close();
    await database.close();
  });

  test('both pools run without JIT (a report spent seconds compiling what it reads in milliseconds)', async () => {
    const jit = async (db: typeof database.db) =>
      ((await db.execute(sql`show jit`)) as unknown as { rows: { jit: string }[] }).rows[0]?.jit;
    expect(await jit(database.db)).toBe('off');
    expect(await jit(database.reports)).toBe('off');
  });

  test('a saturated reports pool answers 503 with Retry-After and leaves balance and sign-in working', async () => {
    const agent = await loginAs(app, 'agent01', 'Agent@1234');
    const member = await loginAs(app, 'demo01', 'Demo@1234');
    const overview = () => app.inject({ method: 'GET', url: '/wps/agent/team/overview', headers: agent.headers });
    expect((await overview()).statusCode).toBe(200);

    // A long report holds the pool's one connection (Drizzle queries start when awaited: then()).
    const hold = database.reports.execute(sql`select pg_sleep(1)`).then(() => undefined);
    await new Promise((r) => setTimeout(r, 100));
    const busy = await overview();
    expect(busy.statusCode, busy.body).toBe(503);
    expect(busy.json()).toMatchObject({ success: false, code: 'SERVER_BUSY' });
    expect(busy.headers['retry-after']).toBe('3');

    const balance = await app.inject({ method: 'GET', url: '/wps/v2/wallets/balance', headers: member.headers });
    expect(balance.statusCode, balance.body).toBe(200);
    expect((await loginAs(app, 'agent02', 'Agent@1234')).token).toBeTruthy();

    await hold;
    expect((await overview()).statusCode).toBe(200);
  });

  test('a statement past its limit is cancelled and counts as overload, not as a fault', async () => {
    const err = await database.reports.execute(sql`select pg_sleep(5)`).then(
      () => null,
      (e: unknown) => e,
    );
    expect(err).not.toBeNull();
    expect(isOverload(err)).toBe(true);
  });

  test('waiting past the pool timeout counts as overload', async () => {
    const pool = new pg.Pool({ connectionString: admin, max: 1, connectionTimeoutMillis: 100 });
    const held = await pool.connect();
    const err = await pool.connect().then(
      (c) => {
        c.release();
        return null;
      },
      (e: unknown) => e,
    );
    held.release();
    await pool.end();
    expect(isOverload(err)).toBe(true);
    expect(isOverload(new Error('duplicate key'))).toBe(false);
  });
});
