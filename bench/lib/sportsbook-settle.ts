// The sportsbook's settlement of many bets after one result, by the module's own code, in a process
// of its own (the bench's server stopped): an event made by the module's createEvent (1X2, Asian
// handicaps −0.25 and 0, over/under 2.25, both teams to score, correct score), `n` OPEN singles on
// its selections written in bulk in the module's shape (bet, leg, liability; each stake taken by
// the wallet's own debit statement under the bet's seamless ids, as the lottery bench's fixture does),
// then the result 1-1 entered as the operator route does (applyResult in one transaction: grading,
// the legs' grades, settleBets), timed by kind of statement; then the payouts (runPayouts: one
// seamless credit per bet, eight in flight) for at most SPORTS_PAY_SECONDS (default 10).
// Prints one JSON line. Usage: DATABASE_URL=… tsx bench/lib/sportsbook-settle.ts <bets>
import { sql } from 'drizzle-orm';
import pg from 'pg';
import { OpsSportsCreateEvent } from '@jade/contract/sportsbook';
import { buildApp } from '../../apps/server/src/app';
import { loadConfig } from '../../apps/server/src/config';
import type { Db } from '../../apps/server/src/db/client';
import { createEvent } from '../../apps/server/src/modules/sportsbook/sportsbook.events';
import { runPayouts } from '../../apps/server/src/modules/sportsbook/sportsbook.payouts';
import { applyResult } from '../../apps/server/src/modules/sportsbook/sportsbook.settle';
import { betTx, lobbyCode } from '../../apps/server/src/modules/sportsbook/sportsbook.wallet';
import { betContext, keys } from '../../apps/server/src/modules/seamless/seamless.calls';
import { ensureVendorKey, playerOf, vendorOf, type Ctx } from '../../apps/server/src/modules/seamless/seamless.service';
import { debitOnce } from '../../apps/server/src/modules/wallet/wallet.debit';

const VENDOR = 'SUMMIT';
/** Connections that take the fixture's stakes, each a disjoint set of wallets (no lock waits between them). */
const DEBIT_CONNECTIONS = 4;
const DEBITS_PER_COMMIT = 500;
/** The result every bet is settled on: a draw, so the quarter lines give half wins and half losses, the 0 line pushes. */
export const RESULT = { score: { home: 1, away: 1 } };

const n = Number(process.argv[2] ?? 50_000);
const PAY_BUDGET_MS = Number(process.env.SPORTS_PAY_SECONDS ?? 10) * 1000;
const url = process.env.DATABASE_URL!;
type Rows<T> = { rows: T[] };
const rows = async <T>(db: Db, q: ReturnType<typeof sql>) => ((await db.execute(q)) as unknown as Rows<T>).rows;

const config = loadConfig({ ...process.env, SEED: 'none', LOG_LEVEL: 'warn' });
const app = await buildApp({ config: { ...config, adminToken: 'bench-settle-token-0123456789' }, jobs: false, logger: false });
const db = app.db;
const m = app.merchantId;

