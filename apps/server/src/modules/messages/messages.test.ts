import type { AddressInfo } from 'node:net';
import { beforeAll, describe, expect, test } from 'vitest';
import { buildTestApp, opsHeaders, type TestApp } from '../../test/build-test-app';
import { loginAs } from '../../test/login';
import { fundedMember } from '../../test/money';
import { openSocket } from '../../test/ws-client';
import * as members from '../members/members.service';

let app: TestApp;
let url: string;

beforeAll(async () => {
  app = await buildTestApp();
  await app.listen({ port: 0, host: '127.0.0.1' });
  url = `ws://127.0.0.1:${(app.server.address() as AddressInfo).port}/ws`;
});

type Headers = Record<string, string>;
const send = (audience: unknown, title = 'Hello', content = 'Body text') =>
  app.inject({
    method: 'POST',
    url: '/ops/messages',
    headers: opsHeaders,
    payload: { audience, title: { en: title }, content: { en: content } },
  });
const unread = async (headers: Headers) => {
  const res = await app.inject({ method: 'GET', url: '/wps/relay/CSP_unreadCountV2', headers });
  expect(res.statusCode, res.body).toBe(200);
  return res.json().value.count as number;
};
const inbox = async (headers: Headers, query = '') =>
  (await app.inject({ method: 'GET', url: `/wps/messages${query}`, headers })).json().value as {
    list: { id: number; title: string; content: string; read: boolean }[];
    total: number;
    unread: number;
    pageSize: number;
  };

