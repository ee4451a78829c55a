import type { AddressInfo } from 'node:net';
import { setTimeout as sleep } from 'node:timers/promises';
import { sql } from 'drizzle-orm';
import { beforeAll, describe, expect, test, vi } from 'vitest';
import { WS_CLOSE } from '@jade/contract/events';
import { buildTestApp, opsHeaders, TEST_ADMIN_TOKEN, type TestApp } from '../../test/build-test-app';
import { fundedMember } from '../../test/money';
import { openSocket, type TestSocket } from '../../test/ws-client';

let app: TestApp;
let url: string;
let n = 0;

beforeAll(async () => {
  app = await buildTestApp();
  await app.listen({ port: 0, host: '127.0.0.1' });
  url = `ws://127.0.0.1:${(app.server.address() as AddressInfo).port}/ws/chat`;
});

type Headers = Record<string, string>;
const token = (headers: Headers) => headers.authorization!.slice('Bearer '.length);
const launch = async (headers: Headers, query = 'modelId=GENERAL') =>
  (await app.inject({ method: 'GET', url: `/wps/relay/CBS_launchChat?${query}`, headers })).json().value as {
    conversationId: number;
    guestToken?: string;
  };
const say = (headers: Headers, id: number, text: string) =>
  app.inject({
    method: 'POST',
    url: `/wps/chat/conversations/${id}/messages`,
    headers,
    payload: { text, clientId: `ws-test-${++n}-abc` },
  });
const reply = (id: number, text: string) =>
  app.inject({
    method: 'POST',
    url: `/ops/chat/conversations/${id}/messages`,
    headers: opsHeaders,
    payload: { text, clientId: `ws-ops-${++n}-abc` },
  });

async function socketWith(auth: Record<string, unknown>): Promise<TestSocket> {
  const socket = await openSocket(url);
  socket.send({ type: 'auth', ...auth });
  return socket;
}
async function operator(): Promise<TestSocket> {
  const socket = await socketWith({ operatorToken: TEST_ADMIN_TOKEN });
  expect(await socket.next()).toEqual({ type: 'ready', conversation: null });
  return socket;
}
/** The next message of a type, skipping others (typing, read marks, conversation updates). */
async function nextOf(socket: TestSocket, type: string): Promise<Record<string, unknown>> {
  for (;;) {
    const m = (await socket.next()) as Record<string, unknown>;
    if (m.type === type) return m;
  }
}

