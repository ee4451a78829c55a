import type { AddressInfo } from 'node:net';
import { sql } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { afterAll, describe, expect, test, vi } from 'vitest';
import { WS_CLOSE } from '@jade/contract/events';
import { buildApp } from '../../app';
import { loadConfig } from '../../config';
import { buildTestApp, freshDatabase, TEST_ADMIN_TOKEN } from '../../test/build-test-app';
import { loginAs } from '../../test/login';
import { openSocket } from '../../test/ws-client';

const admin = process.env.TEST_DATABASE_URL;

async function listening(app: FastifyInstance) {
  await app.listen({ port: 0, host: '127.0.0.1' });
  return `ws://127.0.0.1:${(app.server.address() as AddressInfo).port}/ws`;
}

/** A socket that sends `auth` with the token, and how it ends (or `ready`). */
async function signIn(url: string, token: string) {
  const socket = await openSocket(url);
  socket.send({ type: 'auth', token });
  const answer = await Promise.race([socket.next(8_000).then((m) => ({ message: m })), socket.closed]);
  socket.close();
  return answer;
}

describe('live events WebSocket when the database is busy', async () => {
  const app = await buildTestApp();
  const url = await listening(app);

  test('a sign-in the database cannot check in time closes with 1013 "server busy", a fault with 1011, and the next one is served', async () => {
    const { token } = await loginAs(app, 'demo01', 'Demo@1234');
    const timeout = Object.assign(new Error('canceling statement due to statement timeout'), { code: '57014' });
    const spy = vi.spyOn(app.sessions, 'memberForToken').mockRejectedValueOnce(new Error('Query failed', { cause: timeout }));
    expect(await signIn(url, token)).toEqual({ code: WS_CLOSE.serverBusy, reason: 'server busy' });
    spy.mockRejectedValueOnce(new Error('something broke'));
    expect(await signIn(url, token)).toEqual({ code: 1011, reason: 'server error' });
    spy.mockRestore();
    expect(await signIn(url, token)).toEqual({ message: { type: 'ready' } });
  });
});

/** On PostgreSQL, a real pool of one connection held by another statement. */
describe.skipIf(!admin)('live events WebSocket when the pool has no free connection', async () => {
  const database = await freshDatabase({ seeded: true, pool: { size: 1, acquireTimeoutMs: 200 } });
  const config = { ...loadConfig({ SEED: 'demo', LOG_LEVEL: 'silent' }), adminToken: TEST_ADMIN_TOKEN };
  const app = await buildApp({ config, database, logger: false, jobs: false });
  const url = await listening(app);
  afterAll(async () => {
    await app.close();
    await database.close();
  });

  test('the sign-in answers 1013 "server busy" at once instead of hanging, and signs in once a connection is free', async () => {
    const { token } = await loginAs(app, 'demo01', 'Demo@1234');
    // A long statement holds the pool's one connection (Drizzle queries start when awaited: then()).
    const hold = database.db.execute(sql`select pg_sleep(1.5)`).then(() => undefined);
    await new Promise((r) => setTimeout(r, 100));
    const started = Date.now();
    expect(await signIn(url, token)).toEqual({ code: WS_CLOSE.serverBusy, reason: 'server busy' });
    expect(Date.now() - started).toBeLessThan(1_000);
    await hold;
    expect(await signIn(url, token)).toEqual({ message: { type: 'ready' } });
  });
});
