import { spawn, type ChildProcess } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import net from 'node:net';
import path from 'node:path';
import pg from 'pg';
import { describe, expect, test } from 'vitest';

const admin = process.env.TEST_DATABASE_URL;
const root = path.resolve(import.meta.dirname, '../../../../..');
const TOKEN = 'crash-test-admin-token-0123456789';

const freePort = () =>
  new Promise<number>((resolve) => {
    const s = net.createServer().listen(0, '127.0.0.1', () => {
      const port = (s.address() as net.AddressInfo).port;
      s.close(() => resolve(port));
    });
  });

/** Starts the real server (TypeScript through tsx) on the database and waits until it answers. */
async function start(url: string, port: number): Promise<ChildProcess> {
  // One process (node with tsx's loader), so SIGKILL kills the server itself, not a wrapper.
  const child = spawn(process.execPath, ['--import', 'tsx', 'apps/server/src/server.ts'], {
    cwd: root,
    env: {
      ...process.env,
      DATABASE_URL: url,
      PORT: String(port),
      HOST: '127.0.0.1',
      ADMIN_TOKEN: TOKEN,
      LOG_LEVEL: 'silent',
      SEED: 'demo',
    },
    stdio: 'ignore',
  });
  for (let i = 0; i < 120; i++) {
    try {
      if ((await fetch(`http://127.0.0.1:${port}/wps/system/status`)).ok) return child;
    } catch {
      // not listening yet
    }
    await new Promise((r) => setTimeout(r, 250));
  }
  child.kill('SIGKILL');
  throw new Error('the server did not start');
}

/**
 * `kill -9` in the middle of a load of credits and debits: after a restart, every call that was
 * answered 200 happened exactly once, nothing happened half, and the ledger invariants hold.
 * PostgreSQL only (the second run of `npm test`): PGlite has no crash-safe mode to test.
 */
describe.skipIf(!admin)('crash safety', () => {
  test('a server killed mid-load keeps every answered movement and no half of any', { timeout: 120_000 }, async () => {
    const name = `jade_crash_${randomBytes(5).toString('hex')}`;
    const c = new pg.Client({ connectionString: admin });
    await c.connect();
    await c.query(`CREATE DATABASE ${name}`);
    await c.end();
    const url = new URL(admin!);
    url.pathname = `/${name}`;
    const port = await freePort();
    let server = await start(url.toString(), port);
    const call = (i: number) =>
      fetch(`http://127.0.0.1:${port}/ops/members/demo01/adjust`, {
        method: 'POST',
        headers: { authorization: `Bearer ${TOKEN}`, 'content-type': 'application/json' },
        body: JSON.stringify({
          amount: i % 3 === 0 ? -1_000 : 2_000,
          reason: 'crash load',
          idempotencyKey: `crash-${i.toString().padStart(6, '0')}`,
        }),
      }).then(
        (r) => (r.status === 200 ? 'ok' : r.status === 409 ? 'refused' : 'error'),
        () => 'lost',
      );
    const answered = new Set<number>();
    // Calls go out every 3 ms; the server is killed once 100 of them have been answered, so the
    // kill lands while others are in flight or not sent yet.
    const load = Array.from({ length: 400 }, (_, i) =>
      new Promise((r) => setTimeout(r, i * 3))
        .then(() => call(i))
        .then((res) => {
          if (res !== 'ok') return;
          answered.add(i);
          if (answered.size === 100) server.kill('SIGKILL');
        }),
    );
    await Promise.all(load);
    if (server.exitCode === null && server.signalCode === null) server.kill('SIGKILL');
    await new Promise((r) => setTimeout(r, 200));
    server = await start(url.toString(), port);
    const db = new pg.Client({ connectionString: url.toString() });
    db.on('error', () => undefined); // the database is dropped at the end, with this client's connection
    try {
      await db.connect();
      const keys = (
        await db.query<{ k: string }>(`select idempotency_key as k from ledger_transfers where reason = 'ops.adjust: crash load'`)
      ).rows;
      const done = new Set(keys.map((r) => Number(r.k.replace('ops:crash-', ''))));
      for (const i of answered) expect(done.has(i), `answered call ${i} is in the ledger`).toBe(true);
      const halves = await db.query(
        `select t.id from ledger_transfers t where (select count(*) from ledger_entries e where e.transfer_id = t.id) <> 2`,
      );
      expect(halves.rowCount).toBe(0);
      const audit = await db.query<{ n: string }>(`select count(*) as n from audit_log where action = 'wallet.adjust'`);
      expect(Number(audit.rows[0]!.n)).toBe(done.size);
      const bad = await db.query(
        `select a.id from ledger_accounts a left join wallet_balances b on b.account_id = a.id
          where a.kind <> 'system' and (b.balance < 0 or b.balance <> (select coalesce(sum(amount), 0) from ledger_entries e where e.account_id = a.id))`,
      );
      expect(bad.rowCount).toBe(0);
      const sum = await db.query<{ s: string }>(`select coalesce(sum(amount), 0) as s from ledger_entries`);
      expect(Number(sum.rows[0]!.s)).toBe(0);
      // Retrying every call after the restart moves nothing twice.
      for (let i = 0; i < 400; i += 40) await call(i);
      const again = await db.query(`select count(*) as n from ledger_transfers where reason = 'ops.adjust: crash load'`);
      expect(Number(again.rows[0].n)).toBeLessThanOrEqual(done.size + 10);
      expect(answered.size).toBeGreaterThan(0);
      expect(answered.size).toBeLessThan(400); // the kill did land mid-load
    } finally {
      await db.end().catch(() => undefined);
      server.kill('SIGKILL');
      const c2 = new pg.Client({ connectionString: admin });
      await c2.connect();
      await c2.query(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`);
      await c2.end();
    }
  });
});
