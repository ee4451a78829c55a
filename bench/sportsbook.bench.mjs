// The sportsbook (issue 19) on a throwaway PostgreSQL, in one run: the API-debit reference (signed
// seamless debits through HTTP, as bench/wallet-debit.bench.mjs measures it) and bet placement
// through HTTP in three turns each (the machine's speed drifts; the ratio is of their sums)
// (POST /sgw/bets: 500 signed-in funded members, singles with a new client key each on the
// selections of SPORTS_EVENTS operator events an hour ahead, not live, the book's limits raised so
// nothing is refused for them, 50 connections), printed as a ratio of the API debit (goal ≥ 0.4);
// then, with the server stopped, the settlement of SPORTS_SETTLE_BETS (default 50,000) bets after
// one result by the module's own code (bench/lib/sportsbook-settle.ts; goal ≤ 5 s), checked: every
// bet settled exactly once, each return and status equal to an independent calculation in SQL,
// every paid bet's round settled with its return; then the ledger invariants. Before the server
// stops, the odds fan-out: operator price moves to 2,000 watching sockets, p99 of the time to the
// last one (bench/lib/sportsbook-fanout.mjs; SPORTS_SOCKETS, SPORTS_MOVES).
// BENCH_SECONDS (default 12) for each throughput measurement's three turns together;
// SPORTS_SETTLE_BETS=5000 SPORTS_PAY_SECONDS=5 SPORTS_MOVES=20 for a quick run.
import { spawnSync } from 'node:child_process';
import { randomBytes } from 'node:crypto';
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
import { fanOutLine } from './lib/sportsbook-fanout.mjs';
import { checkSettlement } from './lib/sportsbook-checks.mjs';

const root = path.resolve(import.meta.dirname, '..');
onThrowawayPostgres(import.meta.filename);

const duration = Number(process.env.BENCH_SECONDS ?? 12);
const connections = 50;
/** Turns of reference and bets (each BENCH_SECONDS / ROUNDS long). */
const ROUNDS = 3;
const players = 500;
/** Events bet on (each 1X2, Asian handicap −0.25, over/under 2.5: 7 selections), so bets spread over the selections' locks. */
const EVENTS = Number(process.env.SPORTS_EVENTS ?? 20);
const settleBets = Number(process.env.SPORTS_SETTLE_BETS ?? 50_000);
const tsx = path.join(root, 'node_modules/.bin/tsx');
const fmt = (n) => Math.round(n).toLocaleString('en');
const mark = (ok) => (ok ? '✓' : '✗');

