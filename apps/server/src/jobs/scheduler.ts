import type { FastifyInstance } from 'fastify';
import { sql } from 'drizzle-orm';
import type { Db } from '../db/client';
import { LOCKS } from '../db/locks';
import * as agents from '../modules/agents/agents.service';
import * as catalog from '../modules/catalog/catalog.service';
import * as figures from '../modules/figures/figures.service';
import * as gameserver from '../modules/gameserver/gameserver.service';
import * as gsHousekeeping from '../modules/gameserver/housekeeping.service';
import * as housekeeping from '../modules/housekeeping/housekeeping.service';
import * as lottery from '../modules/lottery/lottery.service';
import * as payments from '../modules/payments/payments.service';
import * as promotions from '../modules/promotions/promotions.service';
import * as sportsbook from '../modules/sportsbook/sportsbook.service';
import * as system from '../modules/system/system.service';

/** Every node runs the jobs; a transaction-scoped advisory lock (db/locks.ts) lets one node at a time do each run. */
export const JOB_EVERY_MS = 30_000;
/** Interrupted in-house rounds are finished (and used launch tokens purged) this often. */
const RECOVERY_EVERY_MS = 10_000;
/** Rounds left waiting for the player are closed within a minute of their limit. */
const OPEN_ROUNDS_EVERY_MS = 60_000;
/** The figures' queue is drained into the buckets this often (readers add what is still queued). */
const FIGURES_EVERY_MS = 5_000;
/** Lottery draws are created, opened, closed, drawn and settled this often (a 1-minute game closes 5 s before its draw). */
const LOTTERY_EVERY_MS = 2_000;
/** The sportsbook's feed moves its events (live scores and prices, results) and its bets are settled and paid this often. */
const SPORTSBOOK_EVERY_MS = 3_000;
/** What is past its life or retention is purged this often (in short batches). */
const PURGE_EVERY_MS = 10 * 60_000;

/**
 * One run of the payment jobs: gateway deposits past their expiry become EXPIRED, and PAID
 * withdrawals past their confirm-by time count as received. Both are single conditional UPDATEs,
 * so a run repeated (or run on two nodes) changes nothing twice.
 */
export async function runPaymentJobs(db: Db, now = new Date()) {
  return db.transaction(async (tx) => {
    const lock = (await tx.execute(sql`select pg_try_advisory_xact_lock(${LOCKS.node.payments}) as ok`)) as unknown as {
      rows: { ok: boolean }[];
    };
    if (!lock.rows[0]?.ok) return { expired: 0, autoReceived: 0, skipped: true };
    return { expired: await payments.expireDeposits(tx, now), autoReceived: await payments.autoReceive(tx, now), skipped: false };
  });
}

/** The settlement run in progress on this node, per database: a run never starts while one is going. */
const settling = new WeakMap<Db, Promise<{ periods: number }>>();

/**
 * Agent contract settlement (every 30 s, so real-time salary's 5-minute periods settle within
 * half a minute of their end): each period exactly once, in batches of holders, whichever nodes
 * get there; it never waits for a lock (a period another node is claiming is left to it). While
 * a long settlement runs, this node's next ticks return at once (`skipped`).
 */
export async function runAgentSettlement(db: Db, merchantId: number, now = new Date()) {
  if (settling.has(db)) return { periods: 0, skipped: true };
  const run = (async () => {
    const { currency, utcOffsetMinutes } = await system.getMerchant(db, merchantId);
    return agents.settleDue(db, merchantId, currency, now, utcOffsetMinutes);
  })();
  settling.set(db, run);
  try {
    return { ...(await run), skipped: false };
  } finally {
    settling.delete(db);
  }
}

/** Open in-house rounds idle past the operator's limit are cashed out (or cancelled, nothing revealed) for the player. */
export async function runOpenRoundClosing(app: FastifyInstance, now = new Date()) {
  const { openRoundMinutes } = await housekeeping.readSettings(app.db);
  return gsHousekeeping.closeIdleRounds(app.gameServer, openRoundMinutes, now);
}

