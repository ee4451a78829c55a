// Bets through the API (the seamless-wallet debit: HTTP, signature, validation, one prepared
// statement) on PostgreSQL at 50 connections, next to the same SQL run by `pgbench -M prepared`
// against the same database in the same run; then slot spins through the game server's real path
// (launch token → game session → bet → result, the wallet reached through the seamless API's
// debitCredit) for 50 players, with the commits a spin costs, and the engine alone on one core; then
// the ledger invariants are checked.
import { spawnSync } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import autocannon from 'autocannon';
import pg from 'pg';
import {
  PLAYER_PASSWORD,
  createBenchDatabase,
  ledgerInvariants,
  measureApiDebit,
  onThrowawayPostgres,
  opsClient,
  setUpPlayers,
} from './lib/debit-reference.mjs';
import { startServer } from './lib/server.mjs';

const root = path.resolve(import.meta.dirname, '..');
// A throwaway PostgreSQL cluster with durable commits (fsync on) for this run.
onThrowawayPostgres(import.meta.filename);

const duration = Number(process.env.BENCH_SECONDS ?? 8);
const connections = 50;
const players = 500;

const dbUrl = await createBenchDatabase();
const server = await startServer({ DATABASE_URL: dbUrl, SEED: 'demo' });
const { base } = server;
const ops = opsClient(base);