const dbUrl = await createBenchDatabase();
const server = await startServer({ DATABASE_URL: dbUrl, SEED: 'demo' });
const { base } = server;
const ops = opsClient(base);
const db = new pg.Client({ connectionString: dbUrl });
await db.connect();
let serverUp = true;
try {
  const { names, secret } = await setUpPlayers(ops, players);

  // 2. Bets: the book's vendor open, its limits raised, events ahead, every player signed in.
  await db.query(`update vendors set maintenance = false where code in ('SUMMIT', 'IMES', 'DS88')`);
  await ops('PUT', '/ops/sports/settings', {
    minStake: 100,
    maxStake: 100_000_000,
    maxPayout: 100_000_000_000,
    maxLiability: 1_000_000_000_000,
    liveDelayMs: 0,
  });
  const selections = [];
  /** The selection whose price the fan-out moves (after the bets, so no bet meets a moved price). */
  let watched = null;
  const startsAt = new Date(Date.now() + 2 * 3_600_000).toISOString();
  for (let e = 0; e < EVENTS; e++) {
    const { value: event } = await ops('POST', '/ops/sports/events', {
      vendor: 'SUMMIT',
      sport: 'FOOTBALL',
      competition: 'Bench League',
      home: `Bench Home ${e}`,
      away: `Bench Away ${e}`,
      startsAt,
      markets: [{ kind: 'MATCH_RESULT' }, { kind: 'ASIAN_HANDICAP', line: -0.25 }, { kind: 'OVER_UNDER', line: 2.5 }],
    });
    for (const m of event.markets) for (const s of m.selections) selections.push({ selectionId: s.id, odds: s.odds });
    const first = event.markets[0].selections[0];
    watched ??= { eventId: event.id, eventSelectionId: first.id, odds: first.odds, version: first.version };
  }
  process.stdout.write(`signing ${players} players in… `);
  const login = spawnSync(
    tsx,
    [path.join(root, 'bench/lib/scale-login.ts'), base, ...names.map((n) => `${n}:${PLAYER_PASSWORD}`)],
    { encoding: 'utf8', maxBuffer: 64 * 1024 * 1024 },
  );
  if (login.status !== 0) throw new Error(`sign-in: ${login.stderr}`);
  const tokens = JSON.parse(login.stdout.trim().split('\n').pop());
  console.log('done');

  // Singles of 1.00 to 10.99 with a new client key each, on the selections in turn; the odds as
  // shown, policy ASK (nothing moves these prices: a refusal would be a fault, and is counted).
  const run = randomBytes(4).toString('hex');
  let seq = 0;
  const refusals = {};
  const betRound = (seconds = duration / ROUNDS) =>
    autocannon({
      url: base,
      connections,
      duration: seconds,
      requests: [
        {
          method: 'POST',
          path: '/sgw/bets',
          setupRequest: (req) => {
            const n = seq++;
            return {
              ...req,
              body: JSON.stringify({
                clientKey: `bench-${run}-${n}`,
                stake: 100 + ((n * 7919) % 1000),
                legs: [selections[n % selections.length]],
                oddsPolicy: 'ASK',
              }),
              headers: { 'content-type': 'application/json', authorization: `Bearer ${tokens[names[n % players]]}` },
            };
          },
          onResponse: (status, body) => {
            if (status < 300) return;
            let code = `HTTP ${status}`;
            try {
              code = JSON.parse(body).code ?? code;
            } catch {
              // not JSON: the status names it
            }
            refusals[code] = (refusals[code] ?? 0) + 1;
          },
        },
      ],
    });
  // 1–2. The reference and the bets in turns, after a few seconds of each not counted (warm-up).
  await measureApiDebit({ base, names, secret, connections, duration: 3, tag: 'warm-' });
  await betRound(3);
  await db.query('analyze');
  const apiRounds = [];
  const betRounds = [];
  for (let r = 0; r < ROUNDS; r++) {
    apiRounds.push(await measureApiDebit({ base, names, secret, connections, duration: duration / ROUNDS, tag: `${r}-` }));
    betRounds.push(await betRound());
  }
  const sum = (rounds) => ({
    requests: { average: rounds.reduce((a, x) => a + x.requests.average, 0) / rounds.length },
    latency: { p99: Math.max(...rounds.map((x) => x.latency.p99)) },
    errors: rounds.reduce((a, x) => a + x.errors, 0),
    non2xx: rounds.reduce((a, x) => a + x.non2xx, 0),
  });
  const api = sum(apiRounds);
  const bets = sum(betRounds);
  const turns = betRounds.map((b, r) => (b.requests.average / apiRounds[r].requests.average).toFixed(2));

  // 3. The odds fan-out, while the server runs.
  const fanOut = await fanOutLine({ base, ops, root, selection: watched });

  // 4. Settlement, by the module's code in a process of its own; this server's job must not race it.
  await new Promise((r) => setTimeout(r, 1000));
  server.stop();
  serverUp = false;
  for (let waited = 0; ; waited += 200) {
    const others = await db.query(
      `select count(*)::int as n from pg_stat_activity where datname = current_database() and pid <> pg_backend_pid()`,
    );
    if (others.rows[0].n === 0) break;
    if (waited > 30_000) throw new Error('the server did not stop');
    await new Promise((r) => setTimeout(r, 200));
  }
  const placed = (
    await db.query(
      `select count(*) filter (where status = 'OPEN')::int as open, count(*) filter (where status = 'PENDING')::int as pending
         from sports_bets where client_key like $1`,
      [`bench-${run}-%`],
    )
  ).rows[0];
  process.stdout.write(`settling ${fmt(settleBets)} bets after one result… `);
  const settle = spawnSync(tsx, [path.join(root, 'bench/lib/sportsbook-settle.ts'), String(settleBets)], {
    cwd: root,
    env: { ...process.env, DATABASE_URL: dbUrl },
    encoding: 'utf8',
    maxBuffer: 64 * 1024 * 1024,
  });
  if (settle.status !== 0) throw new Error(`sportsbook settlement: ${settle.stderr}`);
  const settled = JSON.parse(
    settle.stdout
      .trim()
      .split('\n')
      .filter((l) => l.startsWith('{'))
      .pop(),
  );
  console.log('done');

  // 5. Checks: the settlement's own, the placed bets' stakes, and the ledger's invariants.
  const checks = await checkSettlement(db, settled.eventId);
  const unstaked = (
    await db.query(
      `select count(*)::int as n from sports_bets b
         left join ledger_transfers t on t.merchant_id = b.merchant_id and t.idempotency_key = 'sw:' || b.vendor || ':bet:SPB-' || b.id
        where b.status <> 'PENDING' and (t.id is null or t.amount <> b.stake)`,
    )
  ).rows[0].n;
  const invariants = await ledgerInvariants(db);

  const betErrors = bets.errors + bets.non2xx;
  const apiErrors = api.errors + api.non2xx;
  const ratio = bets.requests.average / api.requests.average;
  const refused = Object.entries(refusals)
    .map(([k, v]) => `${k} ${fmt(v)}`)
    .join(', ');
  console.log(
    `sportsbook bets: ${fmt(bets.requests.average)}/s vs API debit ${fmt(api.requests.average)}/s = ${ratio.toFixed(2)} (goal ≥ 0.40 ${mark(ratio >= 0.4)}; turns ${turns.join(', ')})`,
  );
  console.log(
    `  bets p99 ${bets.latency.p99} ms, API debit p99 ${api.latency.p99} ms; ${fmt(placed.open)} singles OPEN on ${fmt(selections.length)} selections of ${EVENTS} events; non-2xx ${fmt(bets.non2xx)}, socket errors ${fmt(bets.errors)}${refused ? ` (${refused})` : ''}; PENDING ${fmt(placed.pending)}${apiErrors ? `; API debit errors ${apiErrors}` : ''}`,
  );
  const p = settled.phases;
  const inSql = Object.values(p).reduce((t, x) => t + x.seconds, 0);
  const part = (k) => (p[k] ? `${k} ${p[k].seconds.toFixed(2)} s (${p[k].statements})` : null);
  console.log(
    `settle ${fmt(settled.bets)} bets after one result (grading + settleBets, one transaction): ${settled.seconds.toFixed(2)} s (goal ≤ 5 s ${mark(settled.seconds <= 5)})   [${[
      part('grade selections'),
      part('grade legs'),
      part('read bets'),
      part('write bets'),
      part('other'),
      `JS ${(settled.seconds - inSql).toFixed(2)} s`,
    ]
      .filter(Boolean)
      .join(', ')}; fixture ${settled.loadSeconds.toFixed(1)} s of which stakes ${settled.stakeSeconds.toFixed(1)} s]`,
  );
  const rate = settled.pay.paid / settled.pay.seconds;
  console.log(
    `pay ${settled.pay.paid === settled.bets ? '' : `${fmt(settled.pay.paid)} of `}${fmt(settled.bets)} bets (runPayouts: one seamless credit each, eight in flight): ${settled.pay.seconds.toFixed(2)} s = ${fmt(rate)} bets/s; ${fmt(settled.bets)} bets ≈ ${fmt(settled.bets / rate)} s (information)`,
  );
  console.log(checks.line);
  console.log(fanOut.line);
  console.log(
    `sportsbook: every bet's stake in the ledger: ${unstaked === 0 ? 'yes' : `NO (${unstaked})`}; no bet PENDING: ${placed.pending === 0 ? 'yes' : `NO (${placed.pending})`}`,
  );
  console.log(invariants.line);
  // Other work on the machine slows the settlement, and both sides of the ratio.
  console.log(`machine: load average ${os.loadavg()[0].toFixed(1)} (1 min) on ${os.cpus().length} cores at the end`);
  if (!invariants.ok || betErrors || apiErrors || placed.pending || unstaked || !checks.ok || fanOut.failed) process.exitCode = 1;
} finally {
  await db.end();
  if (serverUp) server.stop();
}
