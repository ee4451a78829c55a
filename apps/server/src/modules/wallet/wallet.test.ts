import fc from 'fast-check';
import { describe, expect, test } from 'vitest';
import { TRIAL_BALANCE } from '@jade/contract/wallet';
import { buildTestApp } from '../../test/build-test-app';
import { loginAs } from '../../test/login';
import * as members from '../members/members.service';
import * as wallet from './wallet.service';

const app = await buildTestApp();
const merchantId = app.merchantId;
let seq = 0;
const newOwner = async () =>
  (
    await members.createAccount(app.db, {
      merchantId,
      username: `w${Date.now().toString(36)}${seq++}`,
      password: 'Wallet2026x',
      type: 0,
    })
  ).id;

describe('ledger', () => {
  test('keeps every wallet equal to its entries, never negative, and the whole ledger summing to zero', async () => {
    const owners = [await newOwner(), await newOwner(), await newOwner()];
    const wallets = await Promise.all(owners.map((o) => wallet.walletOf(app.db, merchantId, o, 'NPR')));
    const house = await wallet.systemAccount(app.db, merchantId, `house-prop-${seq++}`, 'NPR');
    const accounts = [house, ...wallets];
    let key = 0;
    await fc.assert(
      fc.asyncProperty(
        fc.array(fc.record({ from: fc.nat(3), to: fc.nat(3), amount: fc.integer({ min: 1, max: 50_000 }) }), { maxLength: 25 }),
        async (moves) => {
          for (const m of moves) {
            if (m.from === m.to) continue;
            await app.db
              .transaction((tx) =>
                wallet.transfer(tx, {
                  merchantId,
                  from: accounts[m.from]!,
                  to: accounts[m.to]!,
                  amount: m.amount,
                  idempotencyKey: `prop-${seq}-${key++}`,
                  type: 'ADJUST',
                  reason: 'test',
                  actor: 'test',
                }),
              )
              .catch((err: { code?: string }) => {
                if (err.code !== 'WALLET_INSUFFICIENT_BALANCE') throw err;
              });
          }
          let total = 0;
          for (const a of accounts) {
            const sum = await wallet.sumOfEntries(app.db, a.id);
            total += sum;
            if (a.kind === 'wallet') {
              expect(await wallet.balanceOf(app.db, a)).toBe(sum);
              expect(sum).toBeGreaterThanOrEqual(0);
            }
          }
          expect(total).toBe(0);
        },
      ),
      { numRuns: 15 },
    );
  });

  test('moves money once for a repeated idempotency key, sequentially and concurrently', async () => {
    const w = await wallet.walletOf(app.db, merchantId, await newOwner(), 'NPR');
    const house = await wallet.systemAccount(app.db, merchantId, 'house', 'NPR');
    const credit = () =>
      app.db.transaction((tx) =>
        wallet.transfer(tx, {
          merchantId,
          from: house,
          to: w,
          amount: 700,
          idempotencyKey: 'dep-1',
          type: 'DEPOSIT',
          reason: 'deposit',
          actor: 'test',
        }),
      );
    const first = await credit();
    const again = await credit();
    expect(again).toMatchObject({ transferId: first.transferId, replayed: true, toBalance: 700 });
    const burst = await Promise.all(Array.from({ length: 10 }, credit));
    expect(new Set(burst.map((b) => b.transferId))).toEqual(new Set([first.transferId]));
    expect(await wallet.balanceOf(app.db, w)).toBe(700);
    const mismatch = app.db.transaction((tx) =>
      wallet.transfer(tx, {
        merchantId,
        from: house,
        to: w,
        amount: 999,
        idempotencyKey: 'dep-1',
        type: 'DEPOSIT',
        reason: 'deposit',
        actor: 'test',
      }),
    );
    await expect(mismatch).rejects.toMatchObject({ code: 'LEDGER_IDEMPOTENCY_MISMATCH' });
  });

  test('lets exactly the affordable ones of 200 concurrent debits through', async () => {
    const w = await wallet.walletOf(app.db, merchantId, await newOwner(), 'NPR');
    const house = await wallet.systemAccount(app.db, merchantId, 'house', 'NPR');
    await app.db.transaction((tx) =>
      wallet.transfer(tx, {
        merchantId,
        from: house,
        to: w,
        amount: 1000,
        idempotencyKey: 'fund-c',
        type: 'DEPOSIT',
        reason: 'deposit',
        actor: 'test',
      }),
    );
    const results = await Promise.allSettled(
      Array.from({ length: 200 }, (_, i) =>
        app.db.transaction((tx) =>
          wallet.transfer(tx, {
            merchantId,
            from: w,
            to: house,
            amount: 10,
            idempotencyKey: `bet-c-${i}`,
            type: 'BET',
            reason: 'bet',
            actor: 'test',
          }),
        ),
      ),
    );
    const ok = results.filter((r) => r.status === 'fulfilled').length;
    expect(ok).toBe(100);
    for (const r of results)
      if (r.status === 'rejected') expect((r.reason as { code: string }).code).toBe('WALLET_INSUFFICIENT_BALANCE');
    expect(await wallet.balanceOf(app.db, w)).toBe(0);
    expect(await wallet.sumOfEntries(app.db, w.id)).toBe(0);
  });

  test('refuses a debit above the balance and writes nothing', async () => {
    const w = await wallet.walletOf(app.db, merchantId, await newOwner(), 'NPR');
    const house = await wallet.systemAccount(app.db, merchantId, 'house', 'NPR');
    const res = app.db.transaction((tx) =>
      wallet.transfer(tx, {
        merchantId,
        from: w,
        to: house,
        amount: 1,
        idempotencyKey: 'over-1',
        type: 'BET',
        reason: 'bet',
        actor: 'test',
      }),
    );
    await expect(res).rejects.toMatchObject({ code: 'WALLET_INSUFFICIENT_BALANCE' });
    expect(await wallet.entriesOf(app.db, w.id)).toHaveLength(0);
    // The key was not used up by the failed attempt.
    await app.db.transaction((tx) =>
      wallet.transfer(tx, {
        merchantId,
        from: house,
        to: w,
        amount: 5,
        idempotencyKey: 'over-1',
        type: 'DEPOSIT',
        reason: 'deposit',
        actor: 'test',
      }),
    );
    expect(await wallet.balanceOf(app.db, w)).toBe(5);
  });

  test('shows the balance to its member, and a trial starts with play money', async () => {
    const { headers } = await loginAs(app, 'agent01', 'Agent@1234');
    const res = await app.inject({ method: 'GET', url: '/wps/v2/wallets/balance', headers });
    expect(res.json().value).toEqual({ balance: 0, currency: 'NPR', currencySymbol: 'रु' });
    expect((await app.inject({ method: 'GET', url: '/wps/v2/wallets/balance' })).statusCode).toBe(401);
    const trial = await app.inject({ method: 'POST', url: '/wps/session/login/freeplay', payload: {} });
    const bal = await app.inject({
      method: 'GET',
      url: '/wps/v2/wallets/balance',
      headers: { authorization: `Bearer ${trial.json().value.token}` },
    });
    expect(bal.json().value.balance).toBe(TRIAL_BALANCE);
  });
});
