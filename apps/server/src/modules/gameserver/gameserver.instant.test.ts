import { createHmac } from 'node:crypto';
import type { FastifyInstance } from 'fastify';
import { eq, sql } from 'drizzle-orm';
import { describe, expect, test } from 'vitest';
import { buildTestApp } from '../../test/build-test-app';
import { gameSession, playRound } from '../../test/games';
import { balanceOf, fundedMember } from '../../test/money';
import { vendorWalletKeys } from '../seamless/seamless.tables';
import { MARK_EVERY_MS, markStats } from './gameserver.instant';
import * as gs from './gameserver.service';
import { gsRounds } from './gameserver.tables';
import { injectTransport, type WalletTransport } from './wallet-client';

/** The network to the wallet, counting calls by kind, with faults injected on demand. */
type Fault = 'drop-request' | 'drop-answer' | 'down';
const faults: Record<string, Fault[]> = {};
const calls: string[] = [];
const transport: WalletTransport = async (path, body, headers) => {
  const kind = path.split('/').pop()!;
  calls.push(kind);
  const fault = faults[kind]?.shift();
  if (fault === 'drop-request' || fault === 'down') throw new Error(`injected: ${fault} ${kind}`);
  const res = await injectTransport(app)(path, body, headers);
  if (fault === 'drop-answer') throw new Error(`injected: answer of ${kind} lost`);
  return res;
};
const app: FastifyInstance = await buildTestApp({}, {}, { gameTransport: () => transport });
const inject = (kind: string, ...f: Fault[]) => (faults[kind] = f);
const BET = { stake: 1_000, target: 5000, over: true };
const journal = async (roundRef: string) =>
  (
    await app.db
      .select()
      .from(gsRounds)
      .where(eq(gsRounds.id, Number(roundRef.slice(2))))
  )[0]!;
const lastRound = async (owner: string) =>
  (await app.db.select().from(gsRounds).where(eq(gsRounds.owner, owner))).sort((a, b) => b.id - a.id)[0]!;
const marksWritten = () => new Promise((r) => setTimeout(r, MARK_EVERY_MS + 150));
/** Transaction ids are handed out to writing transactions only: on PGlite (one file, one connection) the count is exact. */
const xid = async () =>
  Number(
    ((await app.db.execute(sql`select pg_current_xact_id()::text as x`)) as unknown as { rows: { x: string }[] }).rows[0]!.x,
  );
const betsOf = async (memberId: number) =>
  Number(
    (
      (await app.db.execute(sql`
        select count(*)::int as n from ledger_transfers t join ledger_accounts a on a.id = t.from_account_id
         where a.code = ${`wallet:${memberId}`} and t.type = 'BET'`)) as unknown as { rows: { n: number }[] }
    ).rows[0]!.n,
  );

