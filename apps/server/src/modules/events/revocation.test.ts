import type { AddressInfo } from 'node:net';
import { setTimeout as sleep } from 'node:timers/promises';
import { sql } from 'drizzle-orm';
import { beforeAll, describe, expect, test, vi } from 'vitest';
import { WS_CLOSE } from '@jade/contract/events';
import { buildTestApp, type TestApp } from '../../test/build-test-app';
import { injectSealed, loginAs } from '../../test/login';
import { fundedMember } from '../../test/money';
import { openSocket, type TestSocket } from '../../test/ws-client';
import * as sessions from '../auth/sessions.service';
import { SessionWatch } from './events.sessions';

/** Far below the 60 s session sweep: a socket closed within this was closed by the revocation. */
const AT_ONCE_MS = 5_000;

let app: TestApp;
let base: string;

beforeAll(async () => {
  app = await buildTestApp();
  await app.listen({ port: 0, host: '127.0.0.1' });
  base = `ws://127.0.0.1:${(app.server.address() as AddressInfo).port}`;
});

type Headers = Record<string, string>;
const tokenOf = (headers: Headers) => headers.authorization!.slice('Bearer '.length);

async function eventsSocket(token: string): Promise<TestSocket> {
  const socket = await openSocket(`${base}/ws`);
  socket.send({ type: 'auth', token });
  expect(await socket.next()).toEqual({ type: 'ready' });
  return socket;
}

async function chatSocket(headers: Headers): Promise<TestSocket> {
  const launch = await app.inject({ method: 'GET', url: '/wps/relay/CBS_launchChat?modelId=GENERAL', headers });
  const conversationId = launch.json().value.conversationId as number;
  const socket = await openSocket(`${base}/ws/chat`);
  socket.send({ type: 'auth', conversationId, after: 0, token: tokenOf(headers) });
  expect(await socket.next()).toMatchObject({ type: 'ready', conversation: { id: conversationId } });
  return socket;
}

/** The close code if the socket closes within `ms`, else null. */
const closedWithin = (socket: TestSocket, ms = AT_ONCE_MS) =>
  Promise.race([socket.closed.then((c) => c.code), sleep(ms).then(() => null)]);

/** The socket is open and served: a ping is answered. */
async function stillOpen(socket: TestSocket) {
  socket.send({ type: 'ping' });
  for (;;) if (((await socket.next()) as { type: string }).type === 'pong') return;
}

const sessionId = async (token: string) => (await sessions.memberForToken(app.db, token))!.session.id;

describe('sockets of a revoked session', () => {
  test("close at once (4401) on /ws and /ws/chat when the session signs out, and another session's stay open", async () => {
    const m = await fundedMember(app);
    const other = await loginAs(app, m.username, 'Money2026x');
    const events = await eventsSocket(tokenOf(m.headers));
    const chat = await chatSocket(m.headers);
    const otherEvents = await eventsSocket(other.token);

    const started = Date.now();
    expect((await app.inject({ method: 'DELETE', url: '/wps/session/logout', headers: m.headers })).statusCode).toBe(200);
    expect(await closedWithin(events)).toBe(WS_CLOSE.unauthorized);
    expect(await closedWithin(chat)).toBe(WS_CLOSE.unauthorized);
    expect(Date.now() - started).toBeLessThan(AT_ONCE_MS);
    await stillOpen(otherEvents);
    otherEvents.close();
  });

  test("close at once for the account's other sessions when the password changes, not for the changing session", async () => {
    const m = await fundedMember(app);
    const other = await loginAs(app, m.username, 'Money2026x');
    const mine = await eventsSocket(tokenOf(m.headers));
    const theirs = await eventsSocket(other.token);
    const theirChat = await chatSocket(other.headers);

    const res = await injectSealed(app, {
      method: 'PUT',
      url: '/wps/member/password',
      headers: m.headers,
      payload: { oldPassword: 'Money2026x', newPassword: 'Lotus2026x', confirmNewPassword: 'Lotus2026x' },
    });
    expect(res.statusCode).toBe(200);
    expect(await closedWithin(theirs)).toBe(WS_CLOSE.unauthorized);
    expect(await closedWithin(theirChat)).toBe(WS_CLOSE.unauthorized);
    await stillOpen(mine);
    mine.close();
  });

  test('close at once when the member revokes that session in the security centre', async () => {
    const m = await fundedMember(app);
    const other = await loginAs(app, m.username, 'Money2026x');
    const theirs = await eventsSocket(other.token);
    const res = await app.inject({
      method: 'DELETE',
      url: `/wps/member/sessions/${await sessionId(other.token)}`,
      headers: m.headers,
    });
    expect(res.statusCode).toBe(200);
    expect(await closedWithin(theirs)).toBe(WS_CLOSE.unauthorized);
  });

  test.runIf(Boolean(process.env.TEST_DATABASE_URL))(
    're-check their sessions when the LISTEN connection is re-opened, so a missed revocation still closes them',
    async () => {
      const m = await fundedMember(app);
      const socket = await eventsSocket(tokenOf(m.headers));
      const id = await sessionId(tokenOf(m.headers));
      // Revoked behind the node's back (no notification), while its LISTEN connection is down.
      await app.db.execute(
        sql`select pg_terminate_backend(pid) from pg_stat_activity
            where datname = current_database() and pid <> pg_backend_pid() and query like 'LISTEN%'`,
      );
      await app.db.execute(sql`update sessions set revoked_at = now() where id = ${id}`);
      expect(await closedWithin(socket, 10_000)).toBe(WS_CLOSE.unauthorized);
    },
  );
});

describe('SessionWatch', () => {
  test('ends the watched sockets of a revoked session once, and no others', () => {
    const watch = new SessionWatch();
    const a = vi.fn();
    const b = vi.fn();
    const c = vi.fn();
    watch.watch(1, a);
    watch.watch(1, b);
    const unwatch = watch.watch(2, c);
    unwatch();
    watch.revoked([1, 2]);
    watch.revoked([1]);
    expect(a).toHaveBeenCalledOnce();
    expect(b).toHaveBeenCalledOnce();
    expect(c).not.toHaveBeenCalled();
    expect(watch.sessionIds()).toEqual([]);
  });

  test('ends at once a socket that starts watching a session revoked while it authenticated', () => {
    const watch = new SessionWatch();
    watch.revoked([7]);
    const end = vi.fn();
    watch.watch(7, end);
    expect(end).toHaveBeenCalledOnce();
    expect(watch.sessionIds()).toEqual([]);
  });
});
