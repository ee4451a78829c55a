import type { AddressInfo } from 'node:net';
import { eq } from 'drizzle-orm';
import { afterAll, describe, expect, test } from 'vitest';
import { WS_AUTH_TIMEOUT_MS } from '@jade/contract/events';
import type { SportsBet, SportsEvent } from '@jade/contract/sportsbook';
import { buildTestApp } from '../../test/build-test-app';
import { fundedMember } from '../../test/money';
import { openSocket, type TestSocket } from '../../test/ws-client';
import { simulatedFeed } from './sportsbook.feed';
import { runSportsbook } from './sportsbook.job';
import { sportsEvents } from './sportsbook.tables';
import { footballEvent, newKey, openSportsVendors, ops, placeBet, selection, setSettings } from './sportsbook.test-kit';

/** The book's live messages through real sockets of `/ws` (issue 19 item 7). */
const app = await buildTestApp();
await openSportsVendors(app);
await setSettings(app);
await app.listen({ port: 0, host: '127.0.0.1' });
const url = `ws://127.0.0.1:${(app.server.address() as AddressInfo).port}/ws`;
const sockets: TestSocket[] = [];
afterAll(() => sockets.forEach((s) => s.close()));

type Member = Awaited<ReturnType<typeof fundedMember>>;

async function memberSocket(m: Member) {
  const socket = await openSocket(url);
  sockets.push(socket);
  socket.send({ type: 'auth', token: m.headers.authorization!.slice('Bearer '.length) });
  expect(await socket.next()).toEqual({ type: 'ready' });
  return socket;
}
/** A visitor's socket watching the book (no sign-in). */
async function watcher() {
  const socket = await openSocket(url);
  sockets.push(socket);
  socket.send({ type: 'sports', on: true });
  // A watching socket may ping: its pong says the watch is in place.
  socket.send({ type: 'ping' });
  expect(await socket.next()).toEqual({ type: 'pong' });
  return socket;
}
/** The next message of this type (others, e.g. a balance, are skipped). */
async function nextOf(s: TestSocket, type: string) {
  for (;;) {
    const m = (await s.next()) as { type: string };
    if (m.type === type) return m as Record<string, unknown>;
  }
}
const ofType = (s: TestSocket, type: string) => s.pending().filter((m) => (m as { type: string }).type === type);
async function bet(m: Member, e: SportsEvent, code = 'HOME') {
  const s = selection(e, 0, code);
  const res = await placeBet(app, m.headers, { clientKey: newKey(), stake: 1_000, legs: [{ selectionId: s.id, odds: s.odds }] });
  if (res.statusCode !== 200) throw new Error(res.body);
  return res.json().value.bet as SportsBet;
}
async function offerNow(m: Member, id: number) {
  const res = await app.inject({ method: 'GET', url: '/sgw/bets?pageSize=50', headers: m.headers });
  return (res.json().value.list as SportsBet[]).find((b) => b.id === id)!.cashOut;
}

