import fc from 'fast-check';
import { describe, expect, test } from 'vitest';
import { settledRound } from '../../test/games';
import { buildTestApp, opsHeaders } from '../../test/build-test-app';
import { injectSealed, loginAs } from '../../test/login';
import { balanceOf, fundedMember, payoutAccount, withdraw } from '../../test/money';
import * as members from '../members/members.service';
import * as payments from '../payments/payments.service';
import * as wallet from './wallet.service';

const app = await buildTestApp();
const m = app.merchantId;
const round = (memberId: number, ref: string, stake: number, win: number) => settledRound(app, memberId, ref, stake, win);

/** Every wallet equals its entries and is not negative, and all accounts of the merchant sum to zero. */
async function assertInvariants() {
  const rows = (await app.db.execute(
    `select a.id, a.kind, coalesce(b.balance, 0) as balance, coalesce((select sum(e.amount) from ledger_entries e where e.account_id = a.id), 0) as total
       from ledger_accounts a left join wallet_balances b on b.account_id = a.id where a.merchant_id = ${m}` as never,
  )) as unknown as { rows: { kind: string; balance: string | number; total: string | number }[] };
  let sum = 0;
  for (const r of rows.rows) {
    sum += Number(r.total);
    if (r.kind !== 'system') {
      expect(Number(r.balance)).toBe(Number(r.total));
      expect(Number(r.balance)).toBeGreaterThanOrEqual(0);
    }
  }
  expect(sum).toBe(0);
}

