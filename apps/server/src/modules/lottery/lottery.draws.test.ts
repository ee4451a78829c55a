import { describe, expect, test } from 'vitest';
import type { LotteryVerify, OpsLotteryDraw } from '@jade/contract/lottery';
import { houseDraw } from '@jade/engines/lottery/layouts';
import { hashServerSeed, nobleHmac } from '@jade/engines/rng';
import { buildTestApp, opsHeaders } from '../../test/build-test-app';
import * as lottery from './lottery.service';

const app = await buildTestApp();
const m = app.merchantId;
const run = (iso: string, feed = lottery.simulatedFeed) => lottery.runDraws(app.lottery, feed, new Date(iso));

async function calendar(game: string, query = 'pageSize=100'): Promise<OpsLotteryDraw[]> {
  const res = await app.inject({ method: 'GET', url: `/ops/lottery/games/${game}/draws?${query}`, headers: opsHeaders });
  expect(res.statusCode).toBe(200);
  return (res.json().value.list as OpsLotteryDraw[]).sort((a, b) => a.drawAt.localeCompare(b.drawAt));
}
async function verify(game: string, drawNo: string): Promise<LotteryVerify> {
  const res = await app.inject({ method: 'GET', url: `/lgw/vn/games/${game}/draws/${drawNo}/verify` });
  expect(res.statusCode).toBe(200);
  return res.json().value;
}
const at = (list: OpsLotteryDraw[], drawNo: string) => list.find((d) => d.drawNo === drawNo);