describe('internal messages', () => {
  test('gives demo01 the seeded welcome message in English and Nepali', async () => {
    const demo = await loginAs(app, 'demo01', 'Demo@1234');
    const en = await inbox(demo.headers);
    expect(en.list.at(-1)).toMatchObject({ title: 'Welcome to Jade', read: false });
    const ne = await inbox(demo.headers, '?lang=ne');
    expect(ne.list.at(-1)!.title).toBe('जेडमा स्वागत छ');
  });

  test('delivers an operator message to one member: unread until opened, then read', async () => {
    const m = await fundedMember(app);
    expect(await unread(m.headers)).toBe(0);
    const res = await send({ to: 'member', username: m.username }, 'Your bonus', 'Line one\nLine two');
    expect(res.json().value).toMatchObject({ recipients: 1 });
    expect(await unread(m.headers)).toBe(1);
    const page = await inbox(m.headers);
    expect(page).toMatchObject({ total: 1, unread: 1 });
    expect(page.list[0]).toMatchObject({ title: 'Your bonus', content: 'Line one\nLine two', read: false });
    const read = await app.inject({ method: 'PUT', url: `/wps/messages/${page.list[0]!.id}/read`, headers: m.headers });
    expect(read.json().value).toEqual({ count: 0 });
    expect((await inbox(m.headers)).list[0]!.read).toBe(true);
    // Reading again changes nothing.
    expect(
      (await app.inject({ method: 'PUT', url: `/wps/messages/${page.list[0]!.id}/read`, headers: m.headers })).json().value,
    ).toEqual({
      count: 0,
    });
  });

  test('marks all read, deletes, and pages the inbox newest first', async () => {
    const m = await fundedMember(app);
    for (let i = 1; i <= 12; i++)
      expect((await send({ to: 'member', username: m.username }, `Message ${i}`)).statusCode).toBe(200);
    const first = await inbox(m.headers);
    expect(first).toMatchObject({ total: 12, unread: 12, pageSize: 10 });
    expect(first.list[0]!.title).toBe('Message 12');
    expect((await inbox(m.headers, '?pageNo=2')).list.map((x) => x.title)).toEqual(['Message 2', 'Message 1']);
    const del = await app.inject({ method: 'DELETE', url: `/wps/messages/${first.list[0]!.id}`, headers: m.headers });
    expect(del.json().value).toEqual({ count: 11 });
    const all = await app.inject({ method: 'PUT', url: '/wps/messages/read-all', headers: m.headers });
    expect(all.json().value).toEqual({ count: 0 });
    expect(await inbox(m.headers)).toMatchObject({ total: 11, unread: 0 });
  });

  test("keeps one member's messages from another", async () => {
    const a = await fundedMember(app);
    const b = await fundedMember(app);
    await send({ to: 'member', username: a.username });
    const id = (await inbox(a.headers)).list[0]!.id;
    for (const [method, path] of [
      ['PUT', `/wps/messages/${id}/read`],
      ['DELETE', `/wps/messages/${id}`],
    ] as const) {
      const res = await app.inject({ method, url: path, headers: b.headers });
      expect(res.statusCode).toBe(404);
    }
    expect(await unread(a.headers)).toBe(1);
  });

  test('gives guests 401 and trial accounts no inbox', async () => {
    expect((await app.inject({ method: 'GET', url: '/wps/relay/CSP_unreadCountV2' })).statusCode).toBe(401);
    const trial = await app.inject({ method: 'POST', url: '/wps/session/login/freeplay', payload: {} });
    const headers = { authorization: `Bearer ${trial.json().value.token}` };
    const res = await app.inject({ method: 'GET', url: '/wps/relay/CSP_unreadCountV2', headers });
    expect(res.statusCode).toBe(403);
    expect(res.json()).toMatchObject({ code: 'AUTH_TRIAL_NOT_ALLOWED', message: 'in_need_true_account' });
    expect((await app.inject({ method: 'GET', url: '/wps/messages', headers })).statusCode).toBe(403);
  });

  test("sends to an agent's whole team: every account whose upline chain includes the agent", async () => {
    const agent02 = (await members.findByUsername(app.db, app.merchantId, 'agent02'))!;
    const nested = await fundedMember(app, { uplineId: agent02.id });
    const outside = await fundedMember(app);
    await members.createAccount(app.db, {
      merchantId: app.merchantId,
      username: `trial${Date.now()}`,
      password: 'x1234567',
      type: 4,
      uplineId: agent02.id,
    });
    const agent01 = await loginAs(app, 'agent01', 'Agent@1234');
    const agent02Session = await loginAs(app, 'agent02', 'Agent@1234');
    const demo = await loginAs(app, 'demo01', 'Demo@1234');
    const before = {
      agent01: await unread(agent01.headers),
      agent02: await unread(agent02Session.headers),
      demo: await unread(demo.headers),
    };

    const res = await send({ to: 'team', agent: 'agent01' }, 'Team news');
    expect(res.statusCode, res.body).toBe(200);
    expect(await unread(agent02Session.headers)).toBe(before.agent02 + 1);
    expect(await unread(demo.headers)).toBe(before.demo + 1);
    expect(await unread(nested.headers)).toBe(1);
    expect(await unread(outside.headers)).toBe(0);
    expect(await unread(agent01.headers)).toBe(before.agent01);
    // agent01's team: agent02, demo01, the nested member, and whoever else the suite put under them — never the trial account.
    const count = res.json().value.recipients as number;
    expect(count).toBeGreaterThanOrEqual(3);

    const small = await send({ to: 'team', agent: 'agent02' }, 'Small team');
    expect(small.json().value.recipients).toBe(1);
  });

  test('refuses a team of a non-agent, an unknown account and an empty team, storing nothing', async () => {
    const m = await fundedMember(app);
    const notAgent = await send({ to: 'team', agent: m.username });
    expect(notAgent.statusCode).toBe(400);
    expect(notAgent.json().value[0].path).toBe('audience.agent');
    expect((await send({ to: 'member', username: 'nobody-here' })).statusCode).toBe(404);
    const lonely = await app.inject({
      method: 'POST',
      url: '/ops/accounts',
      headers: opsHeaders,
      payload: { username: `lone${Date.now().toString().slice(-6)}`, password: 'Agent@1234', type: 1 },
    });
    const empty = await send({ to: 'team', agent: lonely.json().value.username });
    expect(empty.statusCode).toBe(409);
    expect(empty.json().code).toBe('MESSAGE_NO_RECIPIENTS');
    const sent = (await app.inject({ method: 'GET', url: '/ops/messages?pageSize=100', headers: opsHeaders })).json().value;
    expect(sent.list.some((s: { target: string | null }) => s.target === lonely.json().value.username)).toBe(false);
  });

  test('sends to all members and agents, lists who sent it, and audits the audience and reach without the text', async () => {
    const m = await fundedMember(app);
    const res = await send({ to: 'all' }, 'Maintenance tonight', 'Secret-ish body');
    const { recipients, messageId } = res.json().value;
    expect(recipients).toBeGreaterThan(3);
    expect(await unread(m.headers)).toBe(1);
    const audit = (await app.inject({ method: 'GET', url: '/ops/audit?limit=1', headers: opsHeaders })).json().value[0];
    expect(audit).toMatchObject({
      action: 'messages.send',
      before: { audience: { to: 'all' } },
      after: { messageId, recipients },
    });
    expect(JSON.stringify(audit)).not.toContain('Secret-ish body');
    const sent = (await app.inject({ method: 'GET', url: '/ops/messages', headers: opsHeaders })).json().value;
    expect(sent.list[0]).toMatchObject({ id: messageId, audience: 'all', recipients, sender: 'admin-token' });
  });

  test('validates the operator request', async () => {
    expect((await send({ to: 'someone' })).statusCode).toBe(400);
    const long = await send({ to: 'all' }, 'x'.repeat(101));
    expect(long.statusCode).toBe(400);
    const res = await app.inject({ method: 'POST', url: '/ops/messages', payload: { audience: { to: 'all' } } });
    expect(res.statusCode).toBe(401);
  });

  test('pushes `unread` over the live socket when a message arrives and when it is read elsewhere', async () => {
    const m = await fundedMember(app);
    const { token } = await loginAs(app, m.username, 'Money2026x');
    const socket = await openSocket(url);
    socket.send({ type: 'auth', token });
    expect(await socket.next()).toEqual({ type: 'ready' });
    await send({ to: 'member', username: m.username });
    expect(await socket.next()).toEqual({ type: 'unread' });
    const id = (await inbox(m.headers)).list[0]!.id;
    await app.inject({ method: 'PUT', url: `/wps/messages/${id}/read`, headers: m.headers });
    expect(await socket.next()).toEqual({ type: 'unread' });
    socket.close();
  });
});
