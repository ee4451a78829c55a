import { sql } from 'drizzle-orm';
import { describe, expect, test } from 'vitest';
import type { LotteryBetLine, LotterySlip } from '@jade/contract/lottery';
import { DEFAULT_ODDS } from '@jade/engines/lottery/odds';
import { buildTestApp } from '../../test/build-test-app';
import { balanceOf, fundedMember } from '../../test/money';
import * as lottery from './lottery.service';
import { count, faultyWallet, ledgerOf, newKey, numbersOfDraw, openDraw, openVendors, placeSlip } from './lottery.test-kit';

const app = await buildTestApp();
await openVendors(app);
const net = faultyWallet(app);
const onPostgres = app.dbKind === 'postgres';
const FUNDS = 1_000_000;

/**
 * Bets on a fast 5D draw whose numbers the test knows from its seed: a sure win, a sure loss, a mix.
 * Each test's draw closes later than the one before, so a test's run (at its draw time) leaves them open.
 */
async function betOnKnownDraw(gameCode: string, closesInMinutes: number, members = 1) {
  const d = await openDraw(app, gameCode, closesInMinutes * 60_000);
  const numbers = await numbersOfDraw(app, d.id);
  const first = numbers[0]!;
  const other = String((Number(first) + 1) % 10);
  const win: LotteryBetLine = { type: 'DIGIT', picks: [[first, other]], position: 0 };
  const loss: LotteryBetLine = { type: 'DIGIT', picks: [[other]], position: 0 };
  // The 2-star straight is on the last two digits.
  const star: LotteryBetLine = { type: 'STAR2', picks: [[numbers[3]!], [numbers[4]!]] };
  const out = [];
  for (let i = 0; i < members; i++) {
    const b = await fundedMember(app, { funds: FUNDS });
    const slips: LotterySlip[] = [];
    for (const lines of [[win, star], [loss]]) {
      const res = await placeSlip(app, b.headers, {
        gameCode,
        drawNo: d.drawNo,
        unit: 100,
        multiplier: 3,
        lines,
        clientKey: newKey(),
      });
      expect(res.statusCode).toBe(200);
      slips.push(res.json().value.slip);
    }
    out.push({ ...b, slips });
  }
  // Reference: the digit pays 9.5× per winning ticket, the 2-star straight 95×, at 100 × 3 a ticket.
  const stakes = (2 + 1) * 300 + 300;
  const wins = Math.floor((300 * DEFAULT_ODDS.FAST_5D.DIGIT!) / 100) + Math.floor((300 * DEFAULT_ODDS.FAST_5D.STAR2!) / 100);
  return { d, numbers, bettors: out, stakes, wins };
}

const settledSlips = async (headers: Record<string, string>) =>
  (await app.inject({ method: 'GET', url: '/lgw/vn/bets?state=settled', headers })).json().value.list as LotterySlip[];

describe('settling a draw’s slips', () => {
  test('pays each slip what the odds it was sold at say, by one credit per slip (0 for a loss), and shows the hits', async () => {
    const { d, numbers, bettors, stakes, wins } = await betOnKnownDraw('LOTT_5D_5M', 10);
    const b = bettors[0]!;
    net.calls.length = 0;
    const run = await lottery.runDraws(app.lottery, lottery.simulatedFeed, new Date(d.drawAt.getTime() + 1_000));
    expect(run.payouts).toMatchObject({ paid: 2 });
    expect(net.calls).toEqual(['credit', 'credit']);
    expect(await balanceOf(app, b.headers)).toBe(FUNDS - stakes + wins);
    expect(await ledgerOf(app, b.id)).toEqual({ sent: stakes, received: wins, transfers: 3 });
    const [lost, won] = await settledSlips(b.headers);
    expect(won).toMatchObject({ status: 'SETTLED', numbers, win: wins, drawStatus: 'SETTLED' });
    expect(won!.lines.map((l) => [l.winning, l.hits, l.win])).toEqual([
      [1, [numbers[0]], 2_850],
      [1, [`${numbers[3]} ${numbers[4]}`], 28_500],
    ]);
    expect(lost).toMatchObject({ status: 'SETTLED', win: 0 });
    expect(lost!.lines[0]).toMatchObject({ winning: 0, hits: [], win: 0 });
    // Again: nothing more is paid.
    await lottery.runDraws(app.lottery, lottery.simulatedFeed, new Date(d.drawAt.getTime() + 3_000));
    expect(net.calls).toEqual(['credit', 'credit']);
    expect(await ledgerOf(app, b.id)).toEqual({ sent: stakes, received: wins, transfers: 3 });
  });

  test('a wallet that stops answering mid-way leaves the rest for the next run; every win is paid once', async () => {
    const { d, bettors, stakes, wins } = await betOnKnownDraw('LOTT_5D_3M', 20, 2);
    // The first credit applies but its answer is lost; then the wallet is out of reach.
    // One call at a time, so the faults meet the calls in a known order.
    app.lottery.callsInFlight = 1;
    net.fail('credit', 'drop-answer', 'ok', 'down', 'down', 'down');
    const at = d.drawAt.getTime();
    await lottery.runDraws(app.lottery, lottery.simulatedFeed, new Date(at + 1_000));
    expect(await count(app, sql`select count(*) as n from lottery_slips where draw_id = ${d.id} and paid_at is null`)).toBe(3);
    await lottery.runDraws(app.lottery, lottery.simulatedFeed, new Date(at + 2_000));
    await lottery.runDraws(app.lottery, lottery.simulatedFeed, new Date(at + 3_000));
    for (const b of bettors) {
      expect(await balanceOf(app, b.headers)).toBe(FUNDS - stakes + wins);
      expect(await ledgerOf(app, b.id)).toEqual({ sent: stakes, received: wins, transfers: 3 });
    }
    app.lottery.callsInFlight = undefined;
  });

  test.skipIf(!onPostgres)('two nodes settling and paying the same draw at once settle and pay each slip once', async () => {
    const { d, bettors, stakes, wins } = await betOnKnownDraw('LOTT_5D_1M', 30, 3);
    const at = new Date(d.drawAt.getTime() + 1_000);
    await Promise.all([
      lottery.runDraws(app.lottery, lottery.simulatedFeed, at),
      lottery.runDraws(app.lottery, lottery.simulatedFeed, at),
    ]);
    for (const b of bettors) {
      expect(await balanceOf(app, b.headers)).toBe(FUNDS - stakes + wins);
      expect(await ledgerOf(app, b.id)).toEqual({ sent: stakes, received: wins, transfers: 3 });
    }
  });
});