/** The time spent in each kind of statement of the settlement, by a wrapper of the database (and of its transactions). */
type Phase = 'grade selections' | 'grade legs' | 'read bets' | 'write bets' | 'other';
function kindOf(q: unknown): Phase {
  const text = ((q as { queryChunks?: { value?: string[] }[] }).queryChunks ?? []).map((c) => c.value?.join('') ?? '').join('');
  if (/from sports_markets m join sports_selections s/.test(text)) return 'grade selections';
  if (/update sports_bet_legs l set grade/.test(text)) return 'grade legs';
  if (/json_agg\(json_build_object\('odds'/.test(text)) return 'read bets';
  if (/update sports_bets b set return/.test(text)) return 'write bets';
  return 'other';
}
function timed(target: Db, spent: Record<string, number>, counts: Record<string, number>): Db {
  return new Proxy(target, {
    get(t, p) {
      if (p === 'execute')
        return async (q: ReturnType<typeof sql>) => {
          const k = kindOf(q);
          const began = performance.now();
          try {
            return await t.execute(q);
          } finally {
            spent[k] = (spent[k] ?? 0) + performance.now() - began;
            counts[k] = (counts[k] ?? 0) + 1;
          }
        };
      const v = Reflect.get(t, p, t) as unknown;
      return typeof v === 'function' ? (v as (...a: unknown[]) => unknown).bind(t) : v;
    },
  });
}

const members = await rows<{ id: number; username: string }>(
  db,
  sql`select id, username from accounts where merchant_id = ${m} and username like 'bench%' order by id`,
);
if (members.length === 0) throw new Error('no bench players');

// 1. The event, by the module's own code (priced by the football model), an hour ahead.
const eventId = await db.transaction((tx) =>
  createEvent(
    tx,
    m,
    OpsSportsCreateEvent.parse({
      vendor: VENDOR,
      sport: 'FOOTBALL',
      competition: 'Bench League',
      home: 'Bench Home',
      away: 'Bench Away',
      startsAt: new Date(Date.now() + 3_600_000).toISOString(),
      markets: [
        { kind: 'MATCH_RESULT' },
        { kind: 'ASIAN_HANDICAP', line: -0.25 },
        { kind: 'ASIAN_HANDICAP', line: 0 },
        { kind: 'OVER_UNDER', line: 2.25 },
        { kind: 'BOTH_TEAMS_TO_SCORE' },
        { kind: 'CORRECT_SCORE' },
      ],
    }),
  ),
);
if (!eventId) throw new Error('the event was not created');

// 2. The bets, OPEN singles as writeBet writes them (bet, leg, liability), spread over the
// selections; stakes from 1.00 to 50.99 (odd ones too: the rounding is part of what is checked).
const loadBegan = performance.now();
await db.execute(sql`
  with sel as (select row_number() over (order by s.id) - 1 as k, s.id, s.odds, s.market_id
                 from sports_selections s join sports_markets mk on mk.id = s.market_id where mk.event_id = ${eventId}::bigint),
       p as (select row_number() over (order by id) - 1 as k, id, username from accounts
              where merchant_id = ${m} and username like 'bench%'),
       b as (
    insert into sports_bets (merchant_id, member_id, player_id, vendor, client_key, stake, total_odds, max_payout, status)
    select ${m}, p.id, p.username, ${VENDOR}, 'fx-' || ${eventId}::bigint || '-' || i, 100 + (i * 7919) % 5000, sel.odds,
           (100 + (i * 7919) % 5000)::bigint * sel.odds / 10000, 'PENDING'
      from generate_series(0, ${n - 1}) i
      join p on p.k = i % ${members.length}
      join sel on sel.k = i % (select count(*) from sel)
     order by i
    returning id, total_odds, client_key)
  insert into sports_bet_legs (bet_id, leg_no, event_id, market_id, selection_id, odds)
  select b.id, 0, ${eventId}::bigint, sel.market_id, sel.id, sel.odds
    from b join sel on sel.k = split_part(b.client_key, '-', 3)::bigint % (select count(*) from sel)`);
await db.execute(sql`
  update sports_selections s set liability = s.liability + x.total
    from (select l.selection_id, sum(b.max_payout) as total from sports_bet_legs l join sports_bets b on b.id = l.bet_id
           where l.event_id = ${eventId}::bigint group by 1) x
   where s.id = x.selection_id`);

// The stakes, by the wallet's debit statement as the seamless debit runs it, under each bet's ids.
const ctx: Ctx = { db, database: { prepared: app.prepared }, merchantId: m };
await ensureVendorKey(db, m, VENDOR);
const vendor = (await vendorOf(ctx, VENDOR))!;
const debitCtx = new Map<string, Awaited<ReturnType<typeof betContext>>>();
for (const p of members)
  debitCtx.set(
    p.username,
    await betContext(ctx, vendor, await playerOf(ctx, p.username), { txId: '-', roundId: '-', gameCode: lobbyCode(VENDOR) }),
  );
const stakeBegan = performance.now();
const bets = await rows<{ id: unknown; player_id: string; member_id: number; stake: unknown }>(
  db,
  sql`select b.id, b.player_id, b.member_id, b.stake from sports_bets b join sports_bet_legs l on l.bet_id = b.id
       where l.event_id = ${eventId}::bigint and b.status = 'PENDING' order by b.id`,
);
await Promise.all(
  Array.from({ length: DEBIT_CONNECTIONS }, async (_, c) => {
    const client = new pg.Client({ connectionString: url });
    await client.connect();
    const mine = bets.filter((b) => b.member_id % DEBIT_CONNECTIONS === c);
    const database = {
      prepared: async <R>(q: { name: string; text: string; values: unknown[] }) =>
        (await client.query({ name: q.name, text: q.text, values: q.values })).rows as R[],
    };
    for (let i = 0; i < mine.length; i += DEBITS_PER_COMMIT) {
      await client.query('begin');
      for (const b of mine.slice(i, i + DEBITS_PER_COMMIT)) {
        const tx = betTx(Number(b.id));
        const done = await debitOnce(database, {
          ...debitCtx.get(b.player_id)!,
          roundId: tx.round,
          rollbackKey: keys(VENDOR, tx.debit).rollback,
          amount: Number(b.stake),
          key: keys(VENDOR, tx.debit).bet,
        });
        if (!done) throw new Error(`the stake of fixture bet ${String(b.id)} was not taken`);
      }
      await client.query('commit');
    }
    await client.end();
  }),
);
const stakeSeconds = (performance.now() - stakeBegan) / 1000;
await db.execute(sql`
  update sports_bets set status = 'OPEN' where status = 'PENDING' and id in (select bet_id from sports_bet_legs where event_id = ${eventId}::bigint)`);
await db.execute(sql`analyze sports_bets, sports_bet_legs, sports_selections`);
const loadSeconds = (performance.now() - loadBegan) / 1000;

// 3. The result, as PUT /ops/sports/events/:id/result applies it (without its audit row): one transaction.
const spent: Record<string, number> = {};
const counts: Record<string, number> = {};
const began = performance.now();
await db.transaction((tx) => applyResult(timed(tx, spent, counts), m, eventId, RESULT, new Date()));
const seconds = (performance.now() - began) / 1000;

// 4. The payouts, whole runs of the job's code until every bet is paid or the time allowed has passed.
const payBegan = performance.now();
let paid = 0;
let runs = 0;
while (performance.now() - payBegan < PAY_BUDGET_MS) {
  const p = await runPayouts(app.sportsbook, new Date());
  runs++;
  if ('unavailable' in p && p.unavailable) throw new Error('the wallet did not answer the payouts');
  if (p.paid === 0) break;
  paid += p.paid;
}
const pay = { seconds: (performance.now() - payBegan) / 1000, paid, runs };

console.log(
  JSON.stringify({
    bets: n,
    eventId,
    seconds,
    loadSeconds,
    stakeSeconds,
    phases: Object.fromEntries(Object.entries(spent).map(([k, v]) => [k, { seconds: v / 1000, statements: counts[k] }])),
    pay,
  }),
);
await app.close();
