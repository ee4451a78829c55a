import { sql } from 'drizzle-orm';
import { describe, expect, test } from 'vitest';
import type { LotterySlip } from '@jade/contract/lottery';
import { buildTestApp, opsHeaders } from '../../test/build-test-app';
import { balanceOf, fundedMember } from '../../test/money';
import * as bets from './lottery.bets';
import { count, ledgerOf, lotteryRows, newKey, openDraw, openVendors, placeSlip, type SlipBody } from './lottery.test-kit';

const app = await buildTestApp();
const onPostgres = app.dbKind === 'postgres';
await openVendors(app);
const draw = await openDraw(app, 'LOTT_VN_5M');
const slip = (over: Partial<SlipBody> = {}): SlipBody => ({
  gameCode: 'LOTT_VN_5M',
  drawNo: draw.drawNo,
  unit: 100,
  multiplier: 2,
  lines: [{ type: 'LO2', picks: [['12', '34', '56']] }],
  clientKey: newKey(),
  ...over,
});
const setLimits = (limits: Record<string, number>) =>
  app.inject({
    method: 'PUT',
    url: '/ops/lottery/limits',
    headers: opsHeaders,
    payload: { minUnit: 10, maxUnit: 1_000_000, minTotal: 100, maxTotal: 10_000_000, maxPayoutPerNumber: 100_000_000, ...limits },
  });

/** A refused slip: its code, and nothing written or moved (slips, lines, liabilities, balance, ledger). */
async function expectRefused(m: { id: number; headers: Record<string, string> }, body: SlipBody, status: number, code: string) {
  const rows = await lotteryRows(app);
  const balance = await balanceOf(app, m.headers);
  const ledger = await ledgerOf(app, m.id);
  const res = await placeSlip(app, m.headers, body);
  expect([res.statusCode, res.json().code]).toEqual([status, code]);
  expect(await lotteryRows(app)).toEqual(rows);
  expect(await balanceOf(app, m.headers)).toBe(balance);
  expect(await ledgerOf(app, m.id)).toEqual(ledger);
}

