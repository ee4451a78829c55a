// What the PostgreSQL benches share (bench/wallet-debit.bench.mjs, bench/lottery.bench.mjs): the
// throwaway cluster, the bench's own database, the funded players, the API-debit reference (signed
// seamless debits of 1 minor unit through HTTP) and the ledger invariants checked after a run.
import { spawnSync } from 'node:child_process';
import { createHmac, randomBytes } from 'node:crypto';
import path from 'node:path';
import autocannon from 'autocannon';
import pg from 'pg';
import { BENCH_ADMIN_TOKEN } from './server.mjs';

const root = path.resolve(import.meta.dirname, '../..');

/**
 * Runs `benchFile` again under a throwaway PostgreSQL cluster with durable commits (fsync on) and
 * exits with its status, unless this process already is that run (TEST_DATABASE_URL set).
 */
export function onThrowawayPostgres(benchFile) {
  if (process.env.TEST_DATABASE_URL) return;
  const r = spawnSync(process.execPath, [path.join(root, 'scripts/with-postgres.mjs'), process.execPath, benchFile], {
    stdio: 'inherit',
    env: { ...process.env, PG_DURABLE: '1' },
  });
  process.exit(r.status ?? 1);
}

/** Creates the bench's database in the throwaway cluster; answers its URL. */
export async function createBenchDatabase(name = 'jade_bench') {
  const adminUrl = process.env.TEST_DATABASE_URL;
  const admin = new pg.Client({ connectionString: adminUrl });
  await admin.connect();
  await admin.query(`CREATE DATABASE ${name}`);
  await admin.end();
  const url = new URL(adminUrl);
  url.pathname = `/${name}`;
  return url.toString();
}

/** The operator API of a started bench server (bench/lib/server.mjs). */
export const opsClient = (base) => async (method, p, body) => {
  const res = await fetch(base + p, {
    method,
    headers: { authorization: `Bearer ${BENCH_ADMIN_TOKEN}`, 'content-type': 'application/json' },
    body: JSON.stringify(body),
  });
  if (!res.ok) throw new Error(`${p}: ${await res.text()}`);
  return res.json();
};

export const PLAYER_PASSWORD = 'Bench2026x';

/**
 * The LOTUS vendor's signing key (a fresh secret) and `players` members bench0000…, each funded
 * with 1,000,000.00; answers their names and the secret.
 */
export async function setUpPlayers(ops, players) {
  const secret = randomBytes(24).toString('hex');
  await ops('PUT', '/ops/vendors/LOTUS/wallet-key', { secret });
  process.stdout.write(`setting up ${players} funded players… `);
  const names = Array.from({ length: players }, (_, i) => `bench${String(i).padStart(4, '0')}`);
  // One by one, so member and wallet ids run in step (pgbench maps a random wallet to its member).
  for (const username of names) {
    await ops('POST', '/ops/accounts', { username, password: PLAYER_PASSWORD, type: 0 });
    await ops('POST', `/ops/members/${username}/adjust`, {
      amount: 100_000_000,
      reason: 'bench funds',
      idempotencyKey: `bench-fund-${username}`,
    });
  }
  console.log('done');
  return { names, secret };
}

/**
 * The API-debit reference: signed seamless debits of 1 minor unit (a new txId and round each, random
 * players) at `connections` connections for `duration` seconds. Answers autocannon's result.
 */
export function measureApiDebit({ base, names, secret, connections, duration, tag = '' }) {
  let seq = 0;
  const sign = (raw) => {
    const ts = String(Math.floor(Date.now() / 1000));
    return { ts, sig: createHmac('sha256', secret).update(`${ts}.${raw}`).digest('hex') };
  };
  return autocannon({
    url: base,
    connections,
    duration,
    requests: [
      {
        method: 'POST',
        path: '/seamless/v1/debit',
        setupRequest: (req) => {
          const n = seq++;
          const raw = JSON.stringify({
            playerId: names[n % names.length],
            txId: `api-${tag}${n}`,
            roundId: `api-r-${tag}${n}`,
            gameCode: 'LOTUS-0001',
            amount: 1,
          });
          const { ts, sig } = sign(raw);
          return {
            ...req,
            body: raw,
            headers: {
              'content-type': 'application/json',
              'x-jade-vendor': 'LOTUS',
              'x-jade-timestamp': ts,
              'x-jade-signature': sig,
            },
          };
        },
      },
    ],
  });
}

/**
 * The ledger invariants after a run: every non-system account's balance equals its entries and is
 * not negative, the ledger sums to zero, every transfer has its two entries. Answers whether they
 * hold and the line that says so.
 */
export async function ledgerInvariants(db) {
  const bad = await db.query(
    `select a.id from ledger_accounts a left join wallet_balances b on b.account_id = a.id
      where a.kind <> 'system' and (b.balance < 0 or b.balance <> (select coalesce(sum(amount), 0) from ledger_entries e where e.account_id = a.id))`,
  );
  const total = (await db.query(`select coalesce(sum(amount), 0)::bigint as s from ledger_entries`)).rows[0].s;
  const halves = await db.query(
    `select t.id from ledger_transfers t where (select count(*) from ledger_entries e where e.transfer_id = t.id) <> 2`,
  );
  return {
    ok: bad.rowCount === 0 && Number(total) === 0 && halves.rowCount === 0,
    line: `invariants: wallets = entries and ≥ 0: ${bad.rowCount === 0 ? 'yes' : `NO (${bad.rowCount})`}; ledger sums to zero: ${Number(total) === 0 ? 'yes' : `NO (${total})`}; every transfer has two entries: ${halves.rowCount === 0 ? 'yes' : 'NO'}`,
  };
}
