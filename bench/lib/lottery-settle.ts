// The lottery settlement of bench/lottery.bench.mjs, run while the bench's server is stopped (its
// `lottery draws` job would race this one for the draws): the platform is built in this process
// without its scheduler, as the server builds it (the lottery's wallet calls go through the app's
// own HTTP pipeline, as the job's do). For each size, a draw of LOTT_VN_3M ahead is loaded with that
// many one-ticket slips of the bench players (bulk SQL: slips, lines and the numbers' liabilities as
// the bet path writes them, and each slip's stake taken by the wallet's own debit statement), given
// its house numbers, and settled by the job's `settleDrawn`: timed, with the time of each kind of
// statement inside. The first draw's wins are then paid by the job's `runPayouts` (timed, for at
// most LOTTERY_PAY_SECONDS, default 30). One JSON line per size.
// Usage: DATABASE_URL=… tsx bench/lib/lottery-settle.ts 25000 50000 100000
import { sql } from 'drizzle-orm';
import pg from 'pg';
import type { LotteryBetType, LotteryFamily } from '@jade/contract/lottery';
import { buildApp } from '../../apps/server/src/app';
import { loadConfig } from '../../apps/server/src/config';
import type { Db } from '../../apps/server/src/db/client';
import { recordResults, settleDrawn } from '../../apps/server/src/modules/lottery/lottery.draws';
import { slipExposure } from '../../apps/server/src/modules/lottery/lottery.exposure';
import { numbersOfSeed } from '../../apps/server/src/modules/lottery/lottery.feed';
import { runPayouts } from '../../apps/server/src/modules/lottery/lottery.payouts';
import { oddsOf } from '../../apps/server/src/modules/lottery/lottery.settings';
import { slipTx } from '../../apps/server/src/modules/lottery/lottery.wallet';
import { betContext, keys } from '../../apps/server/src/modules/seamless/seamless.calls';
import { ensureVendorKey, playerOf, vendorOf, type Ctx } from '../../apps/server/src/modules/seamless/seamless.service';
import { debitOnce } from '../../apps/server/src/modules/wallet/wallet.debit';

const GAME = 'LOTT_VN_3M';
/** The ticket stake of every fixture slip (minor units): one ticket, multiplier 1. */
const UNIT = 100;
/** Connections that take the fixture's stakes, each a disjoint set of wallets (no lock waits between them). */
const DEBIT_CONNECTIONS = 4;
const DEBITS_PER_COMMIT = 500;

const sizes = process.argv.slice(2).map(Number);
const payFirst = process.env.LOTTERY_PAY !== '0';
/** How long the first draw's wins are paid for (runs of the job's payouts; the rest stays unpaid). */
const PAY_BUDGET_MS = Number(process.env.LOTTERY_PAY_SECONDS ?? 30) * 1000;
const url = process.env.DATABASE_URL!;
type Rows<T> = { rows: T[] };
const rows = async <T>(db: Db, q: ReturnType<typeof sql>) => ((await db.execute(q)) as unknown as Rows<T>).rows;

const config = loadConfig({ ...process.env, SEED: 'none', LOG_LEVEL: 'warn' });
const app = await buildApp({ config: { ...config, adminToken: 'bench-settle-token-0123456789' }, jobs: false, logger: false });
const db = app.db;
const m = app.merchantId;

/** The time spent in each kind of statement of the settlement, by a wrapper of the database (and of its transactions). */
type Phase = 'claim' | 'draw' | 'read slips' | 'read lines' | 'write' | 'other';
function kindOf(q: unknown): Phase {
  const first = (q as { queryChunks?: { value?: string[] }[] }).queryChunks?.[0]?.value?.join('') ?? '';
  if (/update lottery_draws set status = 'SETTLED'/.test(first)) return 'claim';
  if (/select d\.numbers, g\.family/.test(first)) return 'draw';
  if (/select id, unit, multiplier, odds/.test(first)) return 'read slips';
  if (/select l\.slip_id/.test(first)) return 'read lines';
  if (/with w\(id, win\)/.test(first)) return 'write';
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
      if (p === 'transaction')
        return (fn: (tx: Db) => Promise<unknown>, cfg?: unknown) =>
          (t.transaction as (f: (tx: Db) => Promise<unknown>, c?: unknown) => Promise<unknown>)(
            (tx) => fn(timed(tx, spent, counts)),
            cfg,
          );
      const v = Reflect.get(t, p, t) as unknown;
      return typeof v === 'function' ? (v as (...a: unknown[]) => unknown).bind(t) : v;
    },
  });
}

