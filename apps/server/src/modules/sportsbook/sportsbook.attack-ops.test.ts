import { describe, expect, test } from 'vitest';
import type { SportsBet, SportsEvent } from '@jade/contract/sportsbook';
import { totp } from '../../lib/totp';
import { buildTestApp, opsHeaders } from '../../test/build-test-app';
import { balanceOf, fundedMember } from '../../test/money';
import { runPayouts } from './sportsbook.payouts';
import { footballEvent, ledgerOf, newKey, openSportsVendors, ops, placeBet, selection, setSettings } from './sportsbook.test-kit';
import type { BetBody } from './sportsbook.test-kit';

/** The sportsbook's settlement, operator routes and member reads attacked (the bets: sportsbook.attack.test.ts). */
const app = await buildTestApp();
await openSportsVendors(app);
await setSettings(app);
type Member = Awaited<ReturnType<typeof fundedMember>>;
const leg = (s: { id: number; odds: number }) => ({ selectionId: s.id, odds: s.odds });
const body = (over: Partial<BetBody>): BetBody => ({ clientKey: newKey(), stake: 1_000, legs: [], ...over });
const eventNow = async (id: number) =>
  (await app.inject({ method: 'GET', url: `/ops/sports/events/${id}`, headers: opsHeaders })).json().value as SportsEvent;
const myBets = async (m: Member) =>
  (await app.inject({ method: 'GET', url: '/sgw/bets?pageSize=50', headers: m.headers })).json().value as { list: SportsBet[] };
const paths = (res: { value?: unknown }) => ((res.value ?? []) as { path: string }[]).map((i) => i.path);

/** A finance operator signed in (through the first-time authenticator set-up): not the book's role. */
async function financeHeaders() {
  const [username, password] = [`sbfin${Date.now().toString(36)}`, 'Operator2026pass'];
  await app.inject({
    method: 'POST',
    url: '/ops/operators',
    headers: opsHeaders,
    payload: { username, password, role: 'finance' },
  });
  const first = (await app.inject({ method: 'POST', url: '/ops/session/login', payload: { username, password } })).json().value;
  const code = totp(first.setup.secret, Date.now());
  const done = await app.inject({
    method: 'POST',
    url: '/ops/session/totp',
    payload: { setupToken: first.setup.setupToken, code },
  });
  return { authorization: `Bearer ${done.json().value.token}` };
}

