import { sql } from 'drizzle-orm';
import { describe, expect, test } from 'vitest';
import type { LotterySlip } from '@jade/contract/lottery';
import { buildTestApp, opsHeaders } from '../../test/build-test-app';
import { balanceOf, fundedMember } from '../../test/money';
import * as lottery from './lottery.service';
import { faultyWallet, ledgerOf, newKey, openDraw, openVendors, placeSlip } from './lottery.test-kit';
import { slipTx } from './lottery.wallet';

const app = await buildTestApp();
await openVendors(app);
const net = faultyWallet(app);
/** A feed that has published nothing: the official draw waits for the operator's numbers. */
const silent: lottery.ResultsFeed = { name: 'silent', results: async () => new Map() };

/** A northern result whose special prize is `special` (the other 26 numbers fixed). */
const north = (special: string) => [
  special,
  ...Array.from({ length: 9 }, () => '12345'),
  ...Array(10).fill('1234'),
  '123',
  '456',
  '789',
  '02',
  '23',
  '45',
  '67',
];
/** Đề on 01 at Rs 1 pays 95× when the special ends in 01. */
const DE_STAKE = 100;
const DE_WIN = 9_500;

type Rows<T> = { rows: T[] };
const query = async <T>(q: ReturnType<typeof sql>) => ((await app.db.execute(q)) as unknown as Rows<T>).rows;

/** The member's lottery transfers as (id, direction, amount, reason), oldest first. */
const transfersOf = (memberId: number) =>
  query<{ id: unknown; amount: unknown; out: boolean; reason: string }>(sql`
    select t.id, t.amount, t.from_account_id = a.id as out, t.reason
      from ledger_transfers t join ledger_accounts a on a.code = ${`wallet:${memberId}`}
     where (a.id = t.from_account_id or a.id = t.to_account_id) and t.reference like 'LOT-%' order by t.id`).then((rows) =>
    rows.map((r) => [Number(r.id), r.out ? 'out' : 'in', Number(r.amount), r.reason] as const),
  );
const roundOf = async (slipId: number) =>
  (
    await query<{ win: unknown; owed: unknown; resettled_version: number | null }>(sql`
      select win, owed, resettled_version from game_rounds where round_ref = ${slipTx(slipId).round}`)
  )[0]!;
const setResult = (drawNo: string, special: string) =>
  app.inject({
    method: 'PUT',
    url: `/ops/lottery/games/VN_NORTH/draws/${drawNo}/result`,
    headers: opsHeaders,
    payload: { numbers: north(special) },
  });