describe('money flows', () => {
  test('keep every balance equal to its entries through any sequence of deposits, bets, wins, withdrawals and transfers', async () => {
    const a = await fundedMember(app);
    const b = await fundedMember(app);
    const bank = (await payments.listChannels(app.db, m, { enabledOnly: true })).find((c) => c.kind === 'BANK')!;
    const accountA = await payoutAccount(app, a.headers);
    let n = 0;
    const op = fc.oneof(
      fc.record({ k: fc.constant('deposit' as const), amount: fc.integer({ min: 10_000, max: 300_000 }), approve: fc.boolean() }),
      fc.record({
        k: fc.constant('bet' as const),
        stake: fc.integer({ min: 1, max: 80_000 }),
        win: fc.integer({ min: 0, max: 160_000 }),
      }),
      fc.record({ k: fc.constant('withdraw' as const), amount: fc.integer({ min: 10_000, max: 200_000 }), pay: fc.boolean() }),
      fc.record({ k: fc.constant('transfer' as const), amount: fc.integer({ min: 1, max: 100_000 }) }),
    );
    await fc.assert(
      fc.asyncProperty(fc.array(op, { maxLength: 12 }), async (ops) => {
        for (const o of ops) {
          const key = `prop${String(n++).padStart(5, '0')}`;
          if (o.k === 'deposit') {
            const memberA = (await members.findById(app.db, a.id))!;
            const d = await payments.createDeposit(app.db, m, memberA, {
              channelId: bank.id,
              amount: o.amount,
              requestId: `dep-${key}`,
            });
            await app.db.transaction((tx) =>
              o.approve ? payments.approveDeposit(tx, m, d.id, { actor: 'test' }) : payments.rejectDeposit(tx, m, d.id, {}),
            );
          } else if (o.k === 'bet') {
            await round(a.id, key, o.stake, o.win).catch((e: { code?: string }) =>
              expect(e.code).toBe('WALLET_INSUFFICIENT_BALANCE'),
            );
          } else if (o.k === 'withdraw') {
            const res = await withdraw(app, a.headers, { payoutAccountId: accountA, amount: o.amount, requestId: `wd-${key}` });
            if (res.statusCode === 200) {
              const step = o.pay ? 'pay' : 'reject';
              expect(
                (
                  await app.inject({
                    method: 'POST',
                    url: `/ops/withdrawals/${res.json().value.id}/${step}`,
                    headers: opsHeaders,
                    payload: {},
                  })
                ).statusCode,
              ).toBe(200);
            } else expect(res.json().code).toBe('WITHDRAW_ABOVE_WITHDRAWABLE');
          } else {
            await app.db
              .transaction(async (tx) =>
                wallet.transfer(tx, {
                  merchantId: m,
                  from: await wallet.walletOf(tx, m, a.id, 'NPR'),
                  to: await wallet.walletOf(tx, m, b.id, 'NPR'),
                  amount: o.amount,
                  idempotencyKey: `tr-${key}`,
                  type: 'TRANSFER',
                  reason: 'transfer.upline',
                  actor: 'test',
                }),
              )
              .catch((e: { code?: string }) => expect(e.code).toBe('WALLET_INSUFFICIENT_BALANCE'));
          }
        }
        await assertInvariants();
      }),
      { numRuns: 12 },
    );
  });

  test('lets exactly the affordable ones of 200 concurrent withdrawals and bets through', async () => {
    const x = await fundedMember(app, { funds: 1_000_000 });
    const accountId = await payoutAccount(app, x.headers);
    const tries = Array.from({ length: 200 }, (_, i) =>
      i % 2 === 0
        ? withdraw(app, x.headers, { payoutAccountId: accountId, amount: 10_000, requestId: `wd-conc-${i}x` }).then(
            (r) => r.statusCode === 200,
          )
        : round(x.id, `conc-${x.id}-${i}`, 10_000, 0).then(
            () => true,
            () => false,
          ),
    );
    const ok = (await Promise.all(tries)).filter(Boolean).length;
    expect(ok).toBe(100);
    expect(await balanceOf(app, x.headers)).toBe(0);
    await assertInvariants();
  });

  test('a member sends money to the upline agent with the payment password', async () => {
    const agent = await members.findByUsername(app.db, m, 'agent01');
    const x = await fundedMember(app, { funds: 80_000, uplineId: agent!.id });
    const send = (payload: Record<string, unknown>) =>
      injectSealed(app, {
        method: 'POST',
        url: '/wps/wallet/transfer-upline',
        headers: x.headers,
        payload: { paymentPassword: '654321', ...payload },
      });
    expect((await app.inject({ method: 'GET', url: '/wps/wallet/upline', headers: x.headers })).json().value).toEqual({
      upline: 'agent01',
      balance: 80_000,
      hasPaymentPassword: true,
    });
    expect((await send({ amount: 10_000, paymentPassword: '999999', requestId: 'up-wrong-01' })).json().code).toBe(
      'PAYMENT_PASSWORD_WRONG',
    );
    expect((await send({ amount: 90_000, requestId: 'up-over-001' })).json().code).toBe('WITHDRAW_ABOVE_WITHDRAWABLE');
    const done = await send({ amount: 30_000, requestId: 'up-ok-0001' });
    expect(done.json().value).toMatchObject({ balance: 50_000, upline: 'agent01' });
    expect((await send({ amount: 30_000, requestId: 'up-ok-0001' })).json().value.transferId).toBe(done.json().value.transferId);
    expect(await balanceOf(app, x.headers)).toBe(50_000);
    const top = await loginAs(app, 'agent01', 'Agent@1234');
    const none = await injectSealed(app, {
      method: 'POST',
      url: '/wps/wallet/transfer-upline',
      headers: top.headers,
      payload: { amount: 10_000, paymentPassword: '1', requestId: 'up-none-001' },
    });
    expect(none.json().code).toBe('NO_UPLINE');
  });

  test('in transfer-wallet mode money moves between main and vendor wallets, and recall-all brings it back', async () => {
    const x = await fundedMember(app, { funds: 100_000 });
    const move = (payload: unknown) =>
      app.inject({ method: 'POST', url: '/wps/relay/GCS_walletTransfer', headers: x.headers, payload: payload as object });
    expect((await app.inject({ method: 'GET', url: '/wps/relay/GCS_merchantWallet', headers: x.headers })).json().value).toEqual({
      isSingle: true,
    });
    expect((await move({ from: 'MAIN', to: 'LOTUS', amount: 1_000, requestId: 'wt-single-01' })).json().code).toBe(
      'WALLET_MODE_SINGLE',
    );
    const settings = (await app.inject({ method: 'GET', url: '/ops/payment-settings', headers: opsHeaders })).json().value;
    await app.inject({
      method: 'PUT',
      url: '/ops/payment-settings',
      headers: opsHeaders,
      payload: { ...settings, walletMode: 'TRANSFER' },
    });
    try {
      const after = await move({ from: 'MAIN', to: 'LOTUS', amount: 30_000, requestId: 'wt-lotus-001' });
      expect(after.json().value.main).toBe(70_000);
      expect(after.json().value.wallets.find((w: { vendor: string }) => w.vendor === 'LOTUS').balance).toBe(30_000);
      await move({ from: 'MAIN', to: 'LOTUS', amount: 30_000, requestId: 'wt-lotus-001' });
      await move({ from: 'MAIN', to: 'HIMAL', amount: 20_000, requestId: 'wt-himal-001' });
      expect((await move({ from: 'LOTUS', to: 'HIMAL', amount: 1, requestId: 'wt-cross-001' })).json().code).toBe(
        'VALIDATION_FAILED',
      );
      expect((await move({ from: 'LOTUS', to: 'MAIN', amount: 30_001, requestId: 'wt-over-0001' })).json().code).toBe(
        'WALLET_INSUFFICIENT_BALANCE',
      );
      // A vendor switched off as a whole: nothing goes in, what is there comes back.
      const vendor = (enabled: boolean) =>
        app.inject({ method: 'PUT', url: '/ops/vendors/HIMAL', headers: opsHeaders, payload: { enabled } });
      expect((await vendor(false)).statusCode).toBe(200);
      const refused = await move({ from: 'MAIN', to: 'HIMAL', amount: 1_000, requestId: 'wt-off-00001' });
      expect(refused.json().code).toBe('VENDOR_SWITCHED_OFF');
      const out = (await move({ from: 'HIMAL', to: 'MAIN', amount: 5_000, requestId: 'wt-off-00002' })).json().value;
      expect(out.main).toBe(55_000);
      expect(out.wallets.find((w: { vendor: string }) => w.vendor === 'HIMAL').balance).toBe(15_000);
      const recalled = (await move({ recallAll: true, requestId: 'wt-recall-01' })).json().value;
      expect(recalled.main).toBe(100_000);
      expect(recalled.wallets.every((w: { balance: number }) => w.balance === 0)).toBe(true);
    } finally {
      await app.inject({ method: 'PUT', url: '/ops/vendors/HIMAL', headers: opsHeaders, payload: { enabled: true } });
      await app.inject({ method: 'PUT', url: '/ops/payment-settings', headers: opsHeaders, payload: settings });
    }
    await assertInvariants();
  });

  test('the demo member sees its account record, betting record, profit and bonuses, filtered by type and date', async () => {
    const { headers } = await loginAs(app, 'demo01', 'Demo@1234');
    const get = async (url: string) => {
      const res = await app.inject({ method: 'GET', url, headers });
      if (res.statusCode !== 200) throw new Error(`${url}: ${res.body}`);
      return res.json().value;
    };
    const all = await get('/wps/wallet/transactions?pageSize=100');
    expect(all.total).toBeGreaterThan(40);
    expect(all.list[0].balanceAfter).toBe(await balanceOf(app, headers));
    const deposits = await get('/wps/wallet/transactions?type=DEPOSIT');
    expect(deposits).toMatchObject({ total: 2, totals: { in: 7_000_000, out: 0 } });
    const day = (d: number) => new Date(Date.now() + d * 86_400_000).toISOString().slice(0, 10);
    const week = await get(`/wps/wallet/transactions?type=DEPOSIT&from=${day(-7)}&to=${day(0)}`);
    expect(week.total).toBe(0);
    const bets = await get('/wps/wallet/bets?pageSize=10');
    expect(bets.total).toBe(40);
    expect(bets.list).toHaveLength(10);
    expect(bets.totals.profit).toBe(bets.totals.win - bets.totals.stake);
    const live = await get('/wps/wallet/bets?category=LIVE');
    expect(live.list.every((b: { category: string }) => b.category === 'LIVE')).toBe(true);
    const profit = await get('/wps/wallet/profit?tz=345');
    expect(profit.total.rounds).toBe(40);
    expect(profit.byCategory.reduce((s: number, c: { profit: number }) => s + c.profit, 0)).toBe(profit.total.profit);
    expect(profit.deposits).toBe(7_000_000);
    // The net position: withdrawals less deposits (nothing withdrawn yet: the member is 70,000.00 down).
    expect(profit.netPosition).toBe(profit.withdrawals - profit.deposits);
    expect(profit.netPosition).toBe(-7_000_000);
    const bonuses = await get('/wps/wallet/bonuses');
    expect(bonuses.list[0]).toMatchObject({ name: 'Welcome bonus', status: 'ACTIVE' });
    expect(bonuses.list[0].turnoverDone).toBe(bets.totals.stake);
    const bad = await app.inject({ method: 'GET', url: '/wps/wallet/transactions?from=2026-13-45', headers });
    expect(bad.json()).toMatchObject({ code: 'VALIDATION_FAILED' });
  });
});
