import { createRequire } from 'node:module';
import type { AddressInfo } from 'node:net';
import { beforeAll, describe, expect, test } from 'vitest';
import { CHAT_OPS_WS_PATH } from '@jade/contract/chat';
import { WS_CLOSE } from '@jade/contract/events';
import { OPS_CONSOLE_COOKIE, OPS_CONSOLE_HEADER, type OperatorRole } from '@jade/contract/operators';
import { totp } from '../../lib/totp';
import { buildTestApp, opsHeaders, TEST_ADMIN_TOKEN, type TestApp } from '../../test/build-test-app';
import { fundedMember } from '../../test/money';
import { openSocket } from '../../test/ws-client';

type Ws = {
  on: ((event: 'open', fn: () => void) => void) &
    ((event: 'message', fn: (data: Buffer) => void) => void) &
    ((event: 'close', fn: (code: number, reason: Buffer) => void) => void) &
    ((event: 'error', fn: (err: Error) => void) => void);
  send: (data: string) => void;
  close: () => void;
};
const { WebSocket } = createRequire(import.meta.url)('ws') as {
  WebSocket: new (url: string, opts: { headers: Record<string, string> }) => Ws;
};

let app: TestApp;
let port = 0;
const PASSWORD = 'Operator2026pass';
const CONSOLE = { [OPS_CONSOLE_HEADER]: '1' };
let seq = 0;

beforeAll(async () => {
  app = await buildTestApp();
  await app.listen({ port: 0, host: '127.0.0.1' });
  port = (app.server.address() as AddressInfo).port;
});

/** An operator signed in from the console: the cookie header its browser would send to /ops. */
async function consoleCookie(role: OperatorRole): Promise<{ username: string; cookie: string }> {
  const username = `chat${role}${Date.now().toString(36)}${seq++}`;
  const post = (url: string, payload: object, headers: Record<string, string>) =>
    app.inject({ method: 'POST', url, payload, headers });
  expect((await post('/ops/operators', { username, password: PASSWORD, role }, opsHeaders)).statusCode).toBe(200);
  const first = (await post('/ops/session/login', { username, password: PASSWORD }, CONSOLE)).json().value;
  const done = await post(
    '/ops/session/totp',
    { setupToken: first.setup.setupToken, code: totp(first.setup.secret, Date.now()) },
    CONSOLE,
  );
  const line = [done.headers['set-cookie']]
    .flat()
    .map(String)
    .find((c) => c.startsWith(`${OPS_CONSOLE_COOKIE}=`))!;
  return { username, cookie: line.split(';')[0]! };
}

/** Opens the console's chat socket with these upgrade headers and sends the bare auth; resolves with the first message or the close. */
function consoleSocket(headers: Record<string, string>, auth: object = { type: 'auth' }) {
  const ws = new WebSocket(`ws://127.0.0.1:${port}${CHAT_OPS_WS_PATH}`, { headers });
  const messages: unknown[] = [];
  const waiters: (() => void)[] = [];
  ws.on('message', (d) => {
    messages.push(JSON.parse(d.toString('utf8')));
    waiters.splice(0).forEach((w) => w());
  });
  const closed = new Promise<{ code: number; reason: string }>((resolve) =>
    ws.on('close', (code, reason) => resolve({ code, reason: reason.toString('utf8') })),
  );
  ws.on('open', () => ws.send(JSON.stringify(auth)));
  ws.on('error', () => undefined);
  /** The next message of a type (skipping others), or null when the socket closes first. */
  const next = async (type: string): Promise<Record<string, unknown> | null> => {
    for (;;) {
      const i = messages.findIndex((m) => (m as { type: string }).type === type);
      if (i >= 0) return messages.splice(i, 1)[0] as Record<string, unknown>;
      const more = new Promise<'more'>((resolve) => waiters.push(() => resolve('more')));
      if ((await Promise.race([more, closed])) !== 'more') return null;
    }
  };
  return { next, closed, close: () => ws.close() };
}

const origin = () => ({ origin: `http://127.0.0.1:${port}` });

