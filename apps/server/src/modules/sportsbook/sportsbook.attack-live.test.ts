import type { AddressInfo } from 'node:net';
import { afterAll, describe, expect, test } from 'vitest';
import { WS_CLOSE, WS_LIMITS, WS_MAX_MESSAGE_BYTES } from '@jade/contract/events';
import type { SportsBet, SportsEvent } from '@jade/contract/sportsbook';
import { buildTestApp } from '../../test/build-test-app';
import { fundedMember } from '../../test/money';
import { openSocket, type TestSocket } from '../../test/ws-client';
import { footballEvent, newKey, openSportsVendors, ops, placeBet, selection, setSettings } from './sportsbook.test-kit';

/** The book's live messages attacked through real sockets: floods, malformed watches, offers to the wrong socket, a session ended. */
const app = await buildTestApp();
await openSportsVendors(app);
await setSettings(app);
await app.listen({ port: 0, host: '127.0.0.1' });
const url = `ws://127.0.0.1:${(app.server.address() as AddressInfo).port}/ws`;
const sockets: TestSocket[] = [];
afterAll(() => sockets.forEach((s) => s.close()));

type Member = Awaited<ReturnType<typeof fundedMember>>;
const token = (m: Member) => m.headers.authorization!.slice('Bearer '.length);

async function socket() {
  const s = await openSocket(url);
  sockets.push(s);
  return s;
}
async function memberSocket(m: Member) {
  const s = await socket();
  s.send({ type: 'auth', token: token(m) });
  expect(await s.next()).toEqual({ type: 'ready' });
  return s;
}
/** A visitor's socket watching the book; its pong says the watch is in place. */
async function watcher() {
  const s = await socket();
  s.send({ type: 'sports', on: true });
  s.send({ type: 'ping' });
  expect(await s.next()).toEqual({ type: 'pong' });
  return s;
}
async function nextOf(s: TestSocket, type: string) {
  for (;;) {
    const m = (await s.next()) as { type: string };
    if (m.type === type) return m as Record<string, unknown>;
  }
}
const ofType = (s: TestSocket, type: string) => s.pending().filter((m) => (m as { type: string }).type === type);
const settle = () => new Promise((r) => setTimeout(r, 300));
async function bet(m: Member, e: SportsEvent, code = 'HOME') {
  const s = selection(e, 0, code);
  const res = await placeBet(app, m.headers, { clientKey: newKey(), stake: 1_000, legs: [{ selectionId: s.id, odds: s.odds }] });
  if (res.statusCode !== 200) throw new Error(res.body);
  return res.json().value.bet as SportsBet;
}
const move = (e: SportsEvent, by: number) => {
  const home = selection(e, 0, 'HOME');
  return ops(app, 'PUT', `/events/${e.id}/odds`, { odds: [{ selectionId: home.id, odds: home.odds + by }] });
};

describe('the live book, attacked', () => {
  test("a visitor watching, and a member watching, never receive another member's cash-out offer", async () => {
    const [owner, other] = [await fundedMember(app, { funds: 10_000 }), await fundedMember(app, { funds: 10_000 })];
    const e = await footballEvent(app);
    const b = await bet(owner, e);
    const [visitor, own, nosy] = [await watcher(), await memberSocket(owner), await memberSocket(other)];
    nosy.send({ type: 'sports', on: true });
    nosy.send({ type: 'ping' });
    expect(await nextOf(nosy, 'pong')).toEqual({ type: 'pong' });
    expect((await move(e, 1_500)).statusCode).toBe(200);
    expect(await nextOf(own, 'sportsCashOut')).toMatchObject({ betId: b.id });
    expect(await nextOf(visitor, 'sportsOdds')).toMatchObject({ eventId: e.id });
    expect(await nextOf(nosy, 'sportsOdds')).toMatchObject({ eventId: e.id });
    await settle();
    expect([ofType(visitor, 'sportsCashOut'), ofType(nosy, 'sportsCashOut')]).toEqual([[], []]);
  });

  test('a visitor flooding watch on/off is closed for too many messages; the book keeps serving the others', async () => {
    const calm = await watcher();
    const flood = await socket();
    for (let i = 0; i <= WS_LIMITS.messagesPerSecond * 3; i++) flood.send({ type: 'sports', on: i % 2 === 0 });
    expect((await flood.closed).code).toBe(WS_CLOSE.tooManyMessages);
    const e = await footballEvent(app);
    expect((await move(e, 500)).statusCode).toBe(200);
    expect(await nextOf(calm, 'sportsOdds')).toMatchObject({ eventId: e.id });
  });

  test('malformed, oversized, binary or out-of-place watch messages close the socket (4400 / 1009), nothing else', async () => {
    const bad: (string | Buffer)[] = [
      JSON.stringify({ type: 'sports' }),
      JSON.stringify({ type: 'sports', on: 1 }),
      JSON.stringify({ type: 'sports', on: true, accountId: 1 }),
      JSON.stringify({ type: 'sports', on: true, pad: 'x'.repeat(WS_MAX_MESSAGE_BYTES) }),
      JSON.stringify({ type: 'sportsCashOut', betId: 1 }),
      '{"type":"sports","on":true',
      Buffer.from([0x7b, 0x00, 0xff]),
    ];
    for (const data of bad) {
      const s = await socket();
      s.sendRaw(data);
      const { code } = await s.closed;
      expect([WS_CLOSE.badMessage, 1009], String(data).slice(0, 60)).toContain(code);
      expect(s.pending()).toEqual([]);
    }
    // A watch toggled while the sign-in is being checked is out of place too.
    const m = await fundedMember(app, { funds: 100 });
    const s = await socket();
    s.send({ type: 'auth', token: token(m) });
    s.send({ type: 'sports', on: true });
    const first = await Promise.race([s.next(), s.closed]);
    expect([{ type: 'ready' }, { code: WS_CLOSE.badMessage, reason: 'unexpected message' }]).toContainEqual(first);
  });

  test("a watching socket signed in as one member cannot sign in again as another, and after sign-out hears no one's offers", async () => {
    const [a, b] = [await fundedMember(app, { funds: 10_000 }), await fundedMember(app, { funds: 10_000 })];
    const e = await footballEvent(app);
    await bet(b, e);
    const s = await watcher();
    s.send({ type: 'auth', token: token(a) });
    expect(await nextOf(s, 'ready')).toEqual({ type: 'ready' });
    // A second auth on the same socket (switching to b) is refused by closing it.
    s.send({ type: 'auth', token: token(b) });
    expect((await s.closed).code).toBe(WS_CLOSE.badMessage);
    expect(ofType(s, 'sportsCashOut')).toEqual([]);

    // Signed in as b and watching; b signs out: the socket closes at once and no later offer reaches it.
    const sb = await memberSocket(b);
    sb.send({ type: 'sports', on: true });
    sb.send({ type: 'ping' });
    expect(await nextOf(sb, 'pong')).toEqual({ type: 'pong' });
    expect((await app.inject({ method: 'DELETE', url: '/wps/session/logout', headers: b.headers })).statusCode).toBe(200);
    expect((await sb.closed).code).toBe(WS_CLOSE.unauthorized);
    expect((await move(e, 900)).statusCode).toBe(200);
    await settle();
    expect(ofType(sb, 'sportsCashOut')).toEqual([]);
    // The revoked token opens nothing, even on a socket already watching the book.
    const again = await watcher();
    again.send({ type: 'auth', token: token(b) });
    expect((await again.closed).code).toBe(WS_CLOSE.unauthorized);
    expect(ofType(again, 'sportsCashOut')).toEqual([]);
  });
});
