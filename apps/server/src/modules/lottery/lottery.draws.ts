import { randomBytes } from 'node:crypto';
import { sql } from 'drizzle-orm';
import type { LotteryFamily, LotteryResultSource } from '@jade/contract/lottery';
import { drawsAfter, type DrawSchedule } from '@jade/engines/lottery/calendar';
import { isDrawOf } from '@jade/engines/lottery/layouts';
import { hashServerSeed } from '@jade/engines/rng';
import type { Db } from '../../db/client';
import { LOCKS } from '../../db/locks';
import { toInt } from '../../db/normalize';
import { advanceChases } from './lottery.chase';
import { feedKey, numbersOfSeed, type FeedDraw, type ResultsFeed } from './lottery.feed';
import { runPayouts } from './lottery.payouts';
import { settleDrawTickets } from './lottery.settle';
import { lotteryDraws } from './lottery.tables';
import type { LotteryCtx } from './lottery.wallet';
import { rowsOf } from '../../db/rows';

/** An instant as a query parameter (both drivers). */
const at = (d: Date) => sql`${d.toISOString()}::timestamptz`;

/** How far ahead draws exist: fast games half an hour of cycles (at least 3), daily games the next 3. */
const CYCLE_HORIZON_SECONDS = 30 * 60;
const DAILY_AHEAD = 3;
/** At most this many draws are drawn or settled in one run (the rest in the next, seconds later). */
const BATCH = 500;

const aheadOf = (s: DrawSchedule) =>
  s.kind === 'cycle' ? Math.max(3, Math.ceil(CYCLE_HORIZON_SECONDS / s.seconds)) : DAILY_AHEAD;

/**
 * Keeps each active game's next draws in the table: when fewer than its horizon lie ahead, the
 * missing ones are inserted after the last one, each with a fresh server seed whose SHA-256 is
 * public from now on. Idempotent: a draw that exists (another node was first) is left as it is.
 */
export async function materializeDraws(db: Db, merchantId: number, now: Date) {
  const games = await rowsOf<{ id: number; schedule: DrawSchedule; last_at: Date | string | null; ahead: unknown }>(
    db,
    sql`
      select g.id, g.schedule,
             (select max(d.draw_at) from lottery_draws d where d.game_id = g.id) as last_at,
             (select count(*) from lottery_draws d where d.game_id = g.id and d.draw_at > ${at(now)}) as ahead
        from lottery_games g
       where g.merchant_id = ${merchantId} and g.status = 'ACTIVE'`,
  );
  const values: (typeof lotteryDraws.$inferInsert)[] = [];
  for (const g of games) {
    const want = aheadOf(g.schedule) - toInt(g.ahead);
    if (want <= 0) continue;
    const last = g.last_at ? new Date(g.last_at) : null;
    const from = last && last > now ? last : now;
    for (const d of drawsAfter(g.schedule, from, want)) {
      const serverSeed = randomBytes(32).toString('hex');
      values.push({ merchantId, gameId: g.id, ...d, serverSeed, serverSeedHash: hashServerSeed(serverSeed) });
    }
  }
  if (values.length === 0) return 0;
  const inserted = await db.insert(lotteryDraws).values(values).onConflictDoNothing().returning({ id: lotteryDraws.id });
  return inserted.length;
}

export type Transition = { id: number; to: string };

/**
 * Moves draws by the clock: a scheduled draw opens at its open time (or closes at once when its
 * close time has passed too), an open draw closes at its close time. Conditional UPDATEs: a draw
 * moves once however many nodes run this at the same moment.
 */