describe("the console's chat socket", () => {
  test("a support operator's console session connects and hears the queue; its reply is audited under its name", async () => {
    const support = await consoleCookie('support');
    const socket = consoleSocket({ cookie: support.cookie, ...origin() });
    expect(await socket.next('ready')).toEqual({ type: 'ready', conversation: null });
    const m = await fundedMember(app);
    const id = (await app.inject({ url: '/wps/relay/CBS_launchChat?modelId=GENERAL', headers: m.headers })).json().value
      .conversationId as number;
    await app.inject({
      method: 'POST',
      url: `/wps/chat/conversations/${id}/messages`,
      headers: m.headers,
      payload: { text: 'is anyone there?', clientId: `ops-sock-${seq++}-abc` },
    });
    expect(await socket.next('message')).toMatchObject({
      message: { conversationId: id, sender: 'CUSTOMER', text: 'is anyone there?' },
    });
    // The console's HTTP calls ride the same cookie (with the console's header): the reply names the operator.
    const reply = await app.inject({
      method: 'POST',
      url: `/ops/chat/conversations/${id}/messages`,
      headers: { cookie: support.cookie, ...CONSOLE },
      payload: { text: 'yes, here', clientId: `ops-sock-${seq++}-abc` },
    });
    expect(reply.statusCode, reply.body).toBe(200);
    const audit = (await app.inject({ url: '/ops/audit?limit=20', headers: opsHeaders })).json().value as {
      actor: string;
      action: string;
    }[];
    expect(audit.find((a) => a.action === 'chat.reply')).toMatchObject({ actor: support.username });
    socket.close();
  });

  test("operators see which operator wrote each message; the member's reads, answers and socket never carry it", async () => {
    const support = await consoleCookie('support');
    const opsSocket = consoleSocket({ cookie: support.cookie, ...origin() });
    await opsSocket.next('ready');
    const m = await fundedMember(app);
    const id = (await app.inject({ url: '/wps/relay/CBS_launchChat?modelId=GENERAL', headers: m.headers })).json().value
      .conversationId as number;
    const member = await openSocket(`ws://127.0.0.1:${port}/ws/chat`);
    member.send({ type: 'auth', conversationId: id, after: 0, token: m.headers.authorization!.slice('Bearer '.length) });
    expect(await member.next()).toMatchObject({ type: 'ready' });
    const write = (url: string, headers: Record<string, string>, text: string) =>
      app.inject({ method: 'POST', url, headers, payload: { text, clientId: `ops-name-${seq++}-abc` } });
    const asked = await write(`/wps/chat/conversations/${id}/messages`, m.headers, 'who is there?');
    expect(asked.json().value).not.toHaveProperty('operator');
    const byConsole = await write(`/ops/chat/conversations/${id}/messages`, { cookie: support.cookie, ...CONSOLE }, 'me');
    expect(byConsole.json().value).toMatchObject({ seq: 2, sender: 'OPERATOR', operator: support.username });
    const byToken = await write(`/ops/chat/conversations/${id}/messages`, opsHeaders, 'and me');
    expect(byToken.json().value).toMatchObject({ seq: 3, operator: 'admin-token' });

    // The console: live and in the history, each message with its operator (none on the member's).
    const live = [await opsSocket.next('message'), await opsSocket.next('message'), await opsSocket.next('message')];
    expect(live.map((e) => (e as { message: { operator: unknown } }).message.operator)).toEqual([
      null,
      support.username,
      'admin-token',
    ]);
    const history = (await app.inject({ url: `/ops/chat/conversations/${id}/messages`, headers: opsHeaders })).json().value
      .list as { operator: string | null }[];
    expect(history.map((x) => x.operator)).toEqual([null, support.username, 'admin-token']);

    // The member: the same messages, with no operator's name anywhere.
    const seen: unknown[] = [];
    while (seen.filter((x) => (x as { type: string }).type === 'message').length < 3) seen.push(await member.next());
    const mine = (await app.inject({ url: `/wps/chat/conversations/${id}/messages`, headers: m.headers })).body;
    for (const text of [JSON.stringify(seen), mine]) {
      expect(text).toContain('and me');
      expect(text).not.toContain(support.username);
      expect(text).not.toContain('admin-token');
      expect(text).not.toContain('"operator"');
    }
    member.close();
    opsSocket.close();
  });

  test("a finance operator's session, no cookie, a signed-out session and another site's page are refused with 4401", async () => {
    const finance = await consoleCookie('finance');
    const refusedFinance = consoleSocket({ cookie: finance.cookie, ...origin() });
    expect(await refusedFinance.next('ready')).toBeNull();
    expect((await refusedFinance.closed).code).toBe(WS_CLOSE.unauthorized);

    const anonymous = consoleSocket(origin());
    expect(await anonymous.next('ready')).toBeNull();
    expect((await anonymous.closed).code).toBe(WS_CLOSE.unauthorized);

    const support = await consoleCookie('support');
    const elsewhere = consoleSocket({ cookie: support.cookie, origin: 'https://evil.example' });
    expect(await elsewhere.next('ready')).toBeNull();
    expect((await elsewhere.closed).code).toBe(WS_CLOSE.unauthorized);

    expect(
      (await app.inject({ method: 'DELETE', url: '/ops/session', headers: { cookie: support.cookie, ...CONSOLE } })).statusCode,
    ).toBe(200);
    const signedOut = consoleSocket({ cookie: support.cookie, ...origin() });
    expect(await signedOut.next('ready')).toBeNull();
    expect((await signedOut.closed).code).toBe(WS_CLOSE.unauthorized);
  });

  test('an admin connects; the ADMIN_TOKEN in a message does not open the console path without a session', async () => {
    const admin = await consoleCookie('admin');
    const socket = consoleSocket({ cookie: admin.cookie, ...origin() });
    expect(await socket.next('ready')).toEqual({ type: 'ready', conversation: null });
    socket.close();
    const token = consoleSocket(origin(), { type: 'auth', operatorToken: TEST_ADMIN_TOKEN });
    expect(await token.next('ready')).toBeNull();
    expect((await token.closed).code).toBe(WS_CLOSE.unauthorized);
  });
});
