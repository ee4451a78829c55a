import type { FastifyInstance } from 'fastify';
import { eq } from 'drizzle-orm';
import { describe, expect, test } from 'vitest';
import { createHmac } from 'node:crypto';
import { buildTestApp } from '../../test/build-test-app';
import { gameSession, playRound } from '../../test/games';
import { balanceOf, fundedMember } from '../../test/money';
import * as catalog from '../catalog/catalog.service';
import * as gs from './gameserver.service';
import { titleFrom } from './gameserver.titles';
import { vendorWalletKeys } from '../seamless/seamless.tables';
import { gsRounds } from './gameserver.tables';
import { fetchTransport, injectTransport, type WalletTransport } from './wallet-client';

/**
 * The network between the game server and the wallet, with failures injected: a request lost on
 * the way, an answer lost after the wallet applied it, or the wallet unreachable for a while.
 */
type Fault = 'none' | 'drop-request' | 'drop-answer' | 'down';
const faults: Record<string, Fault[]> = {};
const transport: WalletTransport = async (path, body, headers) => {
  const kind = path.split('/').pop()!;
  const fault = faults[kind]?.shift() ?? 'none';
  if (fault === 'drop-request' || fault === 'down') throw new Error(`injected: ${fault} ${kind}`);
  const res = await injectTransport(app)(path, body, headers);
  if (fault === 'drop-answer') throw new Error(`injected: answer of ${kind} lost`);
  return res;
};
const app: FastifyInstance = await buildTestApp({}, {}, { gameTransport: () => transport });
const inject = (kind: string, ...f: Fault[]) => (faults[kind] = f);
const journal = async (roundRef: string) =>
  (
    await app.db
      .select()
      .from(gsRounds)
      .where(eq(gsRounds.id, Number(roundRef.slice(2))))
  )[0]!;
const lastRound = async (owner: string) =>
  (await app.db.select().from(gsRounds).where(eq(gsRounds.owner, owner))).sort((a, b) => b.id - a.id)[0]!;
/**
 * Rounds with a separate debit and credit: multi-step games, and jackpot titles (the pool decides
 * the win when it is paid). Instant rounds take the combined call (gameserver.instant.test.ts).
 */
const TWO_STEP = 'LOTUS-0050';
const STAKE = titleFrom((await catalog.findGameByCode(app.db, app.merchantId, TWO_STEP)) as never).stakeLevels[0]!;
const BET = { stake: STAKE };