export async function moveByClock(db: Db, merchantId: number, now: Date): Promise<Transition[]> {
  const opened = await rowsOf<{ id: unknown; status: string }>(
    db,
    sql`
      update lottery_draws set status = case when closes_at <= ${at(now)} then 'CLOSED' else 'OPEN' end
       where merchant_id = ${merchantId} and status = 'SCHEDULED' and opens_at <= ${at(now)}
      returning id, status`,
  );
  const closed = await rowsOf<{ id: unknown; status: string }>(
    db,
    sql`
      update lottery_draws set status = 'CLOSED'
       where merchant_id = ${merchantId} and status = 'OPEN' and closes_at <= ${at(now)}
      returning id, status`,
  );
  return [...opened, ...closed].map((r) => ({ id: toInt(r.id), to: r.status }));
}

/**
 * Gives closed draws their first result, in one statement: each listed draw still CLOSED becomes
 * DRAWN with result version 1, and that version is written to `lottery_results`. A draw another
 * node (or the operator) drew meanwhile is not touched.
 */
export async function recordResults(
  db: Db,
  results: { id: number; numbers: string[] }[],
  source: LotteryResultSource,
  now: Date,
): Promise<Transition[]> {
  if (results.length === 0) return [];
  const values = sql.join(
    results.map((r) => sql`(${r.id}::bigint, ${JSON.stringify(r.numbers)}::jsonb)`),
    sql`, `,
  );
  const rows = await rowsOf<{ draw_id: unknown }>(
    db,
    sql`
      with v(id, numbers) as (values ${values}),
      u as (
        update lottery_draws d set status = 'DRAWN', numbers = v.numbers, result_version = 1, drawn_at = ${at(now)}
          from v where d.id = v.id and d.status = 'CLOSED'
        returning d.id, d.numbers)
      insert into lottery_results (draw_id, version, numbers, source)
      select id, 1, numbers, ${source} from u
      returning draw_id`,
  );
  return rows.map((r) => ({ id: toInt(r.draw_id), to: 'DRAWN' }));
}

type DueDraw = {
  id: unknown;
  draw_no: string;
  server_seed: string;
  draw_at: Date | string;
  code: string;
  vendor: string;
  family: LotteryFamily;
};

/** Draws past their draw time not drawn yet (closed, or closing in this run), of house or feed games. */
function dueDraws(db: Db, merchantId: number, source: 'HOUSE' | 'FEED', now: Date) {
  return rowsOf<DueDraw>(
    db,
    sql`
      select d.id, d.draw_no, d.server_seed, d.draw_at, g.code, g.vendor, g.family
        from lottery_draws d join lottery_games g on g.id = d.game_id
       where d.merchant_id = ${merchantId} and d.status in ('SCHEDULED', 'OPEN', 'CLOSED') and d.draw_at <= ${at(now)}
         and g.source = ${source}
       order by d.draw_at limit ${BATCH}`,
  );
}

/** House draws at their time: the numbers of each draw's own seed (`houseDraw`). */
export async function drawHouse(db: Db, merchantId: number, now: Date) {
  const due = await dueDraws(db, merchantId, 'HOUSE', now);
  const results = due.map((d) => ({ id: toInt(d.id), numbers: numbersOfSeed(d.family, d.server_seed, d.code, d.draw_no) }));
  return recordResults(db, results, 'HOUSE', now);
}

/**
 * Asks the feed for the due official draws (outside any transaction) and keeps the answers that
 * have the family's shape; a malformed answer is left out (the draw waits, the operator can enter it).
 */
export async function fetchFeedResults(db: Db, merchantId: number, feed: ResultsFeed, now: Date) {
  const due = await dueDraws(db, merchantId, 'FEED', now);
  if (due.length === 0) return { results: [], rejected: [] as string[] };
  const asked: (FeedDraw & { id: number })[] = due.map((d) => ({
    id: toInt(d.id),
    gameCode: d.code,
    vendor: d.vendor,
    family: d.family,
    drawNo: d.draw_no,
    drawAt: new Date(d.draw_at),
    serverSeed: d.server_seed,
  }));
  const answer = await feed.results(asked, now);
  const results: { id: number; numbers: string[] }[] = [];
  const rejected: string[] = [];
  for (const d of asked) {
    const numbers = answer.get(feedKey(d));
    if (!numbers) continue;
    if (isDrawOf(d.family, numbers)) results.push({ id: d.id, numbers: [...numbers] });
    else rejected.push(feedKey(d));
  }
  return { results, rejected };
}