describe('placing a lottery slip', () => {
  test('takes Σ tickets × unit × multiplier by one debit and shows the slip in my bets', async () => {
    const m = await fundedMember(app, { funds: 100_000 });
    const body = slip({
      lines: [
        { type: 'LO2', picks: [['12', '34', '56']] },
        { type: 'XIEN2', picks: [['01', '02', '03']] },
      ],
    });
    const res = await placeSlip(app, m.headers, body);
    expect(res.statusCode).toBe(200);
    const { slip: s, balance } = res.json().value as { slip: LotterySlip; balance: number };
    expect(s).toMatchObject({ gameCode: 'LOTT_VN_5M', drawNo: draw.drawNo, status: 'OPEN', tickets: 6, total: 6 * 100 * 2 });
    expect(s.lines.map((l) => [l.type, l.tickets, l.hits])).toEqual([
      ['LO2', 3, null],
      ['XIEN2', 3, null],
    ]);
    expect(balance).toBe(100_000 - 1_200);
    expect(await balanceOf(app, m.headers)).toBe(100_000 - 1_200);
    expect(await ledgerOf(app, m.id)).toEqual({ sent: 1_200, received: 0, transfers: 1 });
    const mine = (await app.inject({ method: 'GET', url: '/lgw/vn/bets?state=open', headers: m.headers })).json().value;
    expect(mine.total).toBe(1);
    expect(mine.list[0]).toEqual(s);
    const settled = (await app.inject({ method: 'GET', url: '/lgw/vn/bets?state=settled', headers: m.headers })).json().value;
    expect(settled.total).toBe(0);
  });

  test('my bets are the member’s own, paged the latest first and filtered by game; a guest is refused', async () => {
    const m = await fundedMember(app, { funds: 100_000 });
    const ids = [];
    for (let i = 0; i < 3; i++) ids.push((await placeSlip(app, m.headers, slip())).json().value.slip.slipId as number);
    const other = await fundedMember(app, { funds: 100_000 });
    await placeSlip(app, other.headers, slip());
    const get = (q: string, headers: Record<string, string> = m.headers) =>
      app.inject({ method: 'GET', url: `/lgw/vn/bets${q}`, headers });
    const page = (await get('?pageSize=2')).json().value;
    expect([page.total, page.list.map((s: LotterySlip) => s.slipId)]).toEqual([3, [ids[2], ids[1]]]);
    expect((await get('?pageSize=2&pageNo=2')).json().value.list.map((s: LotterySlip) => s.slipId)).toEqual([ids[0]]);
    expect((await get('?gameCode=LOTT_5D_5M')).json().value.total).toBe(0);
    expect((await get('', {})).statusCode).toBe(401);
    expect((await get('?state=lost')).statusCode).toBe(400);
  });

  test('the same client key again answers the first slip and takes the stake once; with other terms it is refused', async () => {
    const m = await fundedMember(app, { funds: 10_000 });
    const body = slip();
    const first = (await placeSlip(app, m.headers, body)).json().value;
    const again = await placeSlip(app, m.headers, body);
    expect(again.statusCode).toBe(200);
    expect(again.json().value.slip.slipId).toBe(first.slip.slipId);
    expect(await balanceOf(app, m.headers)).toBe(10_000 - 600);
    expect(await ledgerOf(app, m.id)).toEqual({ sent: 600, received: 0, transfers: 1 });
    await expectRefused(m, { ...body, multiplier: 3 }, 409, 'LOTTERY_SLIP_KEY_REUSED');
    await expectRefused(m, { ...body, lines: [{ type: 'LO2', picks: [['12']] }] }, 409, 'LOTTERY_SLIP_KEY_REUSED');
    // A retry that arrives after its draw closed still answers the slip placed before.
    const d = await openDraw(app, 'LOTT_VN_3M');
    const late = slip({ gameCode: 'LOTT_VN_3M', drawNo: d.drawNo });
    const placed = (await placeSlip(app, m.headers, late)).json().value;
    await app.db.execute(
      sql`update lottery_draws set status = 'CLOSED', closes_at = now() - interval '1 second' where id = ${d.id}`,
    );
    const retry = await placeSlip(app, m.headers, late);
    expect(retry.statusCode, retry.body).toBe(200);
    expect(retry.json().value.slip.slipId).toBe(placed.slip.slipId);
    await expectRefused(m, slip({ gameCode: 'LOTT_VN_3M', drawNo: d.drawNo }), 409, 'LOTTERY_DRAW_CLOSED');
    expect(await balanceOf(app, m.headers)).toBe(10_000 - 1_200);
  });

  test('refuses a guest, a trial account, a bad line, a vendor in maintenance and a short balance, writing nothing', async () => {
    expect((await placeSlip(app, {}, slip())).statusCode).toBe(401);
    const trial = (await app.inject({ method: 'POST', url: '/wps/session/login/freeplay', payload: {} })).json().value.token;
    const asTrial = await placeSlip(app, { authorization: `Bearer ${trial}` }, slip());
    expect([asTrial.statusCode, asTrial.json().code]).toEqual([403, 'AUTH_TRIAL_NOT_ALLOWED']);
    const m = await fundedMember(app, { funds: 500 });
    await expectRefused(m, slip({ lines: [{ type: 'LO2', picks: [['123']] }] }), 400, 'VALIDATION_FAILED');
    await expectRefused(m, slip({ lines: [{ type: 'BIG', picks: [['1234']] }] }), 400, 'VALIDATION_FAILED');
    await expectRefused(m, slip({ unit: 1_000 }), 409, 'WALLET_INSUFFICIENT_BALANCE');
    await app.db.execute(sql`update vendors set maintenance = true where code = 'LOTT'`);
    try {
      await expectRefused(m, slip(), 409, 'VENDOR_MAINTENANCE');
    } finally {
      await openVendors(app);
    }
  });

  test('refuses a stake under the minimum or over the maximum, per ticket and per slip', async () => {
    const m = await fundedMember(app, { funds: 1_000_000 });
    expect((await setLimits({ minUnit: 50, maxUnit: 500, minTotal: 300, maxTotal: 3_000 })).statusCode).toBe(200);
    try {
      await expectRefused(m, slip({ unit: 40, multiplier: 10 }), 400, 'LOTTERY_STAKE_BELOW_MIN');
      await expectRefused(m, slip({ unit: 50, multiplier: 1 }), 400, 'LOTTERY_STAKE_BELOW_MIN');
      await expectRefused(m, slip({ unit: 600, multiplier: 1 }), 400, 'LOTTERY_STAKE_ABOVE_MAX');
      await expectRefused(m, slip({ unit: 500, multiplier: 3 }), 400, 'LOTTERY_STAKE_ABOVE_MAX');
      expect((await placeSlip(app, m.headers, slip({ unit: 500, multiplier: 2 }))).statusCode).toBe(200);
    } finally {
      await setLimits({});
    }
  });

  test('refuses a draw that is not open, and a bet at the closing second, though the job has not closed it', async () => {
    const m = await fundedMember(app, { funds: 10_000 });
    const [next] = (
      (await app.db.execute(sql`
      select d.draw_no from lottery_draws d join lottery_games g on g.id = d.game_id
       where g.code = 'LOTT_VN_5M' and d.status = 'SCHEDULED' order by d.draw_at limit 1`)) as unknown as {
        rows: { draw_no: string }[];
      }
    ).rows;
    await expectRefused(m, slip({ drawNo: next!.draw_no }), 409, 'LOTTERY_DRAW_CLOSED');
    await expectRefused(m, slip({ drawNo: '20200101-0001' }), 404, 'LOTTERY_DRAW_NOT_FOUND');
    const closing = await openDraw(app, 'LOTT_5D_5M', 1_500);
    const body = {
      ...slip(),
      gameCode: 'LOTT_5D_5M',
      drawNo: closing.drawNo,
      lines: [{ type: 'DIGIT' as const, picks: [['7']], position: 0 }],
    };
    expect((await placeSlip(app, m.headers, body)).statusCode).toBe(200);
    await new Promise((r) => setTimeout(r, closing.closesAt.getTime() - Date.now() + 20));
    expect(await count(app, sql`select count(*) as n from lottery_draws where id = ${closing.id} and status = 'OPEN'`)).toBe(1);
    await expectRefused(m, { ...body, clientKey: newKey() }, 409, 'LOTTERY_DRAW_CLOSED');
    // To the millisecond: a bet at the close is refused, one a millisecond before it is taken.
    const edge = await openDraw(app, 'LOTT_5D_3M');
    const ctx = app.lottery;
    const who = { id: m.id, username: m.username };
    const at = { ...body, drawNo: edge.drawNo, gameCode: 'LOTT_5D_3M' };
    await expect(bets.placeSlip(ctx, who, { ...at, clientKey: newKey() }, edge.closesAt)).rejects.toMatchObject({
      code: 'LOTTERY_DRAW_CLOSED',
    });
    const before = new Date(edge.closesAt.getTime() - 1);
    expect((await bets.placeSlip(ctx, who, { ...at, clientKey: newKey() }, before)).slip.status).toBe('OPEN');
  });

  test('refuses a number whose liability would pass the maximum payout per number and draw, and shows it sold out', async () => {
    const m = await fundedMember(app, { funds: 1_000_000 });
    const d = await openDraw(app, 'ELOTT_DICE_5M');
    // A dice triple pays 200× (odds 20,000): 10 × 200 = 2,000 per ticket of unit 10.
    const dice = (unit: number, pick: string) =>
      slip({ gameCode: 'ELOTT_DICE_5M', drawNo: d.drawNo, unit, multiplier: 1, lines: [{ type: 'TRIPLE', picks: [[pick]] }] });
    expect((await setLimits({ minUnit: 5, minTotal: 5, maxPayoutPerNumber: 5_000 })).statusCode).toBe(200);
    try {
      await expectRefused(m, dice(30, '6'), 409, 'LOTTERY_SOLD_OUT');
      expect((await placeSlip(app, m.headers, dice(10, '6'))).statusCode).toBe(200);
      expect((await placeSlip(app, m.headers, dice(10, '6'))).statusCode).toBe(200);
      await expectRefused(m, dice(10, '6'), 409, 'LOTTERY_SOLD_OUT');
      expect((await placeSlip(app, m.headers, dice(10, '5'))).statusCode).toBe(200);
      const url = `/lgw/vn/games/ELOTT_DICE_5M/draws/${d.drawNo}/sold-out`;
      expect((await app.inject({ method: 'GET', url })).json().value.numbers).toEqual([]);
      expect((await placeSlip(app, m.headers, dice(5, '6'))).statusCode).toBe(200);
      expect((await app.inject({ method: 'GET', url })).json().value.numbers).toEqual([
        { type: 'TRIPLE', position: null, group: 0, pick: '6' },
      ]);
    } finally {
      await setLimits({});
    }
  });

  test.skipIf(!onPostgres)('a second tab sending the same slip at once gets the same slip, the stake taken once', async () => {
    const m = await fundedMember(app, { funds: 10_000 });
    const body = slip();
    const [a, b] = await Promise.all([placeSlip(app, m.headers, body), placeSlip(app, m.headers, body)]);
    expect([a.statusCode, b.statusCode]).toEqual([200, 200]);
    expect(a.json().value.slip.slipId).toBe(b.json().value.slip.slipId);
    expect(await balanceOf(app, m.headers)).toBe(10_000 - 600);
    expect(await ledgerOf(app, m.id)).toEqual({ sent: 600, received: 0, transfers: 1 });
  });

  test.skipIf(!onPostgres)('slips on the same number at once never pass its maximum payout together', async () => {
    const d = await openDraw(app, 'ELOTT_DICE_3M');
    expect((await setLimits({ minTotal: 10, maxPayoutPerNumber: 5_000 })).statusCode).toBe(200);
    try {
      const ms = [];
      for (let i = 0; i < 6; i++) ms.push(await fundedMember(app, { funds: 10_000 }));
      const body = () =>
        slip({
          gameCode: 'ELOTT_DICE_3M',
          drawNo: d.drawNo,
          unit: 10,
          multiplier: 1,
          lines: [{ type: 'TRIPLE', picks: [['4']] }],
        });
      const res = await Promise.all(ms.map((m) => placeSlip(app, m.headers, body())));
      expect(res.map((r) => r.statusCode).sort()).toEqual([200, 200, 409, 409, 409, 409]);
      expect(await count(app, sql`select count(*) as n from lottery_slips where draw_id = ${d.id}`)).toBe(2);
      const sent = await Promise.all(ms.map(async (m) => (await ledgerOf(app, m.id)).sent));
      expect(sent.sort()).toEqual([0, 0, 0, 0, 10, 10]);
    } finally {
      await setLimits({});
    }
  });
});