describe('wallet failures between game server and wallet', () => {
  test('a lost request or a lost answer is retried with the same txId: the stake is taken once', async () => {
    const m = await fundedMember(app, { funds: 10_000 });
    const s = await gameSession(app, TWO_STEP, { headers: m.headers });
    inject('debit', 'drop-request', 'drop-answer');
    inject('credit', 'drop-answer');
    const res = await playRound(app, s.auth, BET);
    expect(res.statusCode, res.body).toBe(200);
    const { round } = res.json().value;
    expect(await balanceOf(app, m.headers)).toBe(10_000 - STAKE + round.win);
    expect((await journal(round.roundRef)).status).toBe('SETTLED');
  });

  test('a wallet down during the debit: rolled back, refused later, and no money moved', async () => {
    const m = await fundedMember(app, { funds: 10_000 });
    const s = await gameSession(app, TWO_STEP, { headers: m.headers });
    inject('debit', 'drop-answer', 'down', 'down');
    inject('rollback', 'down', 'down', 'down');
    const res = await playRound(app, s.auth, BET);
    expect(res.json().code).toBe('GS_WALLET_UNAVAILABLE');
    const r = await lastRound(m.username);
    expect(r.status).toBe('DEBITING');
    expect(await balanceOf(app, m.headers)).toBe(10_000 - STAKE); // the first debit did arrive
    expect(await gs.recoverRounds(app.gameServer, 0)).toBeGreaterThanOrEqual(1);
    expect((await journal(`GS${r.id}`)).status).toBe('ROLLED_BACK');
    expect(await balanceOf(app, m.headers)).toBe(10_000);
    // The same debit sent again (a late retry) answers as the first time and takes nothing.
    const late = await signedDebit(app, r.playerId!, `GS${r.id}-bet`, `GS${r.id}`);
    expect(late.statusCode).toBe(200);
    expect(await balanceOf(app, m.headers)).toBe(10_000);
  });

  test('a debit that never arrived is rolled back first, so its late arrival is refused', async () => {
    const m = await fundedMember(app, { funds: 10_000 });
    const s = await gameSession(app, TWO_STEP, { headers: m.headers });
    inject('debit', 'down', 'down', 'down');
    expect((await playRound(app, s.auth, BET)).json().code).toBe('GS_WALLET_UNAVAILABLE');
    const r = await lastRound(m.username);
    expect(r.status).toBe('ROLLED_BACK');
    expect((await signedDebit(app, r.playerId!, `GS${r.id}-bet`, `GS${r.id}`)).json().code).toBe('SW_TX_ROLLED_BACK');
    expect(await balanceOf(app, m.headers)).toBe(10_000);
  });

  test('a win the wallet could not take is kept and paid by the recovery job, once', async () => {
    const m = await fundedMember(app, { funds: 10_000 });
    const s = await gameSession(app, TWO_STEP, { headers: m.headers });
    inject('credit', 'down', 'down', 'down');
    expect((await playRound(app, s.auth, BET)).json().code).toBe('GS_WIN_PENDING');
    const r = await lastRound(m.username);
    expect(r.status).toBe('CREDITING');
    expect(await balanceOf(app, m.headers)).toBe(10_000 - STAKE);
    await Promise.all([gs.recoverRounds(app.gameServer, 0), gs.recoverRounds(app.gameServer, 0)]);
    expect((await journal(`GS${r.id}`)).status).toBe('SETTLED');
    expect(await balanceOf(app, m.headers)).toBe(10_000 - STAKE + Number(r.win));
  });

  test('a pair with a win pending is not rotated, nor its seed shown on the receipt, until the win is paid', async () => {
    const m = await fundedMember(app, { funds: 10_000 });
    const s = await gameSession(app, TWO_STEP, { headers: m.headers });
    inject('credit', 'down', 'down', 'down');
    expect((await playRound(app, s.auth, BET)).json().code).toBe('GS_WIN_PENDING');
    const r = await lastRound(m.username);
    const rotate = () => app.inject({ method: 'POST', url: '/gs/v1/seeds/rotate', headers: s.auth, payload: {} });
    const receipt = () => app.inject({ method: 'GET', url: `/wps/game/fairness/GS${r.id}`, headers: m.headers });
    expect((await rotate()).json().code).toBe('GS_ROUND_OPEN');
    expect((await receipt()).json().value.serverSeed).toBeNull();
    await gs.recoverRounds(app.gameServer, 0);
    expect((await rotate()).statusCode).toBe(200);
    expect((await receipt()).json().value.serverSeed).toMatch(/^[0-9a-f]{64}$/);
  });

  test('a process stopped between debit and credit: recovery returns the stake, or settles a paid round', async () => {
    const m = await fundedMember(app, { funds: 10_000 });
    const s = await gameSession(app, TWO_STEP, { headers: m.headers });
    // Stopped after the debit: the journal still says DEBITING (as a crash would leave it).
    inject('credit', 'down', 'down', 'down');
    await playRound(app, s.auth, BET);
    const staked = await lastRound(m.username);
    await app.db.update(gsRounds).set({ status: 'DEBITING' }).where(eq(gsRounds.id, staked.id));
    // Stopped after the credit, before the journal said so.
    const paid = (await playRound(app, s.auth, BET)).json().value.round;
    await app.db
      .update(gsRounds)
      .set({ status: 'DEBITING' })
      .where(eq(gsRounds.id, Number(paid.roundRef.slice(2))));
    await gs.recoverRounds(app.gameServer, 0);
    expect((await journal(`GS${staked.id}`)).status).toBe('ROLLED_BACK');
    expect((await journal(paid.roundRef)).status).toBe('SETTLED');
    expect(await balanceOf(app, m.headers)).toBe(10_000 - STAKE + paid.win);
  });

  test('over a real socket the same client works (fetch transport)', async () => {
    await app.listen({ port: 0, host: '127.0.0.1' });
    const addr = app.server.address() as { port: number };
    const m = await fundedMember(app, { funds: 2_500 });
    const res = await fetchTransport(`http://127.0.0.1:${addr.port}`)(
      '/seamless/v1/balance',
      JSON.stringify({ playerId: m.username }),
      {
        'content-type': 'application/json',
      },
    );
    expect(JSON.parse(res.body).code).toBe('SW_SIGNATURE_INVALID');
    const s = await gameSession(app, 'INHOUSE-DICE', { headers: m.headers });
    expect(s.balance).toBe(2_500);
  });
});

/** A vendor's own debit call (as a retrying vendor would send it), signed with the game server's key. */
async function signedDebit(app: FastifyInstance, playerId: string, txId: string, roundId: string) {
  const [key] = await app.db.select().from(vendorWalletKeys).where(eq(vendorWalletKeys.vendor, 'LOTUS'));
  const body = JSON.stringify({ playerId, txId, roundId, gameCode: TWO_STEP, amount: STAKE });
  const ts = String(Math.floor(Date.now() / 1000));
  return app.inject({
    method: 'POST',
    url: '/seamless/v1/debit',
    headers: {
      'content-type': 'application/json',
      'x-jade-vendor': 'LOTUS',
      'x-jade-timestamp': ts,
      'x-jade-signature': createHmac('sha256', key!.secret).update(`${ts}.${body}`).digest('hex'),
    },
    payload: body,
  });
}
