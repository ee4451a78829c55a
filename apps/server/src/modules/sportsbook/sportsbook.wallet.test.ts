import { describe, expect, test } from 'vitest';
import { buildTestApp } from '../../test/build-test-app';
import { balanceOf, fundedMember } from '../../test/money';
import { runPayouts } from './sportsbook.payouts';
import {
  bookRows,
  faultyWallet,
  footballEvent,
  ledgerOf,
  newKey,
  openSportsVendors,
  placeBet,
  selection,
  setSettings,
} from './sportsbook.test-kit';

const app = await buildTestApp();
await openSportsVendors(app);
await setSettings(app);
const ev = await footballEvent(app);
const home = selection(ev, 0, 'HOME');
const body = () => ({ clientKey: newKey(), stake: 1_000, legs: [{ selectionId: home.id, odds: home.odds }] });

describe('a sports bet when the wallet does not answer', () => {
  test('a debit out of reach is rolled back: 503 and nothing stays', async () => {
    const m = await fundedMember(app, { funds: 10_000 });
    const rows = await bookRows(app);
    const wallet = faultyWallet(app);
    try {
      wallet.fail('debit', 'down', 'down', 'down');
      const res = await placeBet(app, m.headers, body());
      expect([res.statusCode, res.json().code]).toEqual([503, 'GS_WALLET_UNAVAILABLE']);
    } finally {
      wallet.restore();
    }
    expect(await bookRows(app)).toEqual(rows);
    expect(await balanceOf(app, m.headers)).toBe(10_000);
  });

  test('a debit taken whose answer and rollback are lost stays PENDING; the job rolls it back after a minute', async () => {
    const m = await fundedMember(app, { funds: 10_000 });
    const rows = await bookRows(app);
    const wallet = faultyWallet(app);
    try {
      wallet.fail('debit', 'drop-answer', 'down', 'down');
      wallet.fail('rollback', 'down', 'down', 'down');
      expect((await placeBet(app, m.headers, body())).statusCode).toBe(503);
    } finally {
      wallet.restore();
    }
    expect((await bookRows(app)).bets).toBe(rows.bets + 1);
    expect(await balanceOf(app, m.headers)).toBe(9_000);
    await runPayouts(app.sportsbook, new Date());
    expect((await bookRows(app)).bets).toBe(rows.bets + 1);
    expect((await runPayouts(app.sportsbook, new Date(Date.now() + 61_000))).voided).toBe(1);
    expect(await bookRows(app)).toEqual(rows);
    expect(await balanceOf(app, m.headers)).toBe(10_000);
    expect((await ledgerOf(app, m.id)).sent).toBe(1_000);
  });
});