describe('instant rounds through debitCredit', () => {
  test('a real spin is one wallet call and two commits; the journal is marked settled without a commit of its own', async () => {
    const m = await fundedMember(app, { funds: 1_000_000 });
    const s = await gameSession(app, 'HIMAL-0004', { headers: m.headers });
    const stake = s.game.stakeLevels[0]!;
    // The first call of a player fills the seamless API's player cache (its wallet row, once).
    let expected = 1_000_000 - stake + (await playRound(app, s.auth, { stake })).json().value.round.win;
    await marksWritten();
    calls.length = 0;
    const before = await xid();
    const timerWrites = markStats.timerWrites;
    for (let i = 0; i < 10; i++) {
      const res = await playRound(app, s.auth, { stake });
      expect(res.statusCode, res.body).toBe(200);
      const { round, balance } = res.json().value;
      expect(round.status).toBe('SETTLED');
      expected += round.win - stake;
      expect(balance).toBe(expected);
    }
    const writes = (await xid()) - before - 1;
    expect(calls).toEqual(Array(10).fill('debitCredit'));
    // Two commits a spin; a mark the next spin did not carry in time is written by the timer, many in one.
    if (!process.env.TEST_DATABASE_URL) expect(writes - (markStats.timerWrites - timerWrites)).toBeLessThanOrEqual(2 * 10);
    await marksWritten();
    const rows = await app.db.select().from(gsRounds).where(eq(gsRounds.owner, m.username));
    expect(rows.map((r) => r.status)).toEqual(Array(11).fill('SETTLED'));
    expect(await balanceOf(app, m.headers)).toBe(expected);
  });

  test('a lost request or a lost answer is sent again with the same txId: the round is paid once', async () => {
    const m = await fundedMember(app, { funds: 10_000 });
    const s = await gameSession(app, 'INHOUSE-DICE', { headers: m.headers });
    inject('debitCredit', 'drop-request', 'drop-answer');
    const res = await playRound(app, s.auth, BET);
    expect(res.statusCode, res.body).toBe(200);
    const { round } = res.json().value;
    expect(await balanceOf(app, m.headers)).toBe(10_000 - 1_000 + round.win);
    expect(await betsOf(m.id)).toBe(1);
    await marksWritten();
    expect((await journal(round.roundRef)).status).toBe('SETTLED');
  });

  test('an answer lost on every try: the rollback finds the round settled, and the round stands', async () => {
    const m = await fundedMember(app, { funds: 10_000 });
    const s = await gameSession(app, 'INHOUSE-DICE', { headers: m.headers });
    inject('debitCredit', 'drop-answer', 'drop-answer', 'drop-answer');
    const res = await playRound(app, s.auth, BET);
    expect(res.statusCode, res.body).toBe(200);
    const { round, balance } = res.json().value;
    expect(balance).toBe(10_000 - 1_000 + round.win);
    expect((await journal(round.roundRef)).status).toBe('SETTLED');
    expect(await betsOf(m.id)).toBe(1);
  });

  test('a call that never arrived is rolled back first, so its late arrival is refused and no money moves', async () => {
    const m = await fundedMember(app, { funds: 10_000 });
    const s = await gameSession(app, 'INHOUSE-DICE', { headers: m.headers });
    inject('debitCredit', 'down', 'down', 'down');
    expect((await playRound(app, s.auth, BET)).json().code).toBe('GS_WALLET_UNAVAILABLE');
    const r = await lastRound(m.username);
    expect(r.status).toBe('ROLLED_BACK');
    const late = await signedDebitCredit(app, r.playerId!, `GS${r.id}-bet`, `GS${r.id}`, 1_000, Number(r.win));
    expect(late.json().code).toBe('SW_TX_ROLLED_BACK');
    expect(await balanceOf(app, m.headers)).toBe(10_000);
  });

  test('a wallet down after the call applied, or before it: recovery settles the one and returns the other', async () => {
    const m = await fundedMember(app, { funds: 10_000 });
    const s = await gameSession(app, 'INHOUSE-DICE', { headers: m.headers });
    inject('debitCredit', 'drop-answer', 'down', 'down');
    inject('rollback', 'down', 'down', 'down');
    expect((await playRound(app, s.auth, BET)).json().code).toBe('GS_WALLET_UNAVAILABLE');
    const applied = await lastRound(m.username);
    expect(applied.status).toBe('DEBITING');
    inject('debitCredit', 'down', 'down', 'down');
    inject('rollback', 'down', 'down', 'down');
    expect((await playRound(app, s.auth, BET)).json().code).toBe('GS_WALLET_UNAVAILABLE');
    const never = await lastRound(m.username);
    expect(never.status).toBe('DEBITING');
    expect(await balanceOf(app, m.headers)).toBe(10_000 - 1_000 + Number(applied.win));
    expect(await gs.recoverRounds(app.gameServer, 0)).toBeGreaterThanOrEqual(2);
    expect((await journal(`GS${applied.id}`)).status).toBe('SETTLED');
    expect((await journal(`GS${never.id}`)).status).toBe('ROLLED_BACK');
    expect(await balanceOf(app, m.headers)).toBe(10_000 - 1_000 + Number(applied.win));
  });

  test('a process stopped before the journal was marked: recovery marks the round settled and moves nothing', async () => {
    const m = await fundedMember(app, { funds: 10_000 });
    const s = await gameSession(app, 'INHOUSE-DICE', { headers: m.headers });
    const { round, balance } = (await playRound(app, s.auth, BET)).json().value;
    await marksWritten();
    await app.db
      .update(gsRounds)
      .set({ status: 'DEBITING' })
      .where(eq(gsRounds.id, Number(round.roundRef.slice(2))));
    await gs.recoverRounds(app.gameServer, 0);
    expect((await journal(round.roundRef)).status).toBe('SETTLED');
    expect(await balanceOf(app, m.headers)).toBe(balance);
  });
});

/** A retried debitCredit as a vendor would send it late, signed with the game server's key. */
async function signedDebitCredit(
  app: FastifyInstance,
  playerId: string,
  txId: string,
  roundId: string,
  amount: number,
  winAmount: number,
) {
  const [key] = await app.db.select().from(vendorWalletKeys).where(eq(vendorWalletKeys.vendor, 'INHOUSE'));
  const body = JSON.stringify({ playerId, txId, roundId, gameCode: 'INHOUSE-DICE', amount, winAmount });
  const ts = String(Math.floor(Date.now() / 1000));
  return app.inject({
    method: 'POST',
    url: '/seamless/v1/debitCredit',
    headers: {
      'content-type': 'application/json',
      'x-jade-vendor': 'INHOUSE',
      'x-jade-timestamp': ts,
      'x-jade-signature': createHmac('sha256', key!.secret).update(`${ts}.${body}`).digest('hex'),
    },
    payload: body,
  });
}
