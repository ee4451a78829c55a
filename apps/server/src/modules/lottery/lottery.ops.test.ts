import { describe, expect, test } from 'vitest';
import type { OpsLotteryDraw } from '@jade/contract/lottery';
import { buildTestApp, opsHeaders } from '../../test/build-test-app';
import * as lottery from './lottery.service';

const app = await buildTestApp();
/** A feed that has published nothing: the official draws wait for the operator. */
const silent: lottery.ResultsFeed = { name: 'silent', results: async () => new Map() };
const run = (iso: string, feed = silent) => lottery.runDraws(app.lottery, feed, new Date(iso));
const ops = (method: 'GET' | 'POST' | 'PUT', url: string, payload?: object) =>
  app.inject({ method, url: `/ops/lottery/games/${url}`, headers: opsHeaders, ...(payload ? { payload } : {}) });
const draw = async (game: string, drawNo: string): Promise<OpsLotteryDraw | undefined> =>
  ((await ops('GET', `${game}/draws?pageSize=100`)).json().value.list as OpsLotteryDraw[]).find((d) => d.drawNo === drawNo);
const auditCount = async () =>
  (await app.inject({ method: 'GET', url: '/ops/audit?limit=100', headers: opsHeaders })).json().value.length;
const lastAudit = async () =>
  (await app.inject({ method: 'GET', url: '/ops/audit?limit=1', headers: opsHeaders })).json().value[0];
const north = (first: string) => [
  first,
  ...Array.from({ length: 9 }, () => '12345'),
  ...Array(10).fill('1234'),
  '123',
  '456',
  '789',
  '01',
  '23',
  '45',
  '67',
];