/**
 * Settles the tickets of a draw at its current result version (`lottery.settle.ts`, set-based),
 * inside the transaction that marks the draw settled; the wins are paid after, by the payouts.
 */
export function settleTickets(db: Db, draw: { id: number; resultVersion: number }, now = new Date()): Promise<number> {
  return settleDrawTickets(db, draw, now);
}

/**
 * Settles drawn draws, each once: its tickets, then DRAWN → SETTLED (the seed is revealed from then
 * on). A draw with a slip whose stake is not confirmed yet (PENDING) waits for it.
 */
export async function settleDrawn(db: Db, merchantId: number, now: Date): Promise<Transition[]> {
  const drawn = await rowsOf<{ id: unknown }>(
    db,
    sql`
      select id from lottery_draws
       where merchant_id = ${merchantId} and status = 'DRAWN'
         and not exists (select 1 from lottery_slips s where s.draw_id = lottery_draws.id and s.status = 'PENDING')
       order by draw_at limit ${BATCH}`,
  );
  const out: Transition[] = [];
  for (const d of drawn) {
    const id = toInt(d.id);
    const done = await db.transaction(async (tx) => {
      // The version is the claimed row's: a correction between the read above and this claim is
      // the one these slips are judged on.
      const [claimed] = await rowsOf<{ id: unknown; result_version: number }>(
        tx,
        sql`
          update lottery_draws set status = 'SETTLED', settled_at = ${at(now)}
           where id = ${id} and status = 'DRAWN' returning id, result_version`,
      );
      if (!claimed) return false;
      await settleTickets(tx, { id, resultVersion: claimed.result_version }, now);
      return true;
    });
    if (done) out.push({ id, to: 'SETTLED' });
  }
  return out;
}

/**
 * One run of the lottery job: the feed is asked first (outside the transaction); then, under the
 * merchant's lottery lock (another node running now skips), draws are materialized, moved by the
 * clock, drawn and settled. Every step is also a conditional write, so even runs that overlap
 * without the lock move each draw once. Then, outside the transaction, the wallet calls: refunds
 * of cancelled draws, stale debits, wins (`lottery.payouts.ts`, each idempotent at the wallet),
 * and the next draws' slips of the number chases (`lottery.chase.ts`).
 */
export async function runDraws(ctx: LotteryCtx, feed: ResultsFeed, now = new Date()) {
  const { db, merchantId } = ctx;
  const fetched = await fetchFeedResults(db, merchantId, feed, now);
  const run = await db.transaction(async (tx) => {
    const lock = await rowsOf<{ ok: boolean }>(
      tx,
      sql`select pg_try_advisory_xact_lock(${LOCKS.merchant.lotteryDraws}, ${merchantId}) as ok`,
    );
    if (!lock[0]?.ok) return { skipped: true as const, created: 0, transitions: [] as Transition[], rejected: fetched.rejected };
    return { skipped: false as const, ...(await advanceDraws(tx, merchantId, fetched.results, now)), rejected: fetched.rejected };
  });
  const payouts = await runPayouts(ctx, now);
  return { ...run, payouts, chases: await advanceChases(ctx, now) };
}

/** The steps of a run, without the lock (for the tests of overlapping runs). */
export async function advanceDraws(db: Db, merchantId: number, feedResults: { id: number; numbers: string[] }[], now: Date) {
  const created = await materializeDraws(db, merchantId, now);
  const transitions = [
    ...(await moveByClock(db, merchantId, now)),
    ...(await drawHouse(db, merchantId, now)),
    ...(await recordResults(db, feedResults, 'FEED', now)),
    ...(await settleDrawn(db, merchantId, now)),
  ];
  return { created, transitions };
}
