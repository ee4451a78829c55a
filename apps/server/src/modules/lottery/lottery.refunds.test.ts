import { sql } from 'drizzle-orm';
import { describe, expect, test } from 'vitest';
import { buildTestApp, opsHeaders } from '../../test/build-test-app';
import { balanceOf, fundedMember } from '../../test/money';
import * as lottery from './lottery.service';
import { count, faultyWallet, ledgerOf, newKey, openDraw, openVendors, placeSlip } from './lottery.test-kit';

const app = await buildTestApp();
await openVendors(app);
const net = faultyWallet(app);

const cancel = (gameCode: string, drawNo: string) =>
  app.inject({
    method: 'POST',
    url: `/ops/lottery/games/${gameCode}/draws/${drawNo}/cancel`,
    headers: opsHeaders,
    payload: { reason: 'results source down' },
  });

/** Members who each bet on a draw of a fast 5D game: answers them with their stakes. */
async function bettors(gameCode: string, drawNo: string, n: number) {
  const out = [];
  for (let i = 0; i < n; i++) {
    const b = await fundedMember(app, { funds: 50_000 });
    const res = await placeSlip(app, b.headers, {
      gameCode,
      drawNo,
      unit: 100 * (i + 1),
      multiplier: 1,
      lines: [{ type: 'DIGIT', picks: [['1', '2', '3']], position: 0 }],
      clientKey: newKey(),
    });
    expect(res.statusCode).toBe(200);
    out.push({ ...b, stake: 300 * (i + 1), slipId: res.json().value.slip.slipId as number });
  }
  return out;
}

async function expectRefundedOnce(bs: Awaited<ReturnType<typeof bettors>>) {
  for (const b of bs) {
    expect(await balanceOf(app, b.headers)).toBe(50_000);
    expect(await ledgerOf(app, b.id)).toEqual({ sent: b.stake, received: b.stake, transfers: 2 });
    const mine = (await app.inject({ method: 'GET', url: '/lgw/vn/bets?state=settled', headers: b.headers })).json().value;
    expect(mine.list.map((s: { slipId: number; status: string }) => [s.slipId, s.status])).toEqual([[b.slipId, 'REFUNDED']]);
  }
}

describe('a cancelled draw refunds its slips', () => {
  test('the operator’s cancel returns every stake by one rollback per slip, once', async () => {
    const d = await openDraw(app, 'LOTT_5D_5M');
    const bs = await bettors('LOTT_5D_5M', d.drawNo, 3);
    net.calls.length = 0;
    expect((await cancel('LOTT_5D_5M', d.drawNo)).statusCode).toBe(200);
    expect(net.calls).toEqual(['rollback', 'rollback', 'rollback']);
    await expectRefundedOnce(bs);
    // The job finds nothing more to refund, and a second cancel is refused.
    await lottery.runDraws(app.lottery, lottery.simulatedFeed);
    expect((await cancel('LOTT_5D_5M', d.drawNo)).statusCode).toBe(409);
    await expectRefundedOnce(bs);
    expect(net.calls.filter((c) => c === 'rollback')).toHaveLength(3);
  });

  test('a cancel the wallet stops answering mid-way is finished by the job, each stake returned once', async () => {
    const d = await openDraw(app, 'LOTT_5D_3M');
    const bs = await bettors('LOTT_5D_3M', d.drawNo, 3);
    // The first rollback applies but its answer is lost (the client sends it again); the second never arrives.
    // One call at a time, so the faults meet the calls in a known order.
    app.lottery.callsInFlight = 1;
    net.fail('rollback', 'drop-answer', 'ok', 'down', 'down', 'down');
    expect((await cancel('LOTT_5D_3M', d.drawNo)).statusCode).toBe(200);
    const left = await count(app, sql`select count(*) as n from lottery_slips where draw_id = ${d.id} and status = 'OPEN'`);
    expect(left).toBe(2);
    await lottery.runDraws(app.lottery, lottery.simulatedFeed);
    await expectRefundedOnce(bs);
    await lottery.runDraws(app.lottery, lottery.simulatedFeed);
    await expectRefundedOnce(bs);
    app.lottery.callsInFlight = undefined;
  });

  test('a slip whose debit was never answered is rolled back by the job, and its draw settles after', async () => {
    const d = await openDraw(app, 'LOTT_VN_3M');
    const b = await fundedMember(app, { funds: 50_000 });
    // The debit applies but no answer comes back, nor to the rollback that follows: the slip stays PENDING.
    net.fail('debit', 'drop-answer', 'drop-answer', 'drop-answer');
    net.fail('rollback', 'down', 'down', 'down');
    const body = { gameCode: 'LOTT_VN_3M', drawNo: d.drawNo, unit: 100, multiplier: 1, clientKey: newKey() };
    const res = await placeSlip(app, b.headers, { ...body, lines: [{ type: 'DE', picks: [['07']] }] });
    expect([res.statusCode, res.json().code]).toEqual([503, 'GS_WALLET_UNAVAILABLE']);
    expect(await balanceOf(app, b.headers)).toBe(50_000 - 100);
    const status = async () =>
      (
        (await app.db.execute(sql`
        select d.status as draw, s.status as slip from lottery_slips s join lottery_draws d on d.id = s.draw_id
         where d.id = ${d.id}`)) as unknown as { rows: { draw: string; slip: string }[] }
      ).rows[0];
    expect(await status()).toEqual({ draw: 'OPEN', slip: 'PENDING' });
    await lottery.runDraws(app.lottery, lottery.simulatedFeed, new Date(d.drawAt.getTime() + 1_000));
    expect(await status()).toEqual({ draw: 'DRAWN', slip: 'REFUNDED' });
    expect(await balanceOf(app, b.headers)).toBe(50_000);
    expect(await ledgerOf(app, b.id)).toEqual({ sent: 100, received: 100, transfers: 2 });
    await lottery.runDraws(app.lottery, lottery.simulatedFeed, new Date(d.drawAt.getTime() + 2_000));
    expect(await status()).toEqual({ draw: 'SETTLED', slip: 'REFUNDED' });
  });
});