const [game] = await rows<{ id: number; family: LotteryFamily; vendor: string }>(
  db,
  sql`select id, family, vendor from lottery_games where merchant_id = ${m} and code = ${GAME}`,
);
if (!game) throw new Error(`no game ${GAME}`);
const { odds } = await oddsOf(db, m, game.family);
const members = await rows<{ id: number; username: string }>(
  db,
  sql`select id, username from accounts where merchant_id = ${m} and username like 'bench%' order by id`,
);
if (members.length === 0) throw new Error('no bench players');
// The draws ahead of the game, the farthest first: nothing else bets on them.
const ahead = await rows<{ id: unknown; draw_no: string; server_seed: string }>(
  db,
  sql`select id, draw_no, server_seed from lottery_draws where game_id = ${game.id} and status = 'SCHEDULED'
       order by draw_at desc limit ${sizes.length}`,
);
if (ahead.length < sizes.length) throw new Error(`only ${ahead.length} draws of ${GAME} ahead`);

// The wallet's debit statement, as the seamless debit runs it, for the fixture's stakes.
const ctx: Ctx = { db, database: { prepared: app.prepared }, merchantId: m };
await ensureVendorKey(db, m, game.vendor);
const vendor = (await vendorOf(ctx, game.vendor))!;
const debitCtx = new Map<string, Awaited<ReturnType<typeof betContext>>>();
for (const p of members)
  debitCtx.set(
    p.username,
    await betContext(ctx, vendor, await playerOf(ctx, p.username), { txId: '-', roundId: '-', gameCode: GAME }),
  );
const debitClients = await Promise.all(
  Array.from({ length: DEBIT_CONNECTIONS }, async () => {
    const c = new pg.Client({ connectionString: url });
    await c.connect();
    return c;
  }),
);

async function takeStakes(drawId: number) {
  const slips = await rows<{ id: unknown; player_id: string; member_id: number; total: unknown }>(
    db,
    sql`select id, player_id, member_id, total from lottery_slips where draw_id = ${drawId}::bigint order by id`,
  );
  await Promise.all(
    debitClients.map(async (client, c) => {
      const mine = slips.filter((s) => s.member_id % DEBIT_CONNECTIONS === c);
      const database = {
        prepared: async <R>(q: { name: string; text: string; values: unknown[] }) =>
          (await client.query({ name: q.name, text: q.text, values: q.values })).rows as R[],
      };
      for (let i = 0; i < mine.length; i += DEBITS_PER_COMMIT) {
        await client.query('begin');
        for (const s of mine.slice(i, i + DEBITS_PER_COMMIT)) {
          const tx = slipTx(Number(s.id));
          const done = await debitOnce(database, {
            ...debitCtx.get(s.player_id)!,
            roundId: tx.round,
            rollbackKey: keys(vendor.code, tx.debit).rollback,
            amount: Number(s.total),
            key: keys(vendor.code, tx.debit).bet,
          });
          if (!done) throw new Error(`the stake of fixture slip ${String(s.id)} was not taken`);
        }
        await client.query('commit');
      }
    }),
  );
}

