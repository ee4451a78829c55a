import { spawn, type ChildProcess } from 'node:child_process';
import path from 'node:path';
import { inArray, like, sql } from 'drizzle-orm';
import pg from 'pg';
import { describe, expect, test } from 'vitest';
import { buildTestApp } from '../../test/build-test-app';
import { until } from '../../test/nodes';
import * as wallet from '../wallet/wallet.service';
import { ledgerTransfers } from '../wallet/wallet.tables';
import { agentSettlementRuns, agentSettlements } from './agents.tables';
import { buildHolderTree } from './settlement.fixtures';

const admin = process.env.TEST_DATABASE_URL;
const root = path.resolve(import.meta.dirname, '../../../../..');

/** A settlement node: one process (node with tsx's loader), so SIGKILL kills the node itself. */
const settler = (url: string, args: (string | number)[]): ChildProcess =>
  spawn(process.execPath, ['--import', 'tsx', 'apps/server/src/modules/agents/settlement.child.ts', ...args.map(String)], {
    cwd: root,
    env: { ...process.env, DATABASE_URL: url, LOG_LEVEL: 'silent' },
    stdio: 'ignore',
  });
const exited = (child: ChildProcess) =>
  new Promise<number | null>((resolve) =>
    child.exitCode !== null || child.signalCode !== null ? resolve(child.exitCode) : child.once('exit', (code) => resolve(code)),
  );

/**
 * `kill -9` of a node in the middle of a period's payments: the batches it committed stay paid,
 * the one in flight is rolled back, and the next run pays every holder left, each exactly once.
 * PostgreSQL only (the second run of `npm test`): PGlite is one process.
 */
describe.skipIf(!admin)('settlement crash safety', () => {
  test(
    'a node killed mid-period leaves no holder paid twice or half, and a restart pays the rest',
    { timeout: 120_000 },
    async () => {
      const app = await buildTestApp();
      const m = app.merchantId;
      const { agents: tree } = await buildHolderTree(app, 'DAILY_SALARY', 3);
      const ids = tree.map((a) => a.id);
      const wallets = await Promise.all(ids.map((id) => wallet.walletOf(app.db, m, id, 'NPR')));
      const name = ((await app.db.execute(sql`select current_database() as name`)) as unknown as { rows: { name: string }[] })
        .rows[0]!.name;
      const url = new URL(admin!);
      url.pathname = `/${name}`;
      const args = [m, 'NPR', Date.now() + 86_400_000, 2];
      // Another session holds the fourth holder's wallet row: the second batch of payments stops there.
      const blocker = new pg.Client({ connectionString: url.toString() });
      await blocker.connect();
      await blocker.query('begin');
      await blocker.query('select * from wallet_balances where account_id = $1 for update', [wallets[3]!.id]);
      const statements = () => app.db.select().from(agentSettlements).where(inArray(agentSettlements.agentId, ids));
      const first = settler(url.toString(), args);
      await until(
        'the first batch to be paid and the second to wait mid-transaction',
        async () => {
          const waiting = (await app.db.execute(
            sql`select count(*)::int as n from pg_stat_activity where datname = current_database() and wait_event_type = 'Lock'`,
          )) as unknown as { rows: { n: number }[] };
          return (await statements()).length === 2 && waiting.rows[0]!.n > 0;
        },
        60_000,
      );
      first.kill('SIGKILL');
      await exited(first);
      await blocker.query('rollback');
      await blocker.end();
      // The killed node's session ends once its statement finishes and it finds the socket closed.
      await until(
        "the killed node's sessions to end",
        async () => {
          const r = (await app.db.execute(
            sql`select count(*)::int as n from pg_stat_activity where datname = current_database() and pid <> pg_backend_pid() and state <> 'idle'`,
          )) as unknown as { rows: { n: number }[] };
          return r.rows[0]!.n === 0;
        },
        30_000,
      );
      expect(await statements()).toHaveLength(2);
      const [run] = await app.db.select().from(agentSettlementRuns).where(like(agentSettlementRuns.periodKey, 'DAILY_SALARY:%'));
      expect(run!.doneAt).toBeNull();

      expect(await exited(settler(url.toString(), args))).toBe(0);
      const after = await statements();
      expect(after.map((s) => s.agentId).sort()).toEqual([...ids].sort());
      const earned = ids.map((id) => after.filter((s) => s.agentId === id).reduce((a, s) => a + s.amount, 0));
      expect(earned).toEqual([300, 70, 30, 130, 50, 190, 70]);
      const paid = await app.db
        .select()
        .from(ledgerTransfers)
        .where(like(ledgerTransfers.idempotencyKey, 'contract:DAILY_SALARY:%'));
      expect(paid).toHaveLength(7);
      expect(await Promise.all(wallets.map((w) => wallet.balanceOf(app.db, w)))).toEqual(earned);
      const [done] = await app.db.select().from(agentSettlementRuns).where(like(agentSettlementRuns.periodKey, 'DAILY_SALARY:%'));
      expect(done!.doneAt).not.toBeNull();
    },
  );
});