describe('lottery operator API', () => {
  test('lists the hosted games with where their numbers come from', async () => {
    const res = await app.inject({ method: 'GET', url: '/ops/lottery/games', headers: opsHeaders });
    const games = res.json().value as { code: string; source: string; family: string }[];
    expect(games.find((g) => g.code === 'LOTT_VN_5M')).toMatchObject({ source: 'HOUSE', family: 'VN_NORTH' });
    expect(games.some((g) => g.source === 'FEED')).toBe(true);
    expect((await app.inject({ method: 'GET', url: '/ops/lottery/games' })).json().code).toBe('OPS_UNAUTHORIZED');
  });

  test('the calendar of a game is paged, the latest draw first, and filters by status', async () => {
    await run('2025-03-10T10:00:00Z');
    const page = (await ops('GET', 'VN_NORTH/draws?pageSize=2')).json().value;
    expect(page).toMatchObject({ pageNo: 1, pageSize: 2, total: 3 });
    expect(page.list.map((d: OpsLotteryDraw) => d.drawNo)).toEqual(['20250312', '20250311']);
    expect(page.list[0]).toMatchObject({ serverSeed: null, numbers: null, results: [] });
    const open = (await ops('GET', 'VN_NORTH/draws?status=OPEN')).json().value.list;
    expect(open.map((d: OpsLotteryDraw) => d.drawNo)).toEqual(['20250310']);
  });

  test('cancels a draw not drawn yet, revealing its seed, and audits it; twice is refused', async () => {
    const before = await auditCount();
    const res = await ops('POST', 'VN_NORTH/draws/20250311/cancel', { reason: 'Holiday' });
    expect(res.statusCode).toBe(200);
    expect(res.json().value).toMatchObject({ status: 'CANCELLED', cancelReason: 'Holiday' });
    expect(res.json().value.serverSeed).toMatch(/^[0-9a-f]{64}$/);
    expect(await lastAudit()).toMatchObject({
      action: 'lottery.draw.cancel',
      before: { status: 'SCHEDULED' },
      after: { status: 'CANCELLED' },
    });
    const again = await ops('POST', 'VN_NORTH/draws/20250311/cancel', { reason: 'Again' });
    expect(again.statusCode).toBe(409);
    expect(again.json().code).toBe('LOTTERY_DRAW_STATE');
    expect(await auditCount()).toBe(before + 1);
    // The job leaves a cancelled draw alone.
    await run('2025-03-11T11:20:00Z');
    expect(await draw('VN_NORTH', '20250311')).toMatchObject({ status: 'CANCELLED', numbers: null });
  });

  test('cancels a draw of the calendar further ahead than the job has created, not a day without a draw', async () => {
    const res = await ops('POST', 'VN_HCM/draws/20270102/cancel', { reason: 'New year' });
    expect(res.statusCode).toBe(200);
    expect(res.json().value).toMatchObject({ drawNo: '20270102', status: 'CANCELLED', drawAt: '2027-01-02T09:15:00.000Z' });
    const before = await auditCount();
    // Tuesday is not a Ho Chi Minh City drawing day; 13th month; a past draw never held.
    for (const [no, status, code] of [
      ['20270105', 404, 'LOTTERY_DRAW_NOT_FOUND'],
      ['20271305', 404, 'LOTTERY_DRAW_NOT_FOUND'],
      ['20200104', 409, 'LOTTERY_DRAW_STATE'],
    ] as const) {
      const r = await ops('POST', `VN_HCM/draws/${no}/cancel`, { reason: 'x' });
      expect([no, r.statusCode, r.json().code]).toEqual([no, status, code]);
    }
    expect(await auditCount()).toBe(before);
  });

  test('enters the numbers of an official draw after its time, once they have the game’s layout', async () => {
    await run('2025-03-12T11:15:05Z');
    expect(await draw('VN_NORTH', '20250312')).toMatchObject({ status: 'CLOSED', numbers: null });
    const before = await auditCount();
    const bad = [
      ['too few', { numbers: ['12345'] }],
      ['wrong digits', { numbers: north('1234') }],
      ['letters', { numbers: north('1234a') }],
      ['unknown field', { numbers: north('12345'), version: 2 }],
      ['not a list', { numbers: '12345' }],
    ] as const;
    for (const [why, body] of bad) {
      const r = await ops('PUT', 'VN_NORTH/draws/20250312/result', body);
      expect([why, r.statusCode, r.json().code]).toEqual([why, 400, 'VALIDATION_FAILED']);
    }
    expect(await auditCount()).toBe(before);
    expect(await draw('VN_NORTH', '20250312')).toMatchObject({ status: 'CLOSED', numbers: null, resultVersion: 0, results: [] });

    const ok = await ops('PUT', 'VN_NORTH/draws/20250312/result', { numbers: north('00001') });
    expect(ok.statusCode).toBe(200);
    expect(ok.json().value).toMatchObject({ status: 'DRAWN', resultVersion: 1, serverSeed: null });
    expect(await lastAudit()).toMatchObject({
      action: 'lottery.draw.result',
      before: { status: 'CLOSED' },
      after: { resultVersion: 1 },
    });
    await run('2025-03-12T11:15:10Z');
    expect(await draw('VN_NORTH', '20250312')).toMatchObject({ status: 'SETTLED', numbers: north('00001') });
  });

  test('corrects a result as a new version, keeping the old numbers; the same numbers are refused', async () => {
    const res = await ops('PUT', 'VN_NORTH/draws/20250312/result', { numbers: north('99999') });
    expect(res.statusCode).toBe(200);
    const d = res.json().value as OpsLotteryDraw;
    expect(d).toMatchObject({ status: 'SETTLED', resultVersion: 2, numbers: north('99999') });
    expect(d.results.map((v) => [v.version, v.source, v.numbers[0]])).toEqual([
      [1, 'OPERATOR', '00001'],
      [2, 'OPERATOR', '99999'],
    ]);
    expect(await lastAudit()).toMatchObject({ before: { resultVersion: 1 }, after: { resultVersion: 2 } });
    const same = await ops('PUT', 'VN_NORTH/draws/20250312/result', { numbers: north('99999') });
    expect([same.statusCode, same.json().code]).toEqual([400, 'VALIDATION_FAILED']);
    const verify = (await app.inject({ method: 'GET', url: '/lgw/vn/games/VN_NORTH/draws/20250312/verify' })).json().value;
    expect(verify).toMatchObject({ resultVersion: 2, resultSource: 'OPERATOR', matchesSeed: false });
  });

  test('refuses numbers for a house game, a draw still open, and a cancelled draw', async () => {
    const before = await auditCount();
    const house = await ops('PUT', 'LOTT_5D_1M/draws/20250312-1100/result', { numbers: ['1', '2', '3', '4', '5'] });
    expect([house.statusCode, house.json().code]).toEqual([409, 'LOTTERY_HOUSE_DRAW']);
    const open = await ops('PUT', 'VN_NORTH/draws/20250313/result', { numbers: north('12345') });
    expect([open.statusCode, open.json().code]).toEqual([409, 'LOTTERY_DRAW_STATE']);
    const cancelled = await ops('PUT', 'VN_NORTH/draws/20250311/result', { numbers: north('12345') });
    expect([cancelled.statusCode, cancelled.json().code]).toEqual([409, 'LOTTERY_DRAW_STATE']);
    const drawn = await ops('POST', 'VN_NORTH/draws/20250312/cancel', { reason: 'late' });
    expect([drawn.statusCode, drawn.json().code]).toEqual([409, 'LOTTERY_DRAW_STATE']);
    expect(await auditCount()).toBe(before);
  });

  test('hostile input: unknown games, bad draw numbers, encoded paths, no operator token', async () => {
    const cases: [string, 'GET' | 'POST' | 'PUT', string, object | undefined, number][] = [
      ['unknown game', 'GET', 'NOPE/draws', undefined, 404],
      ['lower case', 'GET', 'vn_north/draws', undefined, 400],
      ['dashed date', 'POST', 'VN_NORTH/draws/2025-03-14/cancel', { reason: 'x' }, 400],
      ['encoded dots', 'POST', 'VN_NORTH/draws/%2e%2e%2f%2e%2e/cancel', { reason: 'x' }, 400],
      ['encoded quote', 'GET', "VN_NORTH'%3B--/draws", undefined, 400],
      ['empty reason', 'POST', 'VN_NORTH/draws/20250314/cancel', { reason: ' ' }, 400],
      ['page size', 'GET', 'VN_NORTH/draws?pageSize=1000', undefined, 400],
      ['status', 'GET', 'VN_NORTH/draws?status=DONE', undefined, 400],
    ];
    for (const [why, method, url, body, status] of cases)
      expect([why, (await ops(method, url, body)).statusCode]).toEqual([why, status]);
    const anonymous = await app.inject({ method: 'GET', url: '/ops/lottery/games/VN_NORTH/draws' });
    expect(anonymous.statusCode).toBe(401);
    expect(await draw('VN_NORTH', '20250314')).toMatchObject({ status: 'SCHEDULED' });
  });
});