/** Loads `n` OPEN one-ticket slips on a draw: slips, lines, liabilities, stakes taken. */
async function load(drawId: number, n: number) {
  await db.execute(sql`
    update lottery_draws set status = 'OPEN', opens_at = least(opens_at, now()) where id = ${drawId}::bigint`);
  await db.execute(sql`
    insert into lottery_slips (merchant_id, member_id, player_id, game_id, draw_id, client_key, unit, multiplier, tickets, total, odds, status)
    select ${m}, p.id, p.username, ${game!.id}, ${drawId}::bigint, 'fx-' || ${drawId}::bigint || '-' || i, ${UNIT}, 1, 1, ${UNIT},
           ${JSON.stringify(odds)}::jsonb, 'PENDING'
      from generate_series(0, ${n - 1}) i
      join (select row_number() over (order by id) - 1 as k, id, username from accounts
             where merchant_id = ${m} and username like 'bench%') p on p.k = i % ${members.length}
     order by i`);
  // One line each, a third each of lô, đề and càng on numbers spread by the slip's id.
  await db.execute(sql`
    insert into lottery_lines (slip_id, line_no, type, picks, position, tickets)
    select s.id, 0, t.type, jsonb_build_array(jsonb_build_array(t.pick)), null, 1
      from lottery_slips s
      cross join lateral (select case s.id % 3 when 0 then 'LO2' when 1 then 'DE' else 'CANG3' end as type,
                                 case s.id % 3 when 2 then lpad(((s.id * 7919) % 1000)::text, 3, '0')
                                               else lpad(((s.id * 7919 + s.id / 3) % 100)::text, 2, '0') end as pick) t
     where s.draw_id = ${drawId}::bigint`);
  const groups = await rows<{ type: LotteryBetType; picks: string[][]; n: unknown }>(
    db,
    sql`select l.type, l.picks, count(*) as n from lottery_lines l join lottery_slips s on s.id = l.slip_id
         where s.draw_id = ${drawId}::bigint group by 1, 2`,
  );
  const exposure = new Map<string, number>();
  for (const g of groups)
    for (const [k, v] of slipExposure(game!.family, [{ type: g.type, picks: g.picks }], odds, UNIT))
      exposure.set(k, (exposure.get(k) ?? 0) + v * Number(g.n));
  await db.execute(sql`
    insert into lottery_exposure (draw_id, number, liability)
    values ${sql.join(
      [...exposure].map(([k, v]) => sql`(${drawId}::bigint, ${k}, ${v}::bigint)`),
      sql`, `,
    )}`);
  const began = performance.now();
  await takeStakes(drawId);
  const stakeSeconds = (performance.now() - began) / 1000;
  await db.execute(sql`update lottery_slips set status = 'OPEN' where draw_id = ${drawId}::bigint and status = 'PENDING'`);
  return stakeSeconds;
}

const out = [];
for (const [i, n] of sizes.entries()) {
  const d = ahead[i]!;
  const drawId = Number(d.id);
  const loadBegan = performance.now();
  const stakeSeconds = await load(drawId, n);
  // Closed and drawn with its own seed's numbers, as the job's house draw does.
  await db.execute(sql`
    update lottery_draws set status = 'CLOSED', closes_at = least(closes_at, now()), draw_at = least(draw_at, now())
     where id = ${drawId}::bigint`);
  await recordResults(
    db,
    [{ id: drawId, numbers: numbersOfSeed(game.family, d.server_seed, GAME, d.draw_no) }],
    'HOUSE',
    new Date(),
  );
  if (process.env.LOTTERY_ANALYZE !== '0') await db.execute(sql`analyze lottery_slips, lottery_lines`);
  const loadSeconds = (performance.now() - loadBegan) / 1000;

  const spent: Record<string, number> = {};
  const counts: Record<string, number> = {};
  const began = performance.now();
  const moved = await settleDrawn(timed(db, spent, counts), m, new Date());
  const seconds = (performance.now() - began) / 1000;
  const [r] = await rows<{ settled: unknown; winning: unknown; win: unknown }>(
    db,
    sql`select count(*) filter (where status = 'SETTLED') as settled, count(*) filter (where win > 0) as winning,
               coalesce(sum(win), 0) as win from lottery_slips where draw_id = ${drawId}::bigint`,
  );
  const result = {
    tickets: n,
    seconds,
    loadSeconds,
    stakeSeconds,
    draws: moved.length,
    ours: moved.some((t) => t.id === drawId),
    settled: Number(r!.settled),
    winning: Number(r!.winning),
    win: Number(r!.win),
    phases: Object.fromEntries(Object.entries(spent).map(([k, v]) => [k, { seconds: v / 1000, statements: counts[k] }])),
    pay: null as null | { seconds: number; paid: number; runs: number },
  };
  if (payFirst && i === 0) {
    // Whole runs of the job's payouts (each pays at most 500 slips, one credit after another) until
    // the draw is paid or the time allowed has passed.
    const payBegan = performance.now();
    let paid = 0;
    let runs = 0;
    while (performance.now() - payBegan < PAY_BUDGET_MS) {
      const p = await runPayouts(app.lottery, new Date());
      runs++;
      if ('unavailable' in p && p.unavailable) throw new Error('the wallet did not answer the payouts');
      if (p.paid === 0) break;
      paid += p.paid;
    }
    result.pay = { seconds: (performance.now() - payBegan) / 1000, paid, runs };
  }
  out.push(result);
  console.log(JSON.stringify(result));
}
await Promise.all(debitClients.map((c) => c.end()));
await app.close();
