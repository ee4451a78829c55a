import { describe, expect, test } from 'vitest';
import type { SportsBet, SportsEvent } from '@jade/contract/sportsbook';
import { buildTestApp } from '../../test/build-test-app';
import { fundedMember } from '../../test/money';
import { simulatedFeed } from './sportsbook.feed';
import { RUNNING_MS, runSportsbook } from './sportsbook.job';
import { ledgerOf, newKey, openSportsVendors, ops, placeBet, setSettings } from './sportsbook.test-kit';

const app = await buildTestApp();
await openSportsVendors(app);
await setSettings(app);
const DAY = 86_400_000;

describe('the simulated sports feed', () => {
  test('is deterministic from its seed and keeps football, an e-sport, a cockfight and the other sports every day', () => {
    const from = new Date(Date.UTC(2026, 10, 28));
    const to = new Date(from.getTime() + 2 * DAY);
    const [a, b, c] = [simulatedFeed('s1'), simulatedFeed('s1'), simulatedFeed('s2')];
    expect(a.fixtures(from, to)).toEqual(b.fixtures(from, to));
    expect(a.fixtures(from, to).map((f) => f.home)).not.toEqual(c.fixtures(from, to).map((f) => f.home));
    const day = a.fixtures(from, new Date(from.getTime() + DAY));
    const count = (sport: string) => day.filter((f) => f.sport === sport).length;
    expect([count('FOOTBALL'), count('ESPORTS'), count('COCKFIGHT')]).toEqual([12, 12, 12]);
    // And six of each other sport (sportsbook.feed-sports.test.ts).
    expect(['CRICKET', 'BASKETBALL', 'TENNIS', 'VOLLEYBALL', 'KABADDI'].map(count)).toEqual([6, 6, 6, 6, 6]);
    // At any minute of the day something is live, so a fresh start always shows a live event.
    for (let minute = 0; minute < 24 * 60; minute += 5) {
      const at = new Date(from.getTime() + DAY + minute * 60_000);
      const running = a.fixtures(new Date(at.getTime() - 2 * 3_600_000), new Date(at.getTime() + 1));
      expect(
        running.some((f) => a.state(f.key, f.startsAt, at).phase === 'LIVE'),
        `minute ${minute}`,
      ).toBe(true);
    }
    for (const f of day) {
      const end = new Date(f.startsAt.getTime() + 3 * 3_600_000);
      expect(a.state(f.key, f.startsAt, end)).toEqual(b.state(f.key, f.startsAt, end));
      expect(a.state(f.key, f.startsAt, end).phase).toBe('ENDED');
    }
  });

  test('the job schedules the next days once, moves a match live and its result settles the bets on it', async () => {
    const feed = simulatedFeed('feed-test');
    const now = new Date();
    const first = await runSportsbook(app.sportsbook, feed, now);
    expect(first.created).toBe(feed.fixtures(new Date(now.getTime() - RUNNING_MS), new Date(now.getTime() + 3 * DAY)).length);
    expect((await runSportsbook(app.sportsbook, feed, now)).created).toBe(0);

    const list = await app.inject({ method: 'GET', url: '/sgw/events?sport=FOOTBALL' });
    const summary = (list.json().value.list as SportsEvent[]).find((e) => new Date(e.startsAt).getTime() > Date.now() + 60_000)!;
    const e = (await app.inject({ method: 'GET', url: `/sgw/events/${summary.id}` })).json().value as SportsEvent;
    expect(e.markets.map((m) => m.kind)).toEqual(['MATCH_RESULT', 'ASIAN_HANDICAP', 'OVER_UNDER']);
    const m = await fundedMember(app, { funds: 100_000 });
    const bets: SportsBet[] = [];
    for (const s of e.markets[0]!.selections) {
      const res = await placeBet(app, m.headers, {
        clientKey: newKey(),
        stake: 1_000,
        legs: [{ selectionId: s.id, odds: s.odds }],
      });
      expect(res.statusCode).toBe(200);
      bets.push(res.json().value.bet);
    }

    const start = new Date(e.startsAt);
    await runSportsbook(app.sportsbook, feed, new Date(start.getTime() + 45 * 60_000));
    const live = (await app.inject({ method: 'GET', url: `/sgw/events/${e.id}` })).json().value as SportsEvent;
    const key = feed.fixtures(start, new Date(start.getTime() + 1)).find((f) => f.home === e.home)!.key;
    const half = feed.state(key, start, new Date(start.getTime() + 45 * 60_000));
    expect(live.state).toBe('LIVE');
    expect(live.score).toEqual(half.phase === 'LIVE' ? half.score : null);

    await runSportsbook(app.sportsbook, feed, new Date(start.getTime() + 100 * 60_000));
    const ended = (await app.inject({ method: 'GET', url: `/sgw/events/${e.id}` })).json().value as SportsEvent;
    const final = feed.state(key, start, new Date(start.getTime() + 100 * 60_000));
    expect(ended).toMatchObject({ state: 'SETTLED', resultVersion: 1, result: final.phase === 'ENDED' ? final.result : null });
    const mine = (await app.inject({ method: 'GET', url: '/sgw/bets?state=settled', headers: m.headers })).json().value
      .list as SportsBet[];
    expect(mine.map((b) => b.status).sort()).toEqual(['LOST', 'LOST', 'WON']);
    const won = mine.find((b) => b.status === 'WON')!;
    expect(await ledgerOf(app, m.id)).toMatchObject({ sent: 3_000, received: won.return });
  });
  test('a market the operator suspends keeps its place: the live prices of the next market are its own', async () => {
    const feed = simulatedFeed('feed-test');
    const now = new Date();
    await runSportsbook(app.sportsbook, feed, now);
    const list = (await app.inject({ method: 'GET', url: '/sgw/events?sport=FOOTBALL&pageSize=50' })).json().value
      .list as SportsEvent[];
    // A match ahead, and a minute of it live with prices where the two markets' home prices differ.
    const found = list
      .filter((e) => e.state === 'SCHEDULED' && new Date(e.startsAt).getTime() > Date.now() + 60_000)
      .flatMap((e) => {
        const start = new Date(e.startsAt);
        const key = feed.fixtures(start, new Date(start.getTime() + 1)).find((f) => f.home === e.home)?.key;
        if (!key) return [];
        for (let minute = 5; minute < 85; minute++) {
          const at = new Date(start.getTime() + minute * 60_000);
          const s = feed.state(key, start, at);
          if (s.phase === 'LIVE' && s.odds && !s.suspended && s.odds[0]!.HOME !== s.odds[1]!.HOME) return [{ e, at, s }];
        }
        return [];
      })[0]!;
    const e = (await app.inject({ method: 'GET', url: `/sgw/events/${found.e.id}` })).json().value as SportsEvent;
    const [result, handicap] = [e.markets[0]!, e.markets[1]!];
    expect([result.kind, handicap.kind]).toEqual(['MATCH_RESULT', 'ASIAN_HANDICAP']);
    const susp = await ops(app, 'PUT', `/events/${e.id}/markets/${result.id}/state`, { state: 'SUSPENDED' });
    expect(susp.statusCode, susp.body).toBe(200);
    await runSportsbook(app.sportsbook, feed, found.at);
    const after = (await app.inject({ method: 'GET', url: `/sgw/events/${e.id}` })).json().value as SportsEvent;
    const odds = (m: number) => Object.fromEntries(after.markets[m]!.selections.map((x) => [x.code, x.odds]));
    // The suspended 1X2 keeps its prices; the handicap has its own (moved or not), never the 1X2's.
    expect(odds(0)).toEqual(Object.fromEntries(result.selections.map((x) => [x.code, x.odds])));
    for (const x of handicap.selections) expect([x.odds, found.s.odds![1]![x.code]]).toContain(odds(1)[x.code]);
    expect(odds(1).HOME).not.toBe(found.s.odds![0]!.HOME);
  });
});