const db = new pg.Client({ connectionString: dbUrl });
await db.connect();
try {
  const { names, secret } = await setUpPlayers(ops, players);

  // API: signed debits of 1 minor unit, a new txId and round each, random players.
  const api = await measureApiDebit({ base, names, secret, connections, duration });

  // pgbench: the server's debit statement with the same kind of arguments.
  const ids = (
    await db.query(
      `select a.id as member, w.id as wallet from accounts a join ledger_accounts w on w.code = 'wallet:' || a.id where a.username like 'bench%' order by a.id`,
    )
  ).rows;
  // Ids advance in fixed strides (a serial also advances on ON CONFLICT DO NOTHING), so a random
  // player index gives its wallet and member by arithmetic, without an extra lookup per bet.
  const ws = ids[1].wallet - ids[0].wallet;
  const ms = ids[1].member - ids[0].member;
  const regular = ids.every((r, i) => r.wallet === ids[0].wallet + ws * i && r.member === ids[0].member + ms * i);
  if (!regular) throw new Error('bench player ids are irregular; cannot map players in pgbench');
  const vendorAccount = (await db.query(`select id from ledger_accounts where code = 'vendor:LOTUS'`)).rows[0].id;
  const merchant = (await db.query(`select id from merchants limit 1`)).rows[0].id;
  const sqlText = spawnSync(path.join(root, 'node_modules/.bin/tsx'), [path.join(root, 'bench/print-debit-sql.ts')], {
    encoding: 'utf8',
  }).stdout;
  // pgbench takes every ":name" as a variable, even inside quotes: the literals here have no colon.
  const key = `('pgb-' || CAST(:client_id AS text) || '-' || CAST(:k AS text))`;
  const script = sqlText
    .replaceAll('$15', 'false')
    .replaceAll('$14', `'Lucky Dragon'`)
    .replaceAll('$13', `'RNG'`)
    .replaceAll('$12', `('rollback-pgb-' || CAST(:client_id AS text) || '-' || CAST(:k AS text))`)
    .replaceAll('$11', `'LOTUS-0001'`)
    .replaceAll('$10', `('pgb-r-' || CAST(:client_id AS text) || '-' || CAST(:k AS text))`)
    .replaceAll('$9', `'LOTUS'`)
    .replaceAll('$8', ':m')
    .replaceAll('$7', `'vendor-LOTUS'`)
    .replaceAll('$6', `'NPR'`)
    .replaceAll('$5', key)
    .replaceAll('$4', String(merchant))
    .replaceAll('$3', '1')
    .replaceAll('$2', String(vendorAccount))
    .replaceAll('$1', ':w')
    .replace(/\s+/g, ' ');
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'jade-pgbench-'));
  const file = path.join(dir, 'debit.sql');
  fs.writeFileSync(
    file,
    `\\set i random(0, ${ids.length - 1})\n\\set w ${ids[0].wallet} + ${ws} * :i\n\\set m ${ids[0].member} + ${ms} * :i\n\\set k random(1, 1000000000000)\n${script};\n`,
  );
  const bench = spawnSync(
    'pgbench',
    ['-n', '-M', 'prepared', '-c', String(connections), '-j', '2', '-T', String(duration), '-r', '-f', file, dbUrl],
    { encoding: 'utf8' },
  );
  if (bench.status !== 0)
    throw new Error(`pgbench failed (${file}): ${[...new Set(bench.stderr.split('\n'))].slice(0, 4).join(' / ')}`);
  const tps = Number(/tps = ([\d.]+)/.exec(bench.stdout)?.[1] ?? 0);
  const pgLatency = Number(/latency average = ([\d.]+) ms/.exec(bench.stdout)?.[1] ?? 0);
  if (!process.env.BENCH_KEEP) fs.rmSync(dir, { recursive: true, force: true });

  // Spins: 50 players, each with its game session, one spin after another on 50 connections.
  const spinPlayers = names.slice(0, connections);
  const tsx = path.join(root, 'node_modules/.bin/tsx');
  const made = spawnSync(
    tsx,
    [path.join(root, 'bench/lib/game-sessions.ts'), base, 'HIMAL-0004', PLAYER_PASSWORD, ...spinPlayers],
    {
      encoding: 'utf8',
    },
  );
  if (made.status !== 0) throw new Error(`game sessions: ${made.stderr}`);
  const { sessions, minStake } = JSON.parse(made.stdout.trim().split('\n').pop());
  let spin = 0;
  // Writing transactions (commits) a spin: transaction ids go to writers only, and this cluster is the bench's own.
  const xid = async () => Number((await db.query('select pg_current_xact_id()::text as x')).rows[0].x);
  const xidBefore = await xid();
  const spins = await autocannon({
    url: base,
    connections,
    duration,
    requests: [
      {
        method: 'POST',
        path: '/gs/v1/play',
        setupRequest: (req) => ({
          ...req,
          body: JSON.stringify({ bet: { stake: minStake } }),
          headers: { 'content-type': 'application/json', authorization: `Bearer ${sessions[spin++ % sessions.length]}` },
        }),
      },
    ],
  });
  const commitsPerSpin = (await xid()) - xidBefore - 1;
  const engine = JSON.parse(spawnSync(tsx, [path.join(root, 'bench/lib/engine-spins.ts'), '2'], { encoding: 'utf8' }).stdout);
  const unsettled = await db.query(`select count(*)::int as n from gs_rounds where status in ('DEBITING', 'CREDITING')`);
  const mismatched = await db.query(
    `select count(*)::int as n from gs_rounds g join game_rounds r on r.round_ref = 'GS' || g.id and r.vendor = g.vendor
      where g.status = 'SETTLED' and (r.stake <> g.stake or r.win <> g.win + g.jackpot_win or r.status <> 'SETTLED')`,
  );

  // Invariants after every run.
  const invariants = await ledgerInvariants(db);
  const apiErrors = api.errors + api.non2xx;

  console.log(
    `pgbench -M prepared   ${tps.toFixed(0).padStart(7)} tx/s   latency avg ${pgLatency} ms  (the debit statement alone)`,
  );
  console.log(
    `API debit (HTTP)      ${api.requests.average.toFixed(0).padStart(7)} req/s  p99 ${api.latency.p99} ms  ratio ${(api.requests.average / tps).toFixed(2)} of pgbench (goal ≥ 0.50)${apiErrors ? `  errors ${apiErrors}` : ''}`,
  );
  const spinErrors = spins.errors + spins.non2xx;
  console.log(
    `slot spins (HTTP)     ${spins.requests.average.toFixed(0).padStart(7)} req/s  p99 ${spins.latency.p99} ms  ratio ${(spins.requests.average / api.requests.average).toFixed(2)} of the API debit (launch token → bet → result; 50 players; ${(commitsPerSpin / Math.max(1, spins.requests.total)).toFixed(2)} commits a spin)${spinErrors ? `  errors ${spinErrors}` : ''}`,
  );
  console.log(
    `slot engine alone     ${String(engine.spinsPerSecond).padStart(7)} spins/s on one core (simulated RTP ${(engine.rtp * 100).toFixed(2)} %)`,
  );
  console.log(
    `rounds: every game-server round settled: ${unsettled.rows[0].n === 0 ? 'yes' : `NO (${unsettled.rows[0].n})`}; journal = betting record: ${mismatched.rows[0].n === 0 ? 'yes' : `NO (${mismatched.rows[0].n})`}`,
  );
  console.log(invariants.line);
  if (!invariants.ok || apiErrors || spinErrors || unsettled.rows[0].n || mismatched.rows[0].n) process.exitCode = 1;
} finally {
  await db.end();
  server.stop();
}