describe('settling and the operator routes, attacked', () => {
  test('a parlay of voids returns its stake', async () => {
    const m = await fundedMember(app, { funds: 100_000 });
    const [e1, e2] = [await footballEvent(app), await footballEvent(app)];
    const res = await placeBet(app, m.headers, body({ legs: [leg(selection(e1, 0, 'HOME')), leg(selection(e2, 1, 'AWAY'))] }));
    expect(res.statusCode, res.body).toBe(200);
    for (const e of [e1, e2]) expect((await ops(app, 'POST', `/events/${e.id}/cancel`, { reason: 'rain' })).statusCode).toBe(200);
    expect((await myBets(m)).list[0]).toMatchObject({
      status: 'VOID',
      return: 1_000,
      legs: [{ grade: 'VOID' }, { grade: 'VOID' }],
    });
    expect(await ledgerOf(app, m.id)).toEqual({ sent: 1_000, received: 1_000, transfers: 2 });
    expect(await balanceOf(app, m.headers)).toBe(100_000);
  });

  test('without an admin operator session every book route is 401 or 403 and changes nothing', async () => {
    const e = await footballEvent(app);
    const member = await fundedMember(app);
    const finance = await financeHeaders();
    const routes: [string, string, unknown][] = [
      ['GET', '/ops/sports/events', undefined],
      ['POST', '/ops/sports/events', { vendor: 'SUMMIT' }],
      ['PUT', `/ops/sports/events/${e.id}/odds`, { odds: [{ selectionId: e.markets[0]!.selections[0]!.id, odds: 500_000 }] }],
      ['PUT', `/ops/sports/events/${e.id}/markets/${e.markets[0]!.id}/state`, { state: 'SUSPENDED' }],
      ['PUT', `/ops/sports/events/${e.id}/state`, { state: 'LIVE' }],
      ['PUT', `/ops/sports/events/${e.id}/result`, { result: { score: { home: 9, away: 0 } } }],
      ['POST', `/ops/sports/events/${e.id}/cancel`, { reason: 'x' }],
      ['PUT', '/ops/sports/settings', { minStake: 1, maxStake: 1, maxPayout: 1, maxLiability: 1, liveDelayMs: 0 }],
    ];
    for (const [method, url, payload] of routes)
      for (const [headers, status] of [
        [{}, 401],
        [member.headers, 401],
        [finance, 403],
      ] as const) {
        const res = await app.inject({
          method: method as 'GET',
          url,
          headers,
          ...(payload ? { payload: payload as object } : {}),
        });
        expect(res.statusCode, `${method} ${url} ${status}`).toBe(status);
      }
    expect(await eventNow(e.id)).toEqual(e);
  });

  test('bad results are 400 naming the field (no 500) and change nothing', async () => {
    const m = await fundedMember(app, { funds: 100_000 });
    const e = await footballEvent(app);
    expect((await placeBet(app, m.headers, body({ legs: [leg(selection(e, 0, 'HOME'))] }))).statusCode).toBe(200);
    const bad: [unknown, string][] = [
      [{}, 'result'],
      [{ result: null }, 'result'],
      [{ result: { score: { home: -1, away: 0 } } }, 'result.score.home'],
      [{ result: { score: { home: '2', away: 0 } } }, 'result.score.home'],
      [{ result: { score: { home: 1.5, away: 0 } } }, 'result.score.home'],
      [{ result: { score: { home: 1e9, away: 0 } } }, 'result.score.home'],
      [{ result: { score: { home: 1 } } }, 'result.score.away'],
      [{ result: { cancelled: true } }, 'result'],
      [{ result: { winner: 'NOBODY' } }, 'result.winner'],
      [{ result: { score: { home: 1, away: 0 } }, settle: 'twice' }, ''],
    ];
    for (const [payload, path] of bad) {
      const res = await ops(app, 'PUT', `/events/${e.id}/result`, payload);
      expect([res.statusCode, res.json().code], JSON.stringify(payload)).toEqual([400, 'VALIDATION_FAILED']);
      expect(
        paths(res.json()).some((p) => p.startsWith(path)),
        `${JSON.stringify(payload)}: ${res.body}`,
      ).toBe(true);
    }
    const incomplete = await ops(app, 'PUT', `/events/${e.id}/result`, { result: { maps: ['HOME'] } });
    expect([incomplete.statusCode, incomplete.json().code]).toEqual([400, 'SPORTS_RESULT_INCOMPLETE']);
    expect((await ops(app, 'PUT', '/events/abc/result', { result: { score: { home: 1, away: 0 } } })).statusCode).toBe(400);
    expect((await ops(app, 'PUT', '/events/99999999999/result', { result: { score: { home: 1, away: 0 } } })).statusCode).toBe(
      404,
    );
    expect(await eventNow(e.id)).toEqual(e);
    expect((await myBets(m)).list[0]).toMatchObject({ status: 'OPEN', return: null });
    expect(await ledgerOf(app, m.id)).toEqual({ sent: 1_000, received: 0, transfers: 1 });
  });

  test('bad operator writes on events: a clear 4xx and nothing changed', async () => {
    const [e, other] = [await footballEvent(app), await footballEvent(app)];
    const foreign = other.markets[0]!.selections[0]!;
    const mine = e.markets[0]!.selections[0]!;
    const odds = await ops(app, 'PUT', `/events/${e.id}/odds`, {
      odds: [
        { selectionId: mine.id, odds: 30_000 },
        { selectionId: foreign.id, odds: 30_000 },
      ],
    });
    expect(odds.json().code).toBe('SPORTS_SELECTION_NOT_FOUND');
    const twice = await ops(app, 'PUT', `/events/${e.id}/odds`, {
      odds: [
        { selectionId: mine.id, odds: 30_000 },
        { selectionId: mine.id, odds: 40_000 },
      ],
    });
    expect([twice.statusCode, paths(twice.json())]).toEqual([400, ['odds']]);
    const market = await ops(app, 'PUT', `/events/${e.id}/markets/${other.markets[0]!.id}/state`, { state: 'SUSPENDED' });
    expect(market.json().code).toBe('SPORTS_MARKET_NOT_FOUND');
    const dup = await ops(app, 'POST', '/events', {
      vendor: 'SUMMIT',
      sport: 'FOOTBALL',
      competition: 'L',
      home: 'A',
      away: 'B',
      startsAt: e.startsAt,
      markets: [
        {
          kind: 'MATCH_RESULT',
          selections: [
            { code: 'HOME', odds: 20_000 },
            { code: 'HOME', odds: 20_000 },
          ],
        },
      ],
    });
    expect([dup.statusCode, dup.json().code]).toEqual([400, 'SPORTS_MARKET_SELECTIONS']);
    expect([await eventNow(e.id), await eventNow(other.id)]).toEqual([e, other]);
    expect((await ops(app, 'PUT', `/events/${e.id}/result`, { result: { score: { home: 1, away: 0 } } })).statusCode).toBe(200);
    expect((await ops(app, 'PUT', `/events/${e.id}/odds`, { odds: [{ selectionId: mine.id, odds: 30_000 }] })).json().code).toBe(
      'SPORTS_EVENT_STATE',
    );
  });

  test('corrections: the same one again moves nothing, two at once and two payers resettle each version once', async () => {
    const m = await fundedMember(app, { funds: 100_000 });
    const e = await footballEvent(app);
    const res = await placeBet(app, m.headers, body({ legs: [leg(selection(e, 0, 'HOME'))] }));
    const win = res.json().value.bet.maxPayout as number;
    const result = (home: number, away: number) =>
      ops(app, 'PUT', `/events/${e.id}/result`, { result: { score: { home, away } } });
    expect((await result(1, 0)).statusCode).toBe(200);
    expect((await result(0, 1)).statusCode).toBe(200);
    const lost = { sent: 1_000 + win, received: win, transfers: 3 };
    expect(await ledgerOf(app, m.id)).toEqual(lost);
    expect((await result(0, 1)).json().value.resultVersion).toBe(3);
    await Promise.all([runPayouts(app.sportsbook), runPayouts(app.sportsbook)]);
    expect(await ledgerOf(app, m.id)).toEqual(lost);
    const both = await Promise.all([result(2, 0), result(3, 0)]);
    expect(both.map((r) => r.statusCode)).toEqual([200, 200]);
    await Promise.all([runPayouts(app.sportsbook), runPayouts(app.sportsbook)]);
    expect(await ledgerOf(app, m.id)).toEqual({ sent: 1_000 + win, received: 2 * win, transfers: 4 });
    expect((await myBets(m)).list[0]).toMatchObject({ status: 'WON', return: win });
    expect(await balanceOf(app, m.headers)).toBe(100_000 - 1_000 + win);
  });

  test('hostile reads of events and bets are 400 (never 500); an unknown event is 404', async () => {
    const m = await fundedMember(app);
    const bad = ['/sgw/events?pageSize=0', '/sgw/events?pageSize=1000', '/sgw/events?state=NOPE', '/sgw/events?sport=GOLF'];
    bad.push('/sgw/events?pageNo=-1', '/sgw/events?merchantId=2', '/sgw/events/0', '/sgw/events/abc', '/sgw/events/1e400');
    bad.push('/sgw/bets?pageSize=51', '/sgw/bets?memberId=1', '/ops/sports/events?state=OPEN');
    for (const url of bad) {
      const headers = url.startsWith('/ops') ? opsHeaders : m.headers;
      const res = await app.inject({ method: 'GET', url, headers });
      expect([res.statusCode, res.json().code], url).toEqual([400, 'VALIDATION_FAILED']);
    }
    expect((await app.inject({ method: 'GET', url: '/sgw/events/99999999999' })).json().code).toBe('SPORTS_EVENT_NOT_FOUND');
  });

  test('a market the model cannot price needs its odds: a basketball total or handicap without them is refused, nothing created', async () => {
    const count = async () =>
      (await app.inject({ method: 'GET', url: '/ops/sports/events?pageSize=100', headers: opsHeaders })).json().value.total;
    const before = await count();
    for (const market of [
      { kind: 'OVER_UNDER', line: 150.5 },
      { kind: 'ASIAN_HANDICAP', line: -4.5 },
      { kind: 'MATCH_WINNER' },
    ]) {
      const res = await ops(app, 'POST', '/events', {
        vendor: 'SUMMIT',
        sport: 'BASKETBALL',
        competition: 'NBL',
        home: 'A',
        away: 'B',
        startsAt: new Date(Date.now() + 3_600_000).toISOString(),
        markets: [market],
      });
      expect([res.statusCode, res.json().code, paths(res.json())], JSON.stringify(market)).toEqual([
        400,
        'SPORTS_MARKET_PRICE',
        ['markets.0'],
      ]);
    }
    expect(await count()).toBe(before);
  });
});
