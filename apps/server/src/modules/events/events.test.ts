import type { AddressInfo } from 'node:net';
import { setTimeout as sleep } from 'node:timers/promises';
import { sql } from 'drizzle-orm';
import { beforeAll, describe, expect, test, vi } from 'vitest';
import { WS_AUTH_TIMEOUT_MS, WS_CLOSE } from '@jade/contract/events';
import { buildTestApp, opsHeaders, type TestApp } from '../../test/build-test-app';
import { loginAs } from '../../test/login';
import { fundedMember, payoutAccount, withdraw } from '../../test/money';
import { openSocket, type TestSocket } from '../../test/ws-client';
import * as sessions from '../auth/sessions.service';
import { publishBalance } from './events.service';
import { endClosedSessions } from './events.socket';

let app: TestApp;
let url: string;
let key = 0;

beforeAll(async () => {
  app = await buildTestApp();
  await app.listen({ port: 0, host: '127.0.0.1' });
  url = `ws://127.0.0.1:${(app.server.address() as AddressInfo).port}/ws`;
});

async function credit(username: string, amount: number) {
  const res = await app.inject({
    method: 'POST',
    url: `/ops/members/${username}/adjust`,
    headers: opsHeaders,
    payload: { amount, reason: 'test credit', idempotencyKey: `ws-test-${String(++key).padStart(4, '0')}` },
  });
  expect(res.statusCode).toBe(200);
  return res.json().value.balance as number;
}

/** A socket authenticated as demo01, and its token. */
async function memberSocket(): Promise<{ socket: TestSocket; token: string }> {
  const { token } = await loginAs(app, 'demo01', 'Demo@1234');
  const socket = await openSocket(url);
  socket.send({ type: 'auth', token });
  expect(await socket.next()).toEqual({ type: 'ready' });
  return { socket, token };
}

