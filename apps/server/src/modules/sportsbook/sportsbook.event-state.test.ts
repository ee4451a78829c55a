import { describe, expect, test } from 'vitest';
import type { SportsBet, SportsEvent } from '@jade/contract/sportsbook';
import { buildTestApp, opsHeaders } from '../../test/build-test-app';
import { balanceOf, fundedMember } from '../../test/money';
import { betOn, footballEvent, newKey, openSportsVendors, ops, placeBet, selection, setSettings } from './sportsbook.test-kit';

/** The operator runs an event the feed does not: starts it live, moves its score, suspends and resumes it. */
const app = await buildTestApp();
await openSportsVendors(app);
await setSettings(app);

const state = (e: SportsEvent, payload: unknown) => ops(app, 'PUT', `/events/${e.id}/state`, payload);
const eventNow = async (id: number) =>
  (await app.inject({ method: 'GET', url: `/sgw/events/${id}` })).json().value as SportsEvent;
const openBet = async (headers: Record<string, string>, id: number) =>
  ((await app.inject({ method: 'GET', url: '/sgw/bets?pageSize=50', headers })).json().value.list as SportsBet[]).find(
    (b) => b.id === id,
  )!;
const lastAudit = async () =>
  (await app.inject({ method: 'GET', url: '/ops/audit?limit=1', headers: opsHeaders })).json().value[0];

describe('the operator’s start, score and suspension of an event', () => {
  test('an event started live takes live bets; suspended it takes none and offers no cash-out; resumed with a score it does again', async () => {
    const m = await fundedMember(app, { funds: 100_000 });
    const e = await footballEvent(app);
    const placed = await betOn(app, m.headers, [[e, 0, 'HOME']]);

    const live = await state(e, { state: 'LIVE', score: { home: 0, away: 0 } });
    expect(live.statusCode, live.body).toBe(200);
    expect(live.json().value).toMatchObject({ state: 'LIVE', score: { home: 0, away: 0 } });
    expect(await lastAudit()).toMatchObject({
      action: 'sports.event.state',
      before: { state: 'SCHEDULED' },
      after: { state: 'LIVE' },
    });
    expect((await betOn(app, m.headers, [[e, 0, 'AWAY']])).status).toBe('OPEN');

    expect((await state(e, { state: 'SUSPENDED' })).json().value.state).toBe('SUSPENDED');
    const before = await balanceOf(app, m.headers);
    const refused = await placeBet(app, m.headers, {
      clientKey: newKey(),
      stake: 1_000,
      legs: [{ selectionId: selection(e, 0, 'DRAW').id, odds: selection(e, 0, 'DRAW').odds }],
    });
    expect([refused.statusCode, refused.json().code]).toEqual([409, 'SPORTS_EVENT_CLOSED']);
    expect(await balanceOf(app, m.headers)).toBe(before);
    expect((await openBet(m.headers, placed.id)).cashOut).toBeNull();

    const resumed = await state(e, { state: 'LIVE', score: { home: 1, away: 0 } });
    expect(resumed.json().value).toMatchObject({ state: 'LIVE', score: { home: 1, away: 0 } });
    expect(await eventNow(e.id)).toMatchObject({ state: 'LIVE', score: { home: 1, away: 0 } });
    expect((await openBet(m.headers, placed.id)).cashOut).not.toBeNull();
    expect((await betOn(app, m.headers, [[e, 0, 'DRAW']])).status).toBe('OPEN');
  });

  test('an event over does not move; bad bodies are 400 naming the field; none of it changes anything', async () => {
    const [settled, cancelled, e] = [await footballEvent(app), await footballEvent(app), await footballEvent(app)];
    expect((await ops(app, 'PUT', `/events/${settled.id}/result`, { result: { score: { home: 1, away: 1 } } })).statusCode).toBe(
      200,
    );
    expect((await ops(app, 'POST', `/events/${cancelled.id}/cancel`, { reason: 'rain' })).statusCode).toBe(200);
    for (const over of [settled, cancelled])
      for (const to of ['LIVE', 'SUSPENDED']) {
        const res = await state(over, { state: to });
        expect([res.statusCode, res.json().code], `${over.id} → ${to}`).toEqual([409, 'SPORTS_EVENT_STATE']);
      }
    // Suspending is from SCHEDULED or LIVE only: twice is refused.
    expect((await state(e, { state: 'SUSPENDED' })).statusCode).toBe(200);
    expect((await state(e, { state: 'SUSPENDED' })).json().code).toBe('SPORTS_EVENT_STATE');
    const now = await eventNow(e.id);
    const bad: [unknown, string][] = [
      [{}, 'state'],
      [{ state: 'ENDED' }, 'state'],
      [{ state: 'SETTLED' }, 'state'],
      [{ state: 'LIVE', score: { home: -1, away: 0 } }, 'score.home'],
      [{ state: 'LIVE', score: { home: 1 } }, 'score.away'],
      [{ state: 'LIVE', score: { home: 1000, away: 0 } }, 'score.home'],
      [{ state: 'LIVE', extra: 1 }, ''],
    ];
    for (const [payload, path] of bad) {
      const res = await state(e, payload);
      expect([res.statusCode, res.json().code], JSON.stringify(payload)).toEqual([400, 'VALIDATION_FAILED']);
      const paths = (res.json().value as { path: string }[]).map((i) => i.path);
      expect(
        paths.some((p) => p.startsWith(path)),
        res.body,
      ).toBe(true);
    }
    expect((await ops(app, 'PUT', '/events/99999999999/state', { state: 'LIVE' })).statusCode).toBe(404);
    expect(await eventNow(e.id)).toEqual(now);
  });
});
