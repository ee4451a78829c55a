// The lottery (issue 17) on a throwaway PostgreSQL, in one run: the API-debit reference (signed
// seamless debits through HTTP, as bench/wallet-debit.bench.mjs measures it) and bet placement
// through HTTP, in three turns each (the machine's speed drifts; the ratio is of their sums) (POST /lgw/vn/bets: 500 signed-in funded members, one-ticket slips with a new client
// key each, on a fast draw kept open, 50 connections, as long), printed as a ratio of the API debit;
// then, with the server stopped, the settlement of draws of 25,000, 50,000 and 100,000 tickets by
// the job's own code (bench/lib/lottery-settle.ts), its growth per ticket, and the payment of the
// first draw's wins (one credit after another, for at most LOTTERY_PAY_SECONDS, default 30); then
// the ledger invariants and the lottery's own (every stake and every paid win in the ledger).
// BENCH_SECONDS (default 12) for each throughput measurement's three turns together; LOTTERY_SIZES=2000,4000 for a quick run.
import { spawnSync } from 'node:child_process';
import { randomBytes } from 'node:crypto';
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
onThrowawayPostgres(import.meta.filename);

const duration = Number(process.env.BENCH_SECONDS ?? 12);
const connections = 50;
/** Turns of reference and bets (each BENCH_SECONDS / ROUNDS long). */
const ROUNDS = 3;
const players = 500;
const sizes = (process.env.LOTTERY_SIZES ?? '25000,50000,100000').split(',').map(Number);
/** The fast game bet on (5-minute cycles, VN_NORTH: the 27 prizes of the northern draw). */
const BET_GAME = 'LOTT_VN_5M';
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

  // 2. Bets: the lottery vendors open, every player signed in, a draw of the fast game kept open.
  await db.query(`update vendors set maintenance = false where code in ('TCG_LOTTO_VN', 'TCG_SEA', 'LOTT', 'ELOTT')`);
  process.stdout.write(`signing ${players} players in… `);
  const login = spawnSync(
    tsx,
    [path.join(root, 'bench/lib/scale-login.ts'), base, ...names.map((n) => `${n}:${PLAYER_PASSWORD}`)],
    { encoding: 'utf8', maxBuffer: 64 * 1024 * 1024 },
  );
  if (login.status !== 0) throw new Error(`sign-in: ${login.stderr}`);
  const tokens = JSON.parse(login.stdout.trim().split('\n').pop());
  console.log('done');
  const closes = new Date(Date.now() + Math.max(10 * 60_000, (duration + 300) * 1000));
  const draw = (
    await db.query(
      `update lottery_draws set status = 'OPEN', opens_at = least(opens_at, now()), closes_at = $2::timestamptz,
              draw_at = $2::timestamptz + interval '30 seconds'
        where id = (select d.id from lottery_draws d join lottery_games g on g.id = d.game_id
                     where g.code = $1 and d.status in ('OPEN', 'SCHEDULED') and d.draw_at > now()
                     order by d.draw_at limit 1)
       returning id, draw_no`,
      [BET_GAME, closes.toISOString()],
    )
  ).rows[0];
  if (!draw) throw new Error(`no draw of ${BET_GAME} to bet on`);
  // One-ticket slips of a third each lô, đề and càng, on numbers spread over the board.
  const run = randomBytes(4).toString('hex');
  let seq = 0;
  const slipOf = (n) => {
    const kind = n % 3;
    const pick = kind === 2 ? String((n * 7919) % 1000).padStart(3, '0') : String((n * 7919) % 100).padStart(2, '0');
    return {
      gameCode: BET_GAME,
      drawNo: draw.draw_no,
      unit: 100,
      multiplier: 1,
      lines: [{ type: ['LO2', 'DE', 'CANG3'][kind], picks: [[pick]] }],
      clientKey: `bench-${run}-${n}`,
    };
  };
  const betRound = (seconds = duration / ROUNDS) =>
    autocannon({
      url: base,
      connections,
      duration: seconds,
      requests: [
        {
          method: 'POST',
          path: '/lgw/vn/bets',
          setupRequest: (req) => {
            const n = seq++;
            return {
              ...req,
              body: JSON.stringify(slipOf(n)),
              headers: { 'content-type': 'application/json', authorization: `Bearer ${tokens[names[n % players]]}` },
            };
          },
        },
      ],
    });
  // 1–2. The reference (the API debit, exactly as the wallet-debit bench measures it) and the bets,
  // in turns: the machine's speed drifts during a run, and each turn's pair is measured alike.
  // First a few seconds of each, not counted: connections, plans and code paths warm up alike.
  await measureApiDebit({ base, names, secret, connections, duration: 3, tag: 'warm-' });
  await betRound(3);
  // The tables' statistics as a running database has them (autovacuum's analyze comes a minute later).
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

  // 3. Settlement, by the job's code in a process of its own; this server's job must not race it.
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
  const pending = (await db.query(`select count(*)::int as n from lottery_slips where status = 'PENDING'`)).rows[0].n;
  const placed = (
    await db.query(`select count(*)::int as n, coalesce(sum(tickets), 0)::int as t from lottery_slips where draw_id = $1`, [
      draw.id,
    ])
  ).rows[0];
  process.stdout.write(`settling draws of ${sizes.map(fmt).join(', ')} tickets… `);
  const settle = spawnSync(tsx, [path.join(root, 'bench/lib/lottery-settle.ts'), ...sizes.map(String)], {
    cwd: root,
    env: { ...process.env, DATABASE_URL: dbUrl },
    encoding: 'utf8',
    maxBuffer: 64 * 1024 * 1024,
  });
  if (settle.status !== 0) throw new Error(`lottery settlement: ${settle.stderr}`);
  const settled = settle.stdout
    .trim()
    .split('\n')
    .filter((l) => l.startsWith('{'))
    .map((l) => JSON.parse(l));
  console.log('done');

  // 4. Invariants: the ledger's, and the lottery's (every stake taken once, every paid win credited).
  const invariants = await ledgerInvariants(db);
  const unstaked = (
    await db.query(
      `select count(*)::int as n from lottery_slips s join lottery_games g on g.id = s.game_id
         left join ledger_transfers t on t.merchant_id = s.merchant_id and t.idempotency_key = 'sw:' || g.vendor || ':bet:LOT-' || s.id
        where s.status in ('OPEN', 'SETTLED') and (t.id is null or t.amount <> s.total)`,
    )
  ).rows[0].n;
  const unpaid = (
    await db.query(
      `select count(*)::int as n from lottery_slips s join lottery_games g on g.id = s.game_id
         left join game_rounds r on r.merchant_id = s.merchant_id and r.vendor = g.vendor and r.round_ref = 'LOT-' || s.id
        where s.paid_at is not null and (r.id is null or r.status <> 'SETTLED' or r.win <> s.win or r.stake <> s.total)`,
    )
  ).rows[0].n;

  const betErrors = bets.errors + bets.non2xx;
  const apiErrors = api.errors + api.non2xx;
  const ratio = bets.requests.average / api.requests.average;
  console.log(
    `lottery bets: ${fmt(bets.requests.average)}/s vs API debit ${fmt(api.requests.average)}/s = ${ratio.toFixed(2)} (goal ≥ 0.50 ${mark(ratio >= 0.5)}; turns ${turns.join(', ')})`,
  );
  console.log(
    `  bets p99 ${bets.latency.p99} ms, API debit p99 ${api.latency.p99} ms; ${fmt(placed.n)} slips placed on ${BET_GAME} ${draw.draw_no}${betErrors ? `; bet errors ${betErrors}` : ''}${apiErrors ? `; API debit errors ${apiErrors}` : ''}${pending ? `; PENDING slips ${pending}` : ''}`,
  );
  const phaseLine = (s) => {
    const p = s.phases;
    const inSql = Object.values(p).reduce((t, x) => t + x.seconds, 0);
    const part = (k) => (p[k] ? `${k} ${p[k].seconds.toFixed(2)} s (${p[k].statements})` : null);
    return [part('read slips'), part('read lines'), part('write'), `JS ${(s.seconds - inSql).toFixed(2)} s`]
      .filter(Boolean)
      .join(', ');
  };
  for (const s of settled) {
    const ok = s.ours && s.settled === s.tickets;
    console.log(
      `settle ${fmt(s.tickets)} tickets: ${s.seconds.toFixed(2)} s${ok ? '' : `  NOT SETTLED (${s.settled})`}   [${phaseLine(s)}; ${fmt(s.winning)} winning]`,
    );
  }
  const first = settled[0];
  const last = settled[settled.length - 1];
  const linear = last.seconds / first.seconds / (last.tickets / first.tickets);
  console.log(
    `settle linearity: ${fmt(last.tickets / 1000)}k time / ${fmt(first.tickets / 1000)}k time / ${last.tickets / first.tickets} = ${linear.toFixed(2)} (goal ≈ 1, ≤ 1.25 ${mark(linear <= 1.25)}); ${fmt(last.tickets)} tickets in ${last.seconds.toFixed(2)} s (goal ≤ 10 s ${mark(last.seconds <= 10)})`,
  );
  if (first.pay) {
    const rate = first.pay.paid / first.pay.seconds;
    const all = first.pay.paid === first.tickets;
    console.log(
      `pay ${all ? '' : `${fmt(first.pay.paid)} of `}${fmt(first.tickets)} slips (runPayouts: one seamless credit each, eight in flight): ${first.pay.seconds.toFixed(2)} s = ${fmt(rate)} slips/s; ${fmt(last.tickets)} slips ≈ ${fmt(last.tickets / rate)} s (information)`,
    );
  }
  console.log(
    `lottery: every slip's stake in the ledger: ${unstaked === 0 ? 'yes' : `NO (${unstaked})`}; every paid slip's round settled with its win: ${unpaid === 0 ? 'yes' : `NO (${unpaid})`}; no slip PENDING: ${pending === 0 ? 'yes' : `NO (${pending})`}`,
  );
  console.log(invariants.line);
  const allSettled = settled.length === sizes.length && settled.every((s) => s.ours && s.settled === s.tickets);
  if (!invariants.ok || betErrors || apiErrors || pending || unstaked || unpaid || !allSettled) process.exitCode = 1;
} finally {
  await db.end();
  if (serverUp) server.stop();
}
