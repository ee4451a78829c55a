import { describe, expect, test } from 'vitest';
import { buildTestApp } from '../../test/build-test-app';
import { balanceOf, fundedMember } from '../../test/money';
import { ledgerInvariants, vendorCaller, writesOf } from './seamless.fixtures';

const app = await buildTestApp();
const call = await vendorCaller(app);
const instant = (playerId: string, txId: string, amount: number, winAmount: number, roundId = `r-${txId}`) =>
  call('debitCredit', { playerId, txId, roundId, gameCode: 'LOTUS-0001', amount, winAmount, result: winAmount ? 'win' : 'lose' });

describe('seamless debitCredit (instant rounds)', () => {
  test('takes the stake and pays the win in one call, and the round is settled in the betting record', async () => {
    const m = await fundedMember(app, { funds: 10_000 });
    const won = await instant(m.username, 'dc-1', 1_000, 2_500);
    expect(won.statusCode, won.body).toBe(200);
    expect(won.json().value).toMatchObject({ playerId: m.username, currency: 'NPR', txId: 'dc-1', balance: 11_500 });
    expect(won.json().value.transferId).toEqual(expect.any(Number));
    expect(won.json().value.winTransferId).toEqual(expect.any(Number));
    const lost = (await instant(m.username, 'dc-2', 500, 0)).json().value;
    expect(lost).toMatchObject({ balance: 11_000, winTransferId: null });
    expect(await balanceOf(app, m.headers)).toBe(11_000);
    const record = (await app.inject({ method: 'GET', url: '/wps/wallet/bets', headers: m.headers })).json().value;
    expect(record.list.map((r: { roundRef: string; stake: number; win: number; status: string }) => r)).toEqual([
      expect.objectContaining({ roundRef: 'r-dc-2', stake: 500, win: 0, status: 'SETTLED' }),
      expect.objectContaining({ roundRef: 'r-dc-1', stake: 1_000, win: 2_500, status: 'SETTLED', result: 'win' }),
    ]);
    const moves = (await app.inject({ method: 'GET', url: '/wps/wallet/transactions', headers: m.headers })).json().value;
    expect(moves.list.slice(0, 3).map((t: { type: string; amount: number }) => [t.type, t.amount])).toEqual([
      ['BET', -500],
      ['WIN', 2_500],
      ['BET', -1_000],
    ]);
    expect(await ledgerInvariants(app)).toEqual({ wrongWallets: 0, halfTransfers: 0, sum: 0 });
  });

  test('a stake above the balance is refused and writes nothing', async () => {
    const m = await fundedMember(app, { funds: 1_000 });
    const before = await writesOf(app, m.id, m.username);
    const res = await instant(m.username, 'dc-short', 1_001, 50_000);
    expect(res.statusCode).toBe(409);
    expect(res.json().code).toBe('WALLET_INSUFFICIENT_BALANCE');
    expect(await writesOf(app, m.id, m.username)).toEqual(before);
    expect(await balanceOf(app, m.headers)).toBe(1_000);
  });

  test('a repeat with the same txId answers the first result and writes nothing', async () => {
    const m = await fundedMember(app, { funds: 5_000 });
    const first = (await instant(m.username, 'dc-rep', 2_000, 3_000)).json().value;
    const after = await writesOf(app, m.id, m.username);
    const again = await instant(m.username, 'dc-rep', 2_000, 3_000);
    expect(again.statusCode).toBe(200);
    expect(again.json().value).toEqual(first);
    expect(await writesOf(app, m.id, m.username)).toEqual(after);
    expect(await balanceOf(app, m.headers)).toBe(6_000);
    // Even once the balance has moved on, a repeat answers as the first time.
    await instant(m.username, 'dc-rep-2', 1_000, 0);
    expect((await instant(m.username, 'dc-rep', 2_000, 3_000)).json().value).toEqual(first);
    const lossFirst = (await instant(m.username, 'dc-rep-loss', 100, 0)).json().value;
    expect((await instant(m.username, 'dc-rep-loss', 100, 0)).json().value).toEqual(lossFirst);
  });

  test('the same txId with other terms, or a txId a debit used, is refused and writes nothing', async () => {
    const m = await fundedMember(app, { funds: 5_000 });
    await instant(m.username, 'dc-mis', 1_000, 500);
    const other = await fundedMember(app, { funds: 5_000 });
    await call('debit', {
      playerId: m.username,
      txId: 'dc-was-debit',
      roundId: 'r-dc-was-debit',
      gameCode: 'LOTUS-0001',
      amount: 700,
    });
    const before = await writesOf(app, m.id, m.username);
    for (const res of [
      await instant(m.username, 'dc-mis', 1_001, 500),
      await instant(m.username, 'dc-mis', 1_000, 0),
      await instant(m.username, 'dc-mis', 1_000, 501),
      await instant(m.username, 'dc-mis', 1_000, 500, 'another-round'),
      await instant(other.username, 'dc-mis', 1_000, 500),
      await instant(m.username, 'dc-was-debit', 700, 0, 'r-dc-was-debit'),
    ]) {
      expect(res.statusCode, res.body).toBe(409);
      expect(res.json().code).toBe('SW_DUPLICATE_MISMATCH');
    }
    expect(await writesOf(app, m.id, m.username)).toEqual(before);
    expect(await balanceOf(app, other.headers)).toBe(5_000);
  });

  test('a rollback sent first makes the call refused; after it, the round is closed to rollbacks and credits', async () => {
    const m = await fundedMember(app, { funds: 5_000 });
    expect((await call('rollback', { playerId: m.username, txId: 'dc-rb', roundId: 'r-dc-rb' })).json().code).toBe(
      'SW_TX_UNKNOWN',
    );
    expect((await instant(m.username, 'dc-rb', 1_000, 4_000)).json().code).toBe('SW_TX_ROLLED_BACK');
    await instant(m.username, 'dc-done', 1_000, 4_000);
    const rb = await call('rollback', { playerId: m.username, txId: 'dc-done', roundId: 'r-dc-done' });
    expect(rb.json().code).toBe('SW_ROUND_CLOSED');
    const credit = { playerId: m.username, txId: 'dc-done-w', roundId: 'r-dc-done', gameCode: 'LOTUS-0001', amount: 9 };
    expect((await call('credit', credit)).json().code).toBe('SW_ROUND_CLOSED');
    expect((await instant(m.username, 'dc-again', 1_000, 0, 'r-dc-done')).json().code).toBe('SW_ROUND_CLOSED');
    expect(await balanceOf(app, m.headers)).toBe(8_000);
  });

  test('settles a round a debit opened, adding the stake and win', async () => {
    const m = await fundedMember(app, { funds: 5_000 });
    await call('debit', { playerId: m.username, txId: 'dc-open-b', roundId: 'r-open', gameCode: 'LOTUS-0001', amount: 300 });
    expect((await instant(m.username, 'dc-open', 200, 1_000, 'r-open')).json().value.balance).toBe(5_500);
    const record = (await app.inject({ method: 'GET', url: '/wps/wallet/bets', headers: m.headers })).json().value;
    expect(record.list).toEqual([expect.objectContaining({ roundRef: 'r-open', stake: 500, win: 1_000, status: 'SETTLED' })]);
  });

  test('many calls at once on one wallet never overdraw it, repeats apply once, and the ledger balances', async () => {
    const m = await fundedMember(app, { funds: 20_000 });
    const calls = Array.from({ length: 60 }, (_, i) =>
      instant(m.username, `dc-par-${i % 40}`, 1_000, (i % 40) % 3 === 0 ? 500 : 0),
    );
    const res = await Promise.all(calls);
    const ok = res.filter((r) => r.statusCode === 200);
    expect(res.every((r) => r.statusCode === 200 || r.json().code === 'WALLET_INSUFFICIENT_BALANCE')).toBe(true);
    const applied = new Map(ok.map((r) => [r.json().value.txId as string, r.json().value.transferId as number]));
    const net = [...applied.keys()].reduce((s, tx) => s - 1_000 + (Number(tx.split('-').pop()) % 3 === 0 ? 500 : 0), 0);
    const balance = await balanceOf(app, m.headers);
    expect(balance).toBe(20_000 + net);
    expect(balance).toBeGreaterThanOrEqual(0);
    expect((await writesOf(app, m.id, m.username)).calls).toBe(applied.size);
    expect(await ledgerInvariants(app)).toEqual({ wrongWallets: 0, halfTransfers: 0, sum: 0 });
  });
});