/** Game sessions, free-trial rounds and every bounded table's rows past the operator's settings. */
export async function runPurges(app: FastifyInstance, now = new Date()) {
  const settings = await housekeeping.readSettings(app.db);
  const gameServer = await gsHousekeeping.purgeGameServer(app.db, settings, now);
  const retention = await housekeeping.purgeRetained(app.db, settings, now);
  return { gameServer, retention };
}

/**
 * The figures job: the queue of changes to the pre-aggregated figures (written by the settling
 * transactions) is drained into the member and team buckets, once across nodes.
 */
export function runFiguresDrain(db: Db, merchantId: number) {
  return figures.drainFigures(db, merchantId);
}

/** Every timed job of the platform: what it runs and how often. Each logs its own failure. */
const JOBS: { name: string; everyMs: number; run: (app: FastifyInstance) => Promise<unknown> }[] = [
  { name: 'payment jobs', everyMs: JOB_EVERY_MS, run: (app) => runPaymentJobs(app.db) },
  { name: 'figures drain', everyMs: FIGURES_EVERY_MS, run: (app) => runFiguresDrain(app.db, app.merchantId) },
  { name: 'agent settlement', everyMs: JOB_EVERY_MS, run: (app) => runAgentSettlement(app.db, app.merchantId) },
  { name: 'ranking prizes', everyMs: JOB_EVERY_MS, run: (app) => promotions.settleRankings(app.db, app.merchantId) },
  { name: 'raffle draws', everyMs: JOB_EVERY_MS, run: (app) => promotions.drawRaffles(app.db, app.merchantId) },
  {
    name: 'daily loyalty (rebate, points)',
    everyMs: JOB_EVERY_MS,
    run: (app) => promotions.settleLoyaltyDays(app.db, app.merchantId),
  },
  { name: 'round recovery', everyMs: RECOVERY_EVERY_MS, run: (app) => gameserver.recoverRounds(app.gameServer) },
  { name: 'launch token purge', everyMs: RECOVERY_EVERY_MS, run: (app) => catalog.purgeLaunchTokens(app.db) },
  { name: 'open round closing', everyMs: OPEN_ROUNDS_EVERY_MS, run: (app) => runOpenRoundClosing(app) },
  { name: 'housekeeping purge', everyMs: PURGE_EVERY_MS, run: (app) => runPurges(app) },
  {
    name: 'lottery draws',
    everyMs: LOTTERY_EVERY_MS,
    run: (app) => lottery.runDraws(app.lottery, lottery.resultsFeed()),
  },
  {
    name: 'sportsbook',
    everyMs: SPORTSBOOK_EVERY_MS,
    run: (app) => sportsbook.runSportsbook(app.sportsbook, sportsbook.sportsFeed()),
  },
];

/**
 * A job's tick: runs it unless its last run on this node is still going (a run longer than the
 * interval — a big draw's payouts — would otherwise overlap itself and do the same work twice);
 * a failure is logged and the next tick tries again.
 */
export function everyTick(run: () => Promise<unknown>, onError: (err: unknown) => void) {
  let running = false;
  return () => {
    if (running) return false;
    running = true;
    run()
      .catch(onError)
      .finally(() => (running = false));
    return true;
  };
}

/** Starts the timers of every job when the app is ready and stops them when it closes: the one scheduler. */
export function startJobs(app: FastifyInstance) {
  const timers: NodeJS.Timeout[] = [];
  app.addHook('onReady', async () => {
    for (const job of JOBS) {
      const tick = everyTick(
        () => job.run(app),
        (err) => app.log.error({ err }, `${job.name} failed`),
      );
      const timer = setInterval(tick, job.everyMs);
      timer.unref();
      timers.push(timer);
    }
  });
  app.addHook('onClose', async () => {
    for (const timer of timers) clearInterval(timer);
  });
}
