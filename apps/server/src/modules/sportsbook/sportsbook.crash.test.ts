import { spawn, type ChildProcess } from 'node:child_process';
import path from 'node:path';
import { sql } from 'drizzle-orm';
import pg from 'pg';
import { describe, expect, test } from 'vitest';
import type { SportsBet, SportsEvent } from '@jade/contract/sportsbook';
import { potentialReturn } from '@jade/engines/sportsbook/index';
import { buildTestApp } from '../../test/build-test-app';
import { balanceOf, fundedMember } from '../../test/money';
import { until } from '../../test/nodes';
import { vendorWallet } from '../gameserver/gameserver.service';
import { ledgerInvariants } from '../seamless/seamless.fixtures';
import * as wallet from '../wallet/wallet.service';
import { footballEvent, ledgerOf, newKey, openSportsVendors, ops, placeBet, selection, setSettings } from './sportsbook.test-kit';

const admin = process.env.TEST_DATABASE_URL;
const root = path.resolve(import.meta.dirname, '../../../../..');
type Rows<T> = { rows: T[] };
const count = (rows: unknown) => (rows as Rows<{ n: number }>).rows[0]!.n;

/** A sportsbook node: one process (node with tsx's loader), so SIGKILL kills the node itself. */
const node = (url: string): ChildProcess =>
  spawn(
    process.execPath,
    ['--import', 'tsx', 'apps/server/src/modules/sportsbook/sportsbook.settle.child.ts', String(Date.now())],
    {
      cwd: root,
      env: { ...process.env, DATABASE_URL: url, LOG_LEVEL: 'silent' },
      stdio: 'ignore',
    },
  );
const exited = (child: ChildProcess) =>
  new Promise<number | null>((resolve) =>
    child.exitCode !== null || child.signalCode !== null ? resolve(child.exitCode) : child.once('exit', (code) => resolve(code)),
  );

/**
 * Three members' twelve bets on two events (ids in this order, one bet per member per round: a
 * win, a loss, a winning parlay over both events, a winning handicap; stakes 1,000/2,000/3,000),
 * both results entered by the operator while the wallet does not answer: every bet settled, none
 * paid, as when a node dies right after the result's commit.
 */
async function scene() {
  const app = await buildTestApp();
  await openSportsVendors(app);
  await setSettings(app);
  const members: Awaited<ReturnType<typeof fundedMember>>[] = [];
  for (let i = 0; i < 3; i++) members.push(await fundedMember(app, { funds: 100_000 }));
  const [e1, e2] = [await footballEvent(app), await footballEvent(app)];
  type Pick = [SportsEvent, number, string];
  const rounds: [Pick[], boolean][] = [
    [[[e1, 0, 'HOME']], true],
    [[[e1, 0, 'AWAY']], false],
    [
      [
        [e1, 0, 'HOME'],
        [e2, 0, 'HOME'],
      ],
      true,
    ],
    [[[e2, 1, 'HOME']], true],
  ];
  const bets: { bet: SportsBet; member: number; due: number }[] = [];
  for (const [picks, wins] of rounds)
    for (const [i, m] of members.entries()) {
      const legs = picks.map(([e, market, code]) => ({
        selectionId: selection(e, market, code).id,
        odds: selection(e, market, code).odds,
      }));
      const res = await placeBet(app, m.headers, { clientKey: newKey(), stake: 1_000 * (i + 1), legs });
      if (res.statusCode !== 200) throw new Error(res.body);
      const bet = res.json().value.bet as SportsBet;
      const due = wins
        ? potentialReturn(
            bet.stake,
            bet.legs.map((l) => l.odds),
          )
        : 0;
      bets.push({ bet, member: i, due });
    }
  const before = app.sportsbook.wallet;
  app.sportsbook.wallet = vendorWallet(app, () => async () => {
    throw new Error('injected: the wallet is down');
  });
  for (const [e, home] of [
    [e1, 2],
    [e2, 1],
  ] as const)
    expect((await ops(app, 'PUT', `/events/${e.id}/result`, { result: { score: { home, away: 0 } } })).statusCode).toBe(200);
  app.sportsbook.wallet = before;

  const ids = sql.join(
    bets.map((b) => sql`${b.bet.id}::bigint`),
    sql`, `,
  );
  const book = async () =>
    (
      (await app.db.execute(
        sql`select id, status, return, settled_version, paid_version from sports_bets where id in (${ids}) order by id`,
      )) as unknown as Rows<Record<string, unknown>>
    ).rows.map((r) => ({
      id: Number(r.id),
      status: r.status,
      ret: Number(r.return),
      settled: r.settled_version,
      paid: r.paid_version,
    }));
  const settled = (paid: number) =>
    bets.map((b) => ({ id: b.bet.id, status: b.due ? 'WON' : 'LOST', ret: b.due, settled: 1, paid }));
  expect(await book()).toEqual(settled(0));
  /** A bet's money: ledger credits to the member, credit calls the wallet recorded, its round. */
  const credits = async (id: number) =>
    (
      (await app.db.execute(sql`
      select (select count(*)::int from ledger_transfers t join ledger_accounts a on a.id = t.to_account_id
               where t.reference = ${`SPB-${id}`} and a.kind = 'wallet') as n,
             (select count(*)::int from seamless_txns where round_id = ${`SPB-${id}`} and tx_key like 'credit:%') as calls,
             (select status from game_rounds where round_ref = ${`SPB-${id}`}) as round`)) as unknown as Rows<unknown>
    ).rows[0];
  const name = ((await app.db.execute(sql`select current_database() as name`)) as unknown as Rows<{ name: string }>).rows[0]!
    .name;
  const url = new URL(admin!);
  url.pathname = `/${name}`;
  const lockWaits = async () =>
    count(
      await app.db.execute(
        sql`select count(*)::int as n from pg_stat_activity where datname = current_database() and wait_event_type = 'Lock'`,
      ),
    );

  /**
   * Runs a node while `lock` holds a row in another session, kills it once `ready`, releases the
   * row and waits for the killed node's sessions to end (once its statement finishes it finds the
   * socket closed, and its transaction rolls back).
   */
  async function killMidway(lock: string, params: unknown[], ready: () => Promise<boolean>, abort = false) {
    const blocker = new pg.Client({ connectionString: url.toString() });
    await blocker.connect();
    await blocker.query('begin');
    await blocker.query(lock, params);
    const first = node(url.toString());
    await until(
      'the node to be paying and to wait on the held row',
      async () => (await lockWaits()) > 0 && (await ready()),
      90_000,
    );
    first.kill('SIGKILL');
    await exited(first);
    // An autocommit statement already sent would still run to its end; `abort` ends it where it waits (as if never sent).
    if (abort)
      await app.db.execute(
        sql`select pg_terminate_backend(pid) from pg_stat_activity where datname = current_database() and wait_event_type = 'Lock'`,
      );
    await blocker.query('rollback');
    await blocker.end();
    await until("the killed node's sessions to end", async () => {
      const n = count(
        await app.db.execute(
          sql`select count(*)::int as n from pg_stat_activity where datname = current_database() and pid <> pg_backend_pid() and state <> 'idle'`,
        ),
      );
      return n === 0;
    });
  }

  /** After a restart: every bet settled once and paid once, each member's money exact, the ledger sound; a further run moves nothing. */
  async function restartPaysAll() {
    expect(await exited(node(url.toString()))).toBe(0);
    for (let run = 0; run < 2; run++) {
      expect(await book()).toEqual(settled(1));
      for (const b of bets) expect(await credits(b.bet.id)).toEqual({ n: b.due ? 1 : 0, calls: 1, round: 'SETTLED' });
      for (const [i, m] of members.entries()) {
        const own = bets.filter((b) => b.member === i);
        const stakes = own.reduce((a, b) => a + b.bet.stake, 0);
        const returns = own.reduce((a, b) => a + b.due, 0);
        // Four stakes, three returns (the loss moves no money).
        expect(await ledgerOf(app, m.id)).toEqual({ sent: stakes, received: returns, transfers: 7 });
        expect(await balanceOf(app, m.headers)).toBe(100_000 - stakes + returns);
      }
      expect(await ledgerInvariants(app)).toEqual({ wrongWallets: 0, halfTransfers: 0, sum: 0 });
      if (run === 0) expect(await exited(node(url.toString()))).toBe(0);
    }
  }
  const paidIds = async () => (await book()).filter((b) => b.paid === 1).map((b) => b.id);
  return { app, members, bets, book, credits, killMidway, restartPaysAll, paidIds };
}