describe('resettling a corrected official result', async () => {
  const d = await openDraw(app, 'VN_NORTH');
  const bettor = await fundedMember(app, { funds: 10_000 });
  // The spender's whole balance is its stake; it spends most of its win before the correction.
  const spender = await fundedMember(app, { funds: DE_STAKE });
  const slips: LotterySlip[] = [];
  for (const m of [bettor, spender]) {
    const res = await placeSlip(app, m.headers, {
      gameCode: 'VN_NORTH',
      drawNo: d.drawNo,
      unit: DE_STAKE,
      multiplier: 1,
      lines: [{ type: 'DE', picks: [['01']] }],
      clientKey: newKey(),
    });
    expect(res.statusCode).toBe(200);
    slips.push(res.json().value.slip);
  }
  const [bettorSlip, spenderSlip] = slips.map((s) => s.slipId);
  // The draw's time passes: it closes with no result (the feed is silent) and waits for the operator.
  await app.db.execute(sql`
    update lottery_draws set closes_at = now() - interval '2 seconds', draw_at = now() - interval '1 second' where id = ${d.id}`);
  let at = Date.now();
  const run = () => lottery.runDraws(app.lottery, silent, new Date((at += 1_000)));

  test('the first result settles and pays; a correction pays or takes back the difference by new ledger entries, the old ones untouched', async () => {
    await run();
    expect((await setResult(d.drawNo, '00001')).json().value).toMatchObject({ status: 'DRAWN', resultVersion: 1 });
    expect((await run()).payouts).toMatchObject({ paid: 2, resettled: 0 });
    expect(await balanceOf(app, bettor.headers)).toBe(10_000 - DE_STAKE + DE_WIN);
    const paid = await transfersOf(bettor.id);
    expect(paid.map(([, dir, amount]) => [dir, amount])).toEqual([
      ['out', DE_STAKE],
      ['in', DE_WIN],
    ]);

    // Corrected: the special ends in 99, the đề on 01 loses. The slip is judged again at once.
    net.calls.length = 0;
    const corrected = await setResult(d.drawNo, '99999');
    expect(corrected.json().value).toMatchObject({ status: 'SETTLED', resultVersion: 2 });
    const mine = (await app.inject({ method: 'GET', url: '/lgw/vn/bets?state=settled', headers: bettor.headers })).json().value
      .list as LotterySlip[];
    expect(mine[0]).toMatchObject({ slipId: bettorSlip, win: 0, numbers: north('99999') });
    expect(mine[0]!.lines[0]).toMatchObject({ winning: 0, win: 0, hits: [] });

    // The job tells the wallet: the win is taken back by a transfer of its own.
    expect((await run()).payouts).toMatchObject({ paid: 0, resettled: 2 });
    expect(net.calls).toEqual(['resettle', 'resettle']);
    expect(await balanceOf(app, bettor.headers)).toBe(10_000 - DE_STAKE);
    const after = await transfersOf(bettor.id);
    expect(after.slice(0, 2)).toEqual(paid);
    expect(after.slice(2)).toEqual([[expect.any(Number), 'out', DE_WIN, 'win.resettle']]);
    expect(await roundOf(bettorSlip!)).toMatchObject({ resettled_version: 2 });
    expect(Number((await roundOf(bettorSlip!)).win)).toBe(0);

    // Run again: nothing moves twice.
    await run();
    expect(net.calls).toEqual(['resettle', 'resettle']);
    expect(await transfersOf(bettor.id)).toEqual(after);
  });

  test('a take-back larger than the balance takes what is there and keeps the rest owed, settled first by a correction back up', async () => {
    // The spender's first win was taken back in full by version 2 (its balance still held it).
    expect(await balanceOf(app, spender.headers)).toBe(0);
    expect(Number((await roundOf(spenderSlip!)).owed)).toBe(0);

    // Correction back up (version 3): the win is paid again; the spender spends 9,000 of it.
    expect((await setResult(d.drawNo, '77701')).json().value.resultVersion).toBe(3);
    await run();
    expect(await balanceOf(app, spender.headers)).toBe(DE_WIN);
    const spend = await app.inject({
      method: 'POST',
      url: `/ops/members/${spender.username}/adjust`,
      headers: opsHeaders,
      payload: { amount: -9_000, reason: 'spent elsewhere', idempotencyKey: `spend-${spender.username}` },
    });
    expect(spend.statusCode).toBe(200);

    // Version 4 loses again: 500 can be taken, 9,000 stays owed on the round.
    await setResult(d.drawNo, '88888');
    await run();
    expect(await balanceOf(app, spender.headers)).toBe(0);
    expect(await roundOf(spenderSlip!)).toMatchObject({ resettled_version: 4 });
    expect(Number((await roundOf(spenderSlip!)).owed)).toBe(9_000);

    // Version 5 wins again: the debt is settled first, only the rest (500) is paid.
    await setResult(d.drawNo, '12301');
    await run();
    expect(await balanceOf(app, spender.headers)).toBe(500);
    expect(Number((await roundOf(spenderSlip!)).owed)).toBe(0);
    // Over everything the bettor, who spent nothing, holds its stake less and its win more.
    expect(await balanceOf(app, bettor.headers)).toBe(10_000 - DE_STAKE + DE_WIN);
    const ledger = await ledgerOf(app, bettor.id);
    expect(ledger.received - ledger.sent).toBe(DE_WIN - DE_STAKE);
  });

  test('a lost answer is asked again and moves once; an older version arriving late moves nothing', async () => {
    const before = await transfersOf(bettor.id);
    net.fail('resettle', 'drop-answer');
    await setResult(d.drawNo, '44444');
    await run();
    // The answer was lost after the wallet applied it: the retry with the same txId answers it.
    expect(await balanceOf(app, bettor.headers)).toBe(10_000 - DE_STAKE);
    expect((await transfersOf(bettor.id)).length).toBe(before.length + 1);
    await run();
    expect((await transfersOf(bettor.id)).length).toBe(before.length + 1);

    // A call at version 5 arriving late, after version 6 was applied, moves nothing.
    const late = await app.lottery.wallet.resettle('TCG_LOTTO_VN', {
      playerId: bettor.username,
      txId: `${slipTx(bettorSlip!).round}-LATE`,
      roundId: slipTx(bettorSlip!).round,
      gameCode: 'VN_NORTH',
      win: DE_WIN,
      version: 5,
    });
    expect(late).toMatchObject({ moved: 0, balance: 10_000 - DE_STAKE });
    expect((await transfersOf(bettor.id)).length).toBe(before.length + 1);
  });

  test('the wallet refuses a resettlement of an open or unknown round and a txId reused with other terms', async () => {
    const call = (over: Partial<Parameters<typeof app.lottery.wallet.resettle>[1]>) =>
      app.lottery.wallet
        .resettle('TCG_LOTTO_VN', {
          playerId: bettor.username,
          txId: `T-${newKey()}`,
          roundId: slipTx(bettorSlip!).round,
          gameCode: 'VN_NORTH',
          win: 1,
          version: 99,
          ...over,
        })
        .then(
          () => 'OK',
          (err: { code?: string }) => err.code,
        );
    expect(await call({ roundId: 'LOT-NONE' })).toBe('SW_ROUND_UNKNOWN');
    const open = await openDraw(app, 'VN_NORTH');
    const slip = await placeSlip(app, bettor.headers, {
      gameCode: 'VN_NORTH',
      drawNo: open.drawNo,
      unit: DE_STAKE,
      multiplier: 1,
      lines: [{ type: 'DE', picks: [['02']] }],
      clientKey: newKey(),
    });
    expect(await call({ roundId: slipTx(slip.json().value.slip.slipId).round })).toBe('SW_ROUND_NOT_SETTLED');
    // Another player's round is no round of this player's: refused, nothing moves.
    const other = await fundedMember(app, { funds: 1_000 });
    expect(await call({ playerId: other.username, win: 0, version: 200 })).toBe('SW_ROUND_UNKNOWN');
    expect(await balanceOf(app, other.headers)).toBe(1_000);
    const txId = `T-${newKey()}`;
    const before = await balanceOf(app, bettor.headers);
    expect(await call({ txId, win: 0, version: 100 })).toBe('OK');
    expect(await call({ txId, win: 5, version: 100 })).toBe('SW_DUPLICATE_MISMATCH');
    expect(await balanceOf(app, bettor.headers)).toBe(before);
  });

  test('a win credited before a correction but whose answer was lost ends as the corrected win, and the refused txId of a round not settled yet is taken once it is', async () => {
    // Draw X: the one the test before opened (still taking bets).
    const x = await openDraw(app, 'VN_NORTH');
    const m = await fundedMember(app, { funds: 10_000 });
    const res = await placeSlip(app, m.headers, {
      gameCode: 'VN_NORTH',
      drawNo: x.drawNo,
      unit: DE_STAKE,
      multiplier: 1,
      lines: [{ type: 'DE', picks: [['01']] }],
      clientKey: newKey(),
    });
    const round = slipTx(res.json().value.slip.slipId as number).round;
    const early = { playerId: m.username, txId: `EARLY-${newKey()}`, roundId: round, gameCode: 'VN_NORTH', win: 0, version: 3 };
    await expect(app.lottery.wallet.resettle('TCG_LOTTO_VN', early)).rejects.toMatchObject({ code: 'SW_ROUND_NOT_SETTLED' });
    await app.db.execute(sql`
      update lottery_draws set closes_at = now() - interval '2 seconds', draw_at = now() - interval '1 second' where id = ${x.id}`);
    await run();
    expect((await setResult(x.drawNo, '00001')).statusCode).toBe(200);
    // The credit of version 1 reaches the wallet but every answer is lost: the slip stays unpaid.
    // (One call at a time: the bettor's losing slip on this draw is paid first, then this one.)
    app.lottery.callsInFlight = 1;
    net.fail('credit', 'ok', 'drop-answer', 'down', 'down');
    expect((await run()).payouts).toMatchObject({ unavailable: true });
    app.lottery.callsInFlight = undefined;
    expect(await balanceOf(app, m.headers)).toBe(10_000 - DE_STAKE + DE_WIN);
    // Corrected to a loss before the job pays again: its credit of 0 meets the first one's txId.
    expect((await setResult(x.drawNo, '99999')).statusCode).toBe(200);
    await run();
    await run();
    expect(await balanceOf(app, m.headers)).toBe(10_000 - DE_STAKE);
    expect(Number((await roundOf(res.json().value.slip.slipId as number)).win)).toBe(0);
    // The early resettlement's txId was not kept as refused: sent now (version 3, win 0), it applies.
    await expect(app.lottery.wallet.resettle('TCG_LOTTO_VN', early)).resolves.toMatchObject({ moved: 0 });
  });
});
