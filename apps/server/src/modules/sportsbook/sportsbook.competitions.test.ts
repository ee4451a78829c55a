import { describe, expect, test } from 'vitest';
import type { SportsCompetition, SportsEvent } from '@jade/contract/sportsbook';
import { buildTestApp } from '../../test/build-test-app';
import { footballEvent, openSportsVendors, ops, setSettings } from './sportsbook.test-kit';

/** Issue 19 item 8: a sport's competitions, and the events of one. */
const app = await buildTestApp();
await openSportsVendors(app);
await setSettings(app);

const get = (url: string) => app.inject({ method: 'GET', url });
const competitions = async (sport: string) => (await get(`/sgw/competitions?sport=${sport}`)).json().value as SportsCompetition[];
const eventsOf = async (competition: string) =>
  (await get(`/sgw/events?sport=FOOTBALL&competition=${encodeURIComponent(competition)}`)).json().value.list as SportsEvent[];

describe('competitions', () => {
  test('lists a sport’s competitions with events not over, by name, with live and upcoming counts; a competition lists its events', async () => {
    const [a, b, c] = ['Cup A', 'Cup B', 'Cup C'].map((n) => `${n} ${Date.now().toString(36)}`) as [string, string, string];
    const [live, suspended, soon] = [
      await footballEvent(app, { competition: a }),
      await footballEvent(app, { competition: a }),
      await footballEvent(app, { competition: a }),
    ];
    const other = await footballEvent(app, { competition: b });
    const over = await footballEvent(app, { competition: c });
    await footballEvent(app, {
      competition: a,
      sport: 'CRICKET',
      markets: [
        {
          kind: 'MATCH_WINNER',
          selections: [
            { code: 'HOME', odds: 19_000 },
            { code: 'AWAY', odds: 19_000 },
          ],
        },
      ],
    });
    expect((await ops(app, 'PUT', `/events/${live.id}/state`, { state: 'LIVE' })).statusCode).toBe(200);
    expect((await ops(app, 'PUT', `/events/${suspended.id}/state`, { state: 'SUSPENDED' })).statusCode).toBe(200);
    expect((await ops(app, 'PUT', `/events/${over.id}/result`, { result: { score: { home: 1, away: 0 } } })).statusCode).toBe(
      200,
    );

    const list = (await competitions('FOOTBALL')).filter((x) => [a, b, c].includes(x.name));
    expect(list).toEqual([
      { name: a, live: 2, upcoming: 1 },
      { name: b, live: 0, upcoming: 1 },
    ]);
    expect((await competitions('CRICKET')).find((x) => x.name === a)).toEqual({ name: a, live: 0, upcoming: 1 });
    expect((await eventsOf(a)).map((e) => e.id).sort()).toEqual([live.id, suspended.id, soon.id].sort());
    expect((await eventsOf(b)).map((e) => e.id)).toEqual([other.id]);
    expect(await eventsOf(c)).toEqual([]);
    expect(await eventsOf("x' or '1'='1")).toEqual([]);
  });

  test('a bad query is 400 naming the field, never a 500', async () => {
    const bad: [string, string][] = [
      ['/sgw/competitions', 'sport'],
      ['/sgw/competitions?sport=GOLF', 'sport'],
      ['/sgw/competitions?sport=FOOTBALL&x=1', ''],
      ['/sgw/events?competition=', 'competition'],
      [`/sgw/events?competition=${'x'.repeat(81)}`, 'competition'],
    ];
    for (const [url, path] of bad) {
      const res = await get(url);
      expect([res.statusCode, res.json().code], url).toEqual([400, 'VALIDATION_FAILED']);
      expect(
        (res.json().value as { path: string }[]).some((i) => i.path.startsWith(path)),
        res.body,
      ).toBe(true);
    }
  });
});