describe('chat WebSocket', () => {
  test('carries a member and an operator conversation both ways, with typing', async () => {
    const m = await fundedMember(app);
    const { conversationId: id } = await launch(m.headers);
    const ops = await operator();
    const member = await socketWith({ conversationId: id, after: 0, token: token(m.headers) });
    expect(await member.next()).toMatchObject({ type: 'ready', conversation: { id, status: 'OPEN' } });

    await say(m.headers, id, 'hello');
    expect(await nextOf(ops, 'message')).toMatchObject({
      message: { conversationId: id, seq: 1, sender: 'CUSTOMER', text: 'hello' },
    });
    expect(await nextOf(member, 'message')).toMatchObject({ message: { seq: 1, text: 'hello' } });

    member.send({ type: 'typing' });
    expect(await nextOf(ops, 'typing')).toEqual({ type: 'typing', conversationId: id, from: 'CUSTOMER' });
    ops.send({ type: 'typing', conversationId: id });
    expect(await nextOf(member, 'typing')).toEqual({ type: 'typing', conversationId: id, from: 'OPERATOR' });

    await reply(id, 'hi, how can I help?');
    expect(await nextOf(member, 'message')).toMatchObject({
      message: { seq: 2, sender: 'OPERATOR', text: 'hi, how can I help?' },
    });
    await app.inject({ method: 'POST', url: `/wps/chat/conversations/${id}/read`, headers: m.headers, payload: { seq: 2 } });
    expect(await nextOf(ops, 'read')).toEqual({ type: 'read', conversationId: id, by: 'CUSTOMER', seq: 2 });

    await app.inject({ method: 'POST', url: `/ops/chat/conversations/${id}/close`, headers: opsHeaders });
    expect(await nextOf(member, 'conversation')).toMatchObject({ conversation: { id, status: 'CLOSED' } });
    [ops, member].forEach((s) => s.close());
  });

  test('resumes after a reconnect with exactly the messages after the last seq, in order', async () => {
    const m = await fundedMember(app);
    const { conversationId: id } = await launch(m.headers);
    const first = await socketWith({ conversationId: id, after: 0, token: token(m.headers) });
    await nextOf(first, 'ready');
    await say(m.headers, id, 'before the drop');
    expect(await nextOf(first, 'message')).toMatchObject({ message: { seq: 1 } });
    first.close();
    await first.closed;

    await reply(id, 'answer one');
    await reply(id, 'answer two');
    const again = await socketWith({ conversationId: id, after: 1, token: token(m.headers) });
    await nextOf(again, 'ready');
    expect(await nextOf(again, 'message')).toMatchObject({ message: { seq: 2, text: 'answer one' } });
    expect(await nextOf(again, 'message')).toMatchObject({ message: { seq: 3, text: 'answer two' } });
    await reply(id, 'live again');
    expect(await nextOf(again, 'message')).toMatchObject({ message: { seq: 4, text: 'live again' } });
    await sleep(200);
    expect(again.pending().filter((x) => (x as { type: string }).type === 'message')).toEqual([]);
    again.close();
  });

  test('reads the gap from the database when a notification skips ahead', async () => {
    const m = await fundedMember(app);
    const { conversationId: id } = await launch(m.headers);
    const socket = await socketWith({ conversationId: id, after: 0, token: token(m.headers) });
    await nextOf(socket, 'ready');
    // Two messages committed while this node heard only of the second one.
    await app.db.execute(sql`update chat_conversations set last_seq = 2 where id = ${id}`);
    await app.db.execute(
      sql`insert into chat_messages (conversation_id, seq, sender, text) values (${id}, 1, 'OPERATOR', 'missed'), (${id}, 2, 'OPERATOR', 'heard')`,
    );
    await app.db.execute(sql`select pg_notify('jade_chat', ${JSON.stringify({ t: 'msg', m: app.merchantId, c: id, s: 2 })})`);
    expect(await nextOf(socket, 'message')).toMatchObject({ message: { seq: 1, text: 'missed' } });
    expect(await nextOf(socket, 'message')).toMatchObject({ message: { seq: 2, text: 'heard' } });
    socket.close();
  });

  test.runIf(Boolean(process.env.TEST_DATABASE_URL))(
    'tells the sockets to resync and catches up after the PostgreSQL LISTEN connection drops',
    async () => {
      const m = await fundedMember(app);
      const { conversationId: id } = await launch(m.headers);
      const socket = await socketWith({ conversationId: id, after: 0, token: token(m.headers) });
      await nextOf(socket, 'ready');
      await app.db.execute(
        sql`select pg_terminate_backend(pid) from pg_stat_activity
            where datname = current_database() and pid <> pg_backend_pid() and query like 'LISTEN%'`,
      );
      await reply(id, 'sent while the node was not listening');
      expect(await nextOf(socket, 'resync')).toEqual({ type: 'resync' });
      expect(await nextOf(socket, 'message')).toMatchObject({
        message: { seq: 1, text: 'sent while the node was not listening' },
      });
      await reply(id, 'and live again');
      expect(await nextOf(socket, 'message')).toMatchObject({ message: { seq: 2 } });
      socket.close();
    },
  );

  test('lets a guest in with the conversation token only', async () => {
    const guest = await launch({}, 'modelId=GENERAL&guestName=Maya');
    const ok = await socketWith({ conversationId: guest.conversationId, guestToken: guest.guestToken });
    expect(await ok.next()).toMatchObject({ type: 'ready', conversation: { customerName: 'Maya', isGuest: true } });
    await reply(guest.conversationId, 'Welcome, Maya');
    expect(await nextOf(ok, 'message')).toMatchObject({ message: { text: 'Welcome, Maya' } });
    ok.close();

    const other = await launch({}, 'modelId=GENERAL&guestName=Hari');
    const wrong = await socketWith({ conversationId: guest.conversationId, guestToken: other.guestToken });
    expect((await wrong.closed).code).toBe(WS_CLOSE.unauthorized);
  });

  test("closes with 4401 for a wrong operator token, another member's conversation and a signed-out session", async () => {
    const badOps = await socketWith({ operatorToken: 'not-the-operator-token' });
    expect((await badOps.closed).code).toBe(WS_CLOSE.unauthorized);

    const a = await fundedMember(app);
    const b = await fundedMember(app);
    const { conversationId } = await launch(a.headers);
    const foreign = await socketWith({ conversationId, token: token(b.headers) });
    expect((await foreign.closed).code).toBe(WS_CLOSE.unauthorized);

    await app.inject({ method: 'DELETE', url: '/wps/session/logout', headers: a.headers });
    const signedOut = await socketWith({ conversationId, token: token(a.headers) });
    expect((await signedOut.closed).code).toBe(WS_CLOSE.unauthorized);
  });

  test('closes on malformed and unexpected messages', async () => {
    const garbage = await openSocket(url);
    garbage.sendRaw('{"type":"auth"');
    expect((await garbage.closed).code).toBe(WS_CLOSE.badMessage);
    const early = await openSocket(url);
    early.send({ type: 'typing' });
    expect((await early.closed).code).toBe(WS_CLOSE.badMessage);
    const noConversation = await socketWith({ token: 'x' });
    expect((await noConversation.closed).code).toBe(WS_CLOSE.badMessage);
  });
});

describe('chat WebSocket when the database is busy', () => {
  test('a sign-in the database cannot check in time closes with 1013 "server busy", a fault with 1011, and the next one is served', async () => {
    const member = await fundedMember(app);
    const { conversationId } = await launch(member.headers);
    const auth = { conversationId, after: 0, token: token(member.headers) };
    const timeout = Object.assign(new Error('canceling statement due to statement timeout'), { code: '57014' });
    const spy = vi.spyOn(app.sessions, 'memberForToken').mockRejectedValueOnce(new Error('Query failed', { cause: timeout }));
    expect(await (await socketWith(auth)).closed).toEqual({ code: WS_CLOSE.serverBusy, reason: 'server busy' });
    spy.mockRejectedValueOnce(new Error('something broke'));
    expect(await (await socketWith(auth)).closed).toEqual({ code: 1011, reason: 'server error' });
    spy.mockRestore();
    const served = await socketWith(auth);
    expect(await served.next()).toMatchObject({ type: 'ready' });
    served.close();
  });
});
