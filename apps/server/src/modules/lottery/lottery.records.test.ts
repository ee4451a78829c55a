import { describe, expect, test } from 'vitest';
import type { LotterySlip } from '@jade/contract/lottery';
import { buildTestApp } from '../../test/build-test-app';
import { loginAs } from '../../test/login';
import { fundedMember } from '../../test/money';
import { drainFigures } from '../figures/figures.drain';
import * as members from '../members/members.service';
import * as lottery from './lottery.service';
import { newKey, numbersOfDraw, openDraw, openVendors, placeSlip } from './lottery.test-kit';

const app = await buildTestApp();
await openVendors(app);

const get = async (url: string, headers: Record<string, string>) => {
  const res = await app.inject({ method: 'GET', url, headers });
  expect(res.statusCode, res.body).toBe(200);
  return res.json().value;
};

describe('lottery rounds in the records and reports', () => {
  test('a settled slip is a round of its category in the betting record, profit and loss and the upline agent’s team reports', async () => {
    const agent = (await members.findByUsername(app.db, app.merchantId, 'agent01'))!;
    const { headers: A } = await loginAs(app, 'agent01', 'Agent@1234');
    const m = await fundedMember(app, { funds: 100_000, uplineId: agent.id });
    const d = await openDraw(app, 'LOTT_VN_5M');
    const tail = (await numbersOfDraw(app, d.id))[0]!.slice(-2);
    const body = { gameCode: 'LOTT_VN_5M', drawNo: d.drawNo, unit: 100, multiplier: 1, clientKey: newKey() };
    expect((await placeSlip(app, m.headers, { ...body, lines: [{ type: 'LO2', picks: [[tail]] }] })).statusCode).toBe(200);
    await lottery.runDraws(app.lottery, lottery.simulatedFeed, new Date(d.drawAt.getTime() + 1_000));
    const [slip] = (await get('/lgw/vn/bets?state=settled', m.headers)).list as LotterySlip[];
    expect(slip!.win).toBeGreaterThan(0);
    const win = slip!.win!;

    const bets = await get('/wps/wallet/bets?tz=345', m.headers);
    expect(bets.list).toHaveLength(1);
    expect(bets.list[0]).toMatchObject({ category: 'LOTT', gameCode: 'LOTT_VN_5M', stake: 100, win });
    await drainFigures(app.db, app.merchantId);
    const profit = await get('/wps/wallet/profit?tz=345', m.headers);
    expect(profit.byCategory.find((c: { category: string }) => c.category === 'LOTT')).toMatchObject({ profit: win - 100 });
    const team = await get(`/wps/agent/reports/bets?tz=345&username=${m.username}`, A);
    expect(team.list.map((r: { username: string; category: string }) => [r.username, r.category])).toEqual([
      [m.username, 'LOTT'],
    ]);
    expect(team.totals).toEqual({ stake: 100, win, profit: win - 100 });
  });
});