describe('lottery draws', () => {
  test('materializes each game’s next draws in its own +07:00 day around midnight', async () => {
    // 23:58 on Tuesday 24 November in Vietnam.
    const first = await run('2026-11-24T16:58:00Z');
    expect(first.skipped).toBe(false);
    expect(first.created).toBeGreaterThan(0);
    const fast = await calendar('LOTT_5D_1M');
    expect(fast.slice(0, 3).map((d) => [d.drawNo, d.status, d.closesAt, d.drawAt])).toEqual([
      ['20261124-1439', 'OPEN', '2026-11-24T16:58:55.000Z', '2026-11-24T16:59:00.000Z'],
      // The draw at local midnight is the last of the day before.
      ['20261124-1440', 'SCHEDULED', '2026-11-24T16:59:55.000Z', '2026-11-24T17:00:00.000Z'],
      ['20261125-0001', 'SCHEDULED', '2026-11-24T17:00:55.000Z', '2026-11-24T17:01:00.000Z'],
    ]);
    // Half an hour of one-minute draws lies ahead; the five-minute game closes 30 s before.
    expect(fast).toHaveLength(30);
    const five = await calendar('LOTT_VN_5M');
    expect(five[0]).toMatchObject({
      drawNo: '20261124-0288',
      drawAt: '2026-11-24T17:00:00.000Z',
      closesAt: '2026-11-24T16:59:30.000Z',
    });
    // Northern Vietnam: every day at 18:15 +07:00, closing 15 minutes before, taking bets since the last draw.
    expect((await calendar('VN_NORTH')).map((d) => [d.drawNo, d.status, d.opensAt, d.closesAt])).toEqual([
      ['20261125', 'OPEN', '2026-11-24T11:15:00.000Z', '2026-11-25T11:00:00.000Z'],
      ['20261126', 'SCHEDULED', '2026-11-25T11:15:00.000Z', '2026-11-26T11:00:00.000Z'],
      ['20261127', 'SCHEDULED', '2026-11-26T11:15:00.000Z', '2026-11-27T11:00:00.000Z'],
    ]);
    // Ho Chi Minh City draws on Mondays and Saturdays at 16:15 +07:00.
    expect((await calendar('VN_HCM')).map((d) => [d.drawNo, d.drawAt])).toEqual([
      ['20261128', '2026-11-28T09:15:00.000Z'],
      ['20261130', '2026-11-30T09:15:00.000Z'],
      ['20261205', '2026-12-05T09:15:00.000Z'],
    ]);
    // A second run creates nothing more.
    expect((await run('2026-11-24T16:58:00Z')).created).toBe(0);
  });

  test('numbers an +08:00 game’s draws by its own day across its midnight', async () => {
    // 23:58:30 on Wednesday 25 November in Singapore; SEA 4D draws Wed/Sat/Sun at 19:00 +08:00.
    const sea = (await calendar('SEA_4D')).map((d) => [d.drawNo, d.drawAt]);
    expect(sea).toEqual([
      ['20261125', '2026-11-25T11:00:00.000Z'],
      ['20261128', '2026-11-28T11:00:00.000Z'],
      ['20261129', '2026-11-29T11:00:00.000Z'],
    ]);
    await lottery.addGames(app.db, [
      {
        merchantId: m,
        code: 'TEST_SG_5M',
        vendor: 'LOTT',
        family: 'FAST_5D',
        schedule: { kind: 'cycle', utcOffsetMinutes: 480, seconds: 300, closeSeconds: 30 },
        source: 'HOUSE',
        prizeModes: ['LOTT'],
        name: { en: 'Singapore 5 min' },
      },
    ]);
    await run('2026-11-25T15:58:30Z');
    expect((await calendar('TEST_SG_5M')).slice(0, 2).map((d) => [d.drawNo, d.drawAt])).toEqual([
      ['20261125-0288', '2026-11-25T16:00:00.000Z'],
      ['20261126-0001', '2026-11-25T16:05:00.000Z'],
    ]);
    // The SEA draw of Wednesday was published by the simulated feed at its time, and the next one is added.
    const after = await calendar('SEA_4D');
    expect(at(after, '20261125')).toMatchObject({ status: 'SETTLED', resultVersion: 1 });
    expect(at(after, '20261125')!.numbers).toHaveLength(23);
    expect(at(after, '20261128')).toMatchObject({ status: 'OPEN' });
    expect(at(after, '20261202')).toMatchObject({ status: 'SCHEDULED', opensAt: '2026-11-29T11:00:00.000Z' });
  });

  test('draws a house draw from its committed seed, which stays secret until the draw is settled', async () => {
    await run('2026-11-26T03:00:10Z');
    const open = await verify('LOTT_5D_1M', '20261126-0601');
    expect(open).toMatchObject({ status: 'OPEN', serverSeed: null, numbers: null, matchesSeed: null, nonce: 202611260601 });
    expect(open.serverSeedHash).toMatch(/^[0-9a-f]{64}$/);
    await run('2026-11-26T03:00:55Z');
    expect(await verify('LOTT_5D_1M', '20261126-0601')).toMatchObject({ status: 'CLOSED', serverSeed: null, numbers: null });
    await run('2026-11-26T03:01:00Z');
    const done = await verify('LOTT_5D_1M', '20261126-0601');
    expect(done).toMatchObject({ status: 'SETTLED', resultSource: 'HOUSE', resultVersion: 1, matchesSeed: true });
    // Anyone recomputes it: the seed hashes to the published commitment and gives the numbers.
    expect(hashServerSeed(done.serverSeed!)).toBe(open.serverSeedHash);
    expect(houseDraw(nobleHmac, 'FAST_5D', done.serverSeed!, done.clientSeed, done.nonce)).toEqual(done.numbers);
    // The next draw's seed is still secret.
    expect((await verify('LOTT_5D_1M', '20261126-0602')).serverSeed).toBeNull();
  });

  test('the simulated feed publishes an official draw at its real draw time, verifiable from its seed', async () => {
    await run('2026-11-26T11:14:59Z');
    expect(await verify('VN_NORTH', '20261126')).toMatchObject({ status: 'CLOSED', numbers: null, serverSeed: null });
    await run('2026-11-26T11:15:00Z');
    const v = await verify('VN_NORTH', '20261126');
    expect(v).toMatchObject({ status: 'SETTLED', resultSource: 'FEED', matchesSeed: true, family: 'VN_NORTH' });
    expect(v.numbers).toHaveLength(27);
    expect(houseDraw(nobleHmac, 'VN_NORTH', v.serverSeed!, 'VN_NORTH', 20261126)).toEqual(v.numbers);
  });

  test('a feed answer that is not of the game’s layout is not written: the draw waits', async () => {
    const bad: lottery.ResultsFeed = {
      name: 'bad',
      results: async (draws) => new Map(draws.map((d) => [`${d.gameCode}/${d.drawNo}`, ['1234']])),
    };
    const out = await run('2026-11-28T11:00:00Z', bad);
    expect(out.rejected).toContain('SEA_4D/20261128');
    expect(at(await calendar('SEA_4D'), '20261128')).toMatchObject({ status: 'CLOSED', numbers: null, resultVersion: 0 });
    await run('2026-11-28T11:00:02Z');
    expect(at(await calendar('SEA_4D'), '20261128')).toMatchObject({ status: 'SETTLED', resultVersion: 1 });
  });
});
