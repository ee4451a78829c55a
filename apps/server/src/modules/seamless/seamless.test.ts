import { createHmac } from 'node:crypto';
import { describe, expect, test } from 'vitest';
import { buildTestApp, opsHeaders } from '../../test/build-test-app';
import { launchUrl } from '../../test/games';
import { balanceOf, fundedMember } from '../../test/money';

const app = await buildTestApp();
const SECRET = 'seamless-test-secret-0123456789abcdef';
await app.inject({ method: 'PUT', url: '/ops/vendors/LOTUS/wallet-key', headers: opsHeaders, payload: { secret: SECRET } });

/** A vendor's signed call, as the docs describe it. */
function call(path: string, body: unknown, opts: { secret?: string; vendor?: string; ts?: number } = {}) {
  const raw = JSON.stringify(body);
  const ts = String(opts.ts ?? Math.floor(Date.now() / 1000));
  const sig = createHmac('sha256', opts.secret ?? SECRET)
    .update(`${ts}.${raw}`)
    .digest('hex');
  return app.inject({
    method: 'POST',
    url: `/seamless/v1/${path}`,
    headers: {
      'content-type': 'application/json',
      'x-jade-vendor': opts.vendor ?? 'LOTUS',
      'x-jade-timestamp': ts,
      'x-jade-signature': sig,
    },
    payload: raw,
  });
}
const bet = (playerId: string, txId: string, roundId: string, amount: number) =>
  call('debit', { playerId, txId, roundId, gameCode: 'LOTUS-0001', amount });
const win = (playerId: string, txId: string, roundId: string, amount: number, free = false) =>
  call('credit', { playerId, txId, roundId, gameCode: 'LOTUS-0001', amount, free, result: amount ? 'win' : 'lose' });