/**
 * `kill -9` of a sportsbook node in the middle of its payouts (issue 19; the job's code:
 * `runSportsbook`, its settlement sweep then `runPayouts`, 8 wallet calls at a time by bet id).
 * PostgreSQL only (the second run of `npm test`): PGlite is one process.
 */
describe.skipIf(!admin)('sportsbook settlement crash safety', () => {
  test(
    'killed while a credit waits on the wallet: the answered ones stay paid, the one in flight is undone, a restart pays the rest once',
    { timeout: 180_000 },
    async () => {
      const s = await scene();
      // The third member's wallet row is held: their first win's credit (in the first 8 calls) stops in its transaction.
      const third = await wallet.walletOf(s.app.db, s.app.merchantId, s.members[2]!.id, 'NPR');
      const blocked = s.bets[2]!.bet.id;
      const others = s.bets
        .slice(0, 8)
        .map((b) => b.bet.id)
        .filter((id) => id !== blocked);
      await s.killMidway(
        'select * from wallet_balances where account_id = $1 for update',
        [third.id],
        async () => (await s.paidIds()).length === 7,
      );
      expect(await s.paidIds()).toEqual(others);
      expect(await s.credits(blocked)).toEqual({ n: 0, calls: 0, round: 'OPEN' });
      expect(await ledgerInvariants(s.app)).toEqual({ wrongWallets: 0, halfTransfers: 0, sum: 0 });
      await s.restartPaysAll();
    },
  );

  test(
    'killed between a credit the wallet committed and its mark: the restart sends it again and the wallet applies it once',
    { timeout: 180_000 },
    async () => {
      const s = await scene();
      // The bet's row is held: its credit commits in the wallet, then its mark (paid_version) waits and dies with the node.
      const blocked = s.bets[2]!.bet.id;
      const others = s.bets
        .slice(0, 8)
        .map((b) => b.bet.id)
        .filter((id) => id !== blocked);
      await s.killMidway(
        'select * from sports_bets where id = $1 for update',
        [blocked],
        async () =>
          (await s.paidIds()).length === 7 &&
          JSON.stringify(await s.credits(blocked)) === JSON.stringify({ n: 1, calls: 1, round: 'SETTLED' }),
        true,
      );
      expect(await s.paidIds()).toEqual(others);
      expect(await s.credits(blocked)).toEqual({ n: 1, calls: 1, round: 'SETTLED' });
      expect(await ledgerInvariants(s.app)).toEqual({ wrongWallets: 0, halfTransfers: 0, sum: 0 });
      await s.restartPaysAll();
    },
  );
});