describe('the sportsbook live over /ws', () => {
  test("a price move reaches watchers as odds and each bet's owner as its offer, never another member's", async () => {
    const [a, b] = [await fundedMember(app, { funds: 10_000 }), await fundedMember(app, { funds: 10_000 })];
    const e = await footballEvent(app);
    const [betA, betB] = [await bet(a, e, 'HOME'), await bet(b, e, 'AWAY')];
    const [sa, sb, visitor] = [await memberSocket(a), await memberSocket(b), await watcher()];
    const home = selection(e, 0, 'HOME');
    expect(
      (await ops(app, 'PUT', `/events/${e.id}/odds`, { odds: [{ selectionId: home.id, odds: home.odds + 2_000 }] })).statusCode,
    ).toBe(200);

    const odds = await nextOf(visitor, 'sportsOdds');
    expect(odds).toMatchObject({ eventId: e.id, marketId: e.markets[0]!.id, state: 'OPEN' });
    expect((odds.selections as { id: number; odds: number; version: number }[]).find((s) => s.id === home.id)).toEqual({
      id: home.id,
      odds: home.odds + 2_000,
      version: home.version + 1,
    });
    // Each owner hears of their own bet's offer, equal to what the list shows.
    expect(await nextOf(sa, 'sportsCashOut')).toEqual({
      type: 'sportsCashOut',
      betId: betA.id,
      offer: await offerNow(a, betA.id),
    });
    expect(await nextOf(sb, 'sportsCashOut')).toEqual({
      type: 'sportsCashOut',
      betId: betB.id,
      offer: await offerNow(b, betB.id),
    });
    // A suspension: no offer; then nothing else arrived (no other bet's offer, no odds to members not watching).
    await ops(app, 'PUT', `/events/${e.id}/markets/${e.markets[0]!.id}/state`, { state: 'SUSPENDED' });
    expect(await nextOf(visitor, 'sportsOdds')).toMatchObject({ marketId: e.markets[0]!.id, state: 'SUSPENDED' });
    expect(await nextOf(sa, 'sportsCashOut')).toEqual({ type: 'sportsCashOut', betId: betA.id, offer: null });
    expect(await nextOf(sb, 'sportsCashOut')).toEqual({ type: 'sportsCashOut', betId: betB.id, offer: null });
    await new Promise((r) => setTimeout(r, 200));
    for (const s of [sa, sb]) expect(ofType(s, 'sportsOdds')).toEqual([]);
    expect(ofType(sa, 'sportsCashOut')).toEqual([]);
    expect(ofType(sb, 'sportsCashOut')).toEqual([]);
    expect(ofType(visitor, 'sportsCashOut')).toEqual([]);

    // The result: the event SETTLED and its markets with it.
    await ops(app, 'PUT', `/events/${e.id}/result`, { result: { score: { home: 1, away: 0 } } });
    expect(await nextOf(visitor, 'sportsEvent')).toEqual({
      type: 'sportsEvent',
      eventId: e.id,
      state: 'SETTLED',
      score: { home: 1, away: 0 },
    });
    expect(await nextOf(visitor, 'sportsOdds')).toMatchObject({ marketId: e.markets[0]!.id, state: 'SETTLED' });
  });

  test('a member may watch and stop watching; the feed job publishes a match going live', async () => {
    const m = await fundedMember(app, { funds: 10_000 });
    const s = await memberSocket(m);
    s.send({ type: 'sports', on: true });
    s.send({ type: 'ping' });
    expect(await nextOf(s, 'pong')).toEqual({ type: 'pong' });
    // A member who stopped watching hears nothing of the book (the pong orders it after the watch's end).
    const quiet = await memberSocket(await fundedMember(app, { funds: 100 }));
    quiet.send({ type: 'sports', on: true });
    quiet.send({ type: 'sports', on: false });
    quiet.send({ type: 'ping' });
    expect(await quiet.next()).toEqual({ type: 'pong' });
    const feed = simulatedFeed('live-test');
    const now = new Date();
    await runSportsbook(app.sportsbook, feed, now);
    // The first fixture to start: the job a minute after its start moves it LIVE and says so.
    const first = feed.fixtures(now, new Date(now.getTime() + 3 * 86_400_000)).sort((x, y) => +x.startsAt - +y.startsAt)[0]!;
    await runSportsbook(app.sportsbook, feed, new Date(first.startsAt.getTime() + 60_000));
    // (The first run also started or ended the fixtures of the last hours: their messages come before.)
    const [row] = await app.db.select({ id: sportsEvents.id }).from(sportsEvents).where(eq(sportsEvents.feedKey, first.key));
    let live = await nextOf(s, 'sportsEvent');
    while (live.eventId !== row!.id) live = await nextOf(s, 'sportsEvent');
    expect(live).toMatchObject({ type: 'sportsEvent', state: 'LIVE' });
    await new Promise((r) => setTimeout(r, 200));
    expect(quiet.pending()).toEqual([]);
  });

  test(
    "a visitor's socket watching the book is not closed by the sign-in timeout",
    async () => {
      const s = await watcher();
      await new Promise((r) => setTimeout(r, WS_AUTH_TIMEOUT_MS + 500));
      s.send({ type: 'ping' });
      expect(await nextOf(s, 'pong')).toEqual({ type: 'pong' });
    },
    WS_AUTH_TIMEOUT_MS + 5_000,
  );

  test('an unknown or badly formed watch message still closes the socket', async () => {
    const s = await openSocket(url);
    sockets.push(s);
    s.send({ type: 'sports', on: 'yes' });
    expect((await s.closed).code).toBe(4400);
  });
});