describe('live events WebSocket', () => {
  test('pushes the new balance to the member when an operator credits the wallet', async () => {
    const { socket } = await memberSocket();
    const balance = await credit('demo01', 12345);
    expect(await socket.next()).toEqual({ type: 'balance', balance });
    socket.send({ type: 'ping' });
    expect(await socket.next()).toEqual({ type: 'pong' });
    socket.close();
  });

  test('tells the member at once when an operator decides a deposit or pays a withdrawal', async () => {
    const m = await fundedMember(app, { funds: 500_000 });
    const socket = await openSocket(url);
    socket.send({ type: 'auth', token: m.headers.authorization!.slice('Bearer '.length) });
    expect(await socket.next()).toEqual({ type: 'ready' });
    const channels = (await app.inject({ url: '/wps/payments/channels', headers: m.headers })).json().value as {
      id: number;
      kind: string;
    }[];
    const bank = channels.find((c) => c.kind === 'BANK')!;
    const dep = await app.inject({
      method: 'POST',
      url: '/wps/payments/deposits',
      headers: m.headers,
      payload: { channelId: bank.id, amount: 100_000, requestId: `ws-deposit-${++key}` },
    });
    expect(dep.statusCode, dep.body).toBe(200);
    const approve = await app.inject({
      method: 'POST',
      url: `/ops/deposits/${dep.json().value.id}/approve`,
      headers: opsHeaders,
      payload: { remark: 'ok' },
    });
    expect(approve.statusCode, approve.body).toBe(200);
    const afterDeposit = [await socket.next(), await socket.next()];
    expect(afterDeposit).toContainEqual({ type: 'payments' });
    expect(afterDeposit.some((e) => (e as { type: string }).type === 'balance')).toBe(true);
    const wd = await withdraw(app, m.headers, {
      payoutAccountId: await payoutAccount(app, m.headers),
      amount: 20_000,
      requestId: `ws-withdraw-${++key}`,
    });
    expect(wd.statusCode, wd.body).toBe(200);
    // The request itself moves the balance (held); the payment is the operator's decision.
    expect((await socket.next()) as { type: string }).toMatchObject({ type: 'balance' });
    const pay = await app.inject({
      method: 'POST',
      url: `/ops/withdrawals/${wd.json().value.id}/pay`,
      headers: opsHeaders,
      payload: {},
    });
    expect(pay.statusCode, pay.body).toBe(200);
    const afterPay: unknown[] = [await socket.next()];
    while (!afterPay.some((e) => (e as { type: string }).type === 'payments')) afterPay.push(await socket.next());
    expect(afterPay).toContainEqual({ type: 'payments' });
    socket.close();
  });

  test('pushes to every open socket of the member and to no one else', async () => {
    const a = await memberSocket();
    const b = await memberSocket();
    const agent = await loginAs(app, 'agent01', 'Agent@1234');
    const other = await openSocket(url);
    other.send({ type: 'auth', token: agent.token });
    expect(await other.next()).toEqual({ type: 'ready' });
    const balance = await credit('demo01', 500);
    expect(await a.socket.next()).toEqual({ type: 'balance', balance });
    expect(await b.socket.next()).toEqual({ type: 'balance', balance });
    other.send({ type: 'ping' });
    expect(await other.next()).toEqual({ type: 'pong' });
    [a.socket, b.socket, other].forEach((s) => s.close());
  });

  test('closes with 4401 for an unknown token and for a signed-out session', async () => {
    const unknown = await openSocket(url);
    unknown.send({ type: 'auth', token: 'not-a-session-token' });
    expect((await unknown.closed).code).toBe(WS_CLOSE.unauthorized);

    const { token, headers } = await loginAs(app, 'demo01', 'Demo@1234');
    await app.inject({ method: 'DELETE', url: '/wps/session/logout', headers });
    const revoked = await openSocket(url);
    revoked.send({ type: 'auth', token });
    expect((await revoked.closed).code).toBe(WS_CLOSE.unauthorized);
  });

  test('closes an open socket with 4401 once its session is signed out', async () => {
    const { token, headers } = await loginAs(app, 'demo01', 'Demo@1234');
    const authed = await sessions.memberForToken(app.db, token);
    const end = vi.fn();
    const connections = new Set([{ sessionId: authed!.session.id, end }]);
    await endClosedSessions(app.sessions, connections);
    expect(end).not.toHaveBeenCalled();
    await app.inject({ method: 'DELETE', url: '/wps/session/logout', headers });
    await endClosedSessions(app.sessions, connections);
    expect(end).toHaveBeenCalledOnce();
  });

  test('sends nothing before the socket authenticates', async () => {
    const socket = await openSocket(url);
    await credit('demo01', 100);
    await sleep(300);
    expect(socket.pending()).toEqual([]);
    socket.send({ type: 'ping' });
    expect((await socket.closed).code).toBe(WS_CLOSE.badMessage);
  });

  test('publishes nothing from a transaction that rolls back', async () => {
    const { socket } = await memberSocket();
    const member = await sessions.memberForToken(app.db, (await loginAs(app, 'demo01', 'Demo@1234')).token);
    await expect(
      app.db.transaction(async (tx) => {
        await publishBalance(tx, member!.account.id, 999_999_999);
        throw new Error('roll back');
      }),
    ).rejects.toThrow('roll back');
    // Notifications arrive in commit order: the first one seen must be the committed credit's.
    const balance = await credit('demo01', 700);
    expect(await socket.next()).toEqual({ type: 'balance', balance });
    socket.close();
  });

  test('closes on malformed, binary, oversized and repeated messages', async () => {
    const garbage = await openSocket(url);
    garbage.sendRaw('not json');
    expect((await garbage.closed).code).toBe(WS_CLOSE.badMessage);

    const binary = await openSocket(url);
    binary.sendRaw(Buffer.from(JSON.stringify({ type: 'ping' })));
    expect((await binary.closed).code).toBe(WS_CLOSE.badMessage);

    const big = await openSocket(url);
    big.send({ type: 'auth', token: 'x'.repeat(2_000) });
    expect((await big.closed).code).toBe(1009);

    const { socket, token } = await memberSocket();
    socket.send({ type: 'auth', token });
    expect((await socket.closed).code).toBe(WS_CLOSE.badMessage);
  });

  test.runIf(Boolean(process.env.TEST_DATABASE_URL))(
    'listens again after the PostgreSQL LISTEN connection drops and tells the sockets to resync',
    async () => {
      const { socket } = await memberSocket();
      const killed = (await app.db.execute(
        sql`select pg_terminate_backend(pid) from pg_stat_activity
            where datname = current_database() and pid <> pg_backend_pid() and query like 'LISTEN%'`,
      )) as unknown as { rows: unknown[] };
      expect(killed.rows).toHaveLength(1);
      expect(await socket.next()).toEqual({ type: 'resync' });
      const balance = await credit('demo01', 900);
      expect(await socket.next()).toEqual({ type: 'balance', balance });
      socket.close();
    },
  );

  test(
    'closes a socket that does not authenticate within 10 s',
    async () => {
      const socket = await openSocket(url);
      const started = Date.now();
      const { code } = await socket.closed;
      expect(code).toBe(WS_CLOSE.authTimeout);
      expect(Date.now() - started).toBeGreaterThanOrEqual(WS_AUTH_TIMEOUT_MS - 100);
    },
    WS_AUTH_TIMEOUT_MS + 5_000,
  );
});