describe('seamless wallet API', () => {
  test('a new key set by the operator signs the next call at once; the old one is refused', async () => {
    const m = await fundedMember(app, { funds: 10_000 });
    expect((await call('balance', { playerId: m.username })).statusCode).toBe(200);
    const next = 'seamless-test-secret-next-0123456789ab';
    const put = (secret: string) =>
      app.inject({ method: 'PUT', url: '/ops/vendors/LOTUS/wallet-key', headers: opsHeaders, payload: { secret } });
    expect((await put(next)).statusCode).toBe(200);
    expect((await call('balance', { playerId: m.username }, { secret: next })).statusCode).toBe(200);
    expect((await call('balance', { playerId: m.username })).statusCode).not.toBe(200);
    expect((await put(SECRET)).statusCode).toBe(200);
    expect((await call('balance', { playerId: m.username })).statusCode).toBe(200);
  });

  test('refuses unsigned, wrongly signed, stale and unknown-vendor calls', async () => {
    const m = await fundedMember(app, { funds: 10_000 });
    expect((await call('balance', { playerId: m.username })).json().value).toEqual({
      playerId: m.username,
      currency: 'NPR',
      balance: 10_000,
    });
    for (const opts of [
      { secret: 'wrong-secret-wrong-secret-0000' },
      { ts: Math.floor(Date.now() / 1000) - 600 },
      { vendor: 'HIMAL' },
    ]) {
      const res = await call('balance', { playerId: m.username }, opts);
      expect(res.statusCode).toBe(401);
      expect(res.json().code).toBe('SW_SIGNATURE_INVALID');
    }
    expect((await call('balance', { playerId: 'nobody-here' })).json().code).toBe('SW_PLAYER_UNKNOWN');
  });

  test('a bet and its win settle once however often they are sent', async () => {
    const m = await fundedMember(app, { funds: 10_000 });
    const first = await bet(m.username, 'tx-b-1', 'round-1', 3_000);
    expect(first.json().value).toMatchObject({ balance: 7_000, txId: 'tx-b-1' });
    const again = await bet(m.username, 'tx-b-1', 'round-1', 3_000);
    expect(again.json().value).toEqual(first.json().value);
    expect((await bet(m.username, 'tx-b-1', 'round-1', 3_001)).json().code).toBe('SW_DUPLICATE_MISMATCH');
    const w = await win(m.username, 'tx-w-1', 'round-1', 5_000);
    expect(w.json().value.balance).toBe(12_000);
    expect((await win(m.username, 'tx-w-1', 'round-1', 5_000)).json().value.balance).toBe(12_000);
    expect((await bet(m.username, 'tx-b-2', 'round-1', 1_000)).json().code).toBe('SW_ROUND_CLOSED');
    expect(await balanceOf(app, m.headers)).toBe(12_000);
    const record = (await app.inject({ method: 'GET', url: '/wps/wallet/bets', headers: m.headers })).json().value;
    expect(record.list[0]).toMatchObject({
      roundRef: 'round-1',
      stake: 3_000,
      win: 5_000,
      profit: 2_000,
      status: 'SETTLED',
      vendor: 'LOTUS',
    });
  });

  test('answers each wrong call with its own code and moves nothing', async () => {
    const m = await fundedMember(app, { funds: 1_000 });
    expect((await bet(m.username, 'tx-big', 'round-big', 1_001)).json().code).toBe('WALLET_INSUFFICIENT_BALANCE');
    expect((await win(m.username, 'tx-w-x', 'round-never', 500)).json().code).toBe('SW_ROUND_UNKNOWN');
    expect((await call('debit', { playerId: m.username, txId: 'x', roundId: 'r', gameCode: 'g', amount: -5 })).json().code).toBe(
      'VALIDATION_FAILED',
    );
    expect(await balanceOf(app, m.headers)).toBe(1_000);
    // A win without a bet is allowed when the vendor says it is free (free spins, promotions).
    expect((await win(m.username, 'tx-free', 'round-free', 700, true)).json().value.balance).toBe(1_700);
  });

  test('a rollback returns the stake once, and one that comes before its debit makes the debit refused', async () => {
    const m = await fundedMember(app, { funds: 5_000 });
    await bet(m.username, 'tx-rb-1', 'round-rb', 2_000);
    const rb = await call('rollback', { playerId: m.username, txId: 'tx-rb-1', roundId: 'round-rb' });
    expect(rb.json().value.balance).toBe(5_000);
    expect((await call('rollback', { playerId: m.username, txId: 'tx-rb-1', roundId: 'round-rb' })).json().value.balance).toBe(
      5_000,
    );
    expect((await win(m.username, 'tx-rb-w', 'round-rb', 9_000)).json().code).toBe('SW_TX_ROLLED_BACK');

    const early = await call('rollback', { playerId: m.username, txId: 'tx-late', roundId: 'round-late' });
    expect(early.json().code).toBe('SW_TX_UNKNOWN');
    expect((await bet(m.username, 'tx-late', 'round-late', 1_000)).json().code).toBe('SW_TX_ROLLED_BACK');
    expect(await balanceOf(app, m.headers)).toBe(5_000);
    const record = (
      await app.inject({ method: 'GET', url: '/wps/wallet/transactions?type=BET_REFUND', headers: m.headers })
    ).json().value;
    expect(record).toMatchObject({ total: 1, list: [{ amount: 2_000 }] });
  });

  test('concurrent repeats of one bet move money once, and concurrent bets stop at the balance', async () => {
    const m = await fundedMember(app, { funds: 50_000 });
    const same = await Promise.all(Array.from({ length: 30 }, () => bet(m.username, 'tx-same', 'round-same', 1_000)));
    expect(new Set(same.map((r) => r.json().value.transferId)).size).toBe(1);
    expect(await balanceOf(app, m.headers)).toBe(49_000);
    const many = await Promise.all(
      Array.from({ length: 60 }, (_, i) => bet(m.username, `tx-many-${i}`, `round-many-${i}`, 1_000)),
    );
    expect(many.filter((r) => r.statusCode === 200)).toHaveLength(49);
    expect(many.filter((r) => r.json().code === 'WALLET_INSUFFICIENT_BALANCE')).toHaveLength(11);
    expect(await balanceOf(app, m.headers)).toBe(0);
  });

  test('authenticate: a launch token is used once, by its own vendor and title', async () => {
    const m = await fundedMember(app, { funds: 7_000 });
    const l = await launchUrl(app, 'LOTUS-0001', { headers: m.headers });
    const auth = (gameCode: string) => call('authenticate', { launchToken: l.token, gameCode });
    expect((await auth('LOTUS-0002')).json().code).toBe('SW_LAUNCH_TOKEN_INVALID');
    expect((await auth('LOTUS-0001')).json().value).toEqual({
      mode: 'real',
      playerId: m.username,
      currency: 'NPR',
      balance: 7_000,
      gameCode: 'LOTUS-0001',
      language: 'en',
      backUrl: '/rng',
      siteSessionId: expect.any(Number),
    });
    expect((await auth('LOTUS-0001')).json().code).toBe('SW_LAUNCH_TOKEN_INVALID');
    const trial = await launchUrl(app, 'LOTUS-0001', { mode: 'trial' });
    const t = await call('authenticate', { launchToken: trial.token, gameCode: 'LOTUS-0001' });
    expect(t.json().value).toMatchObject({ mode: 'trial', playerId: null, balance: null, siteSessionId: null });
  });
});
