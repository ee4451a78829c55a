import type { FastifyInstance } from 'fastify';
import { sql } from 'drizzle-orm';
import type { Db } from '../db/client';
import * as agents from '../modules/agents/agents.service';
import * as payments from '../modules/payments/payments.service';
import * as system from '../modules/system/system.service';

/** Every node runs the jobs; a transaction-scoped advisory lock lets one node at a time do each run. */
const LOCK_PAYMENTS = 5_001;
export const JOB_EVERY_MS = 30_000;

/**
 * One run of the payment jobs: gateway deposits past their expiry become EXPIRED, and PAID
 * withdrawals past their confirm-by time count as received. Both are single conditional UPDATEs,
 * so a run repeated (or run on two nodes) changes nothing twice.
 */
export async function runPaymentJobs(db: Db, now = new Date()) {
  return db.transaction(async (tx) => {
    const lock = (await tx.execute(sql`select pg_try_advisory_xact_lock(${LOCK_PAYMENTS}) as ok`)) as unknown as {
      rows: { ok: boolean }[];
    };
    if (!lock.rows[0]?.ok) return { expired: 0, autoReceived: 0, skipped: true };
    return { expired: await payments.expireDeposits(tx, now), autoReceived: await payments.autoReceive(tx, now), skipped: false };
  });
}

/**
 * Agent contract settlement (every 30 s, so real-time salary's 5-minute periods settle within
 * half a minute of their end): each period exactly once, whichever node gets there first.
 */
export async function runAgentSettlement(db: Db, merchantId: number, now = new Date()) {
  const { currency, utcOffsetMinutes } = await system.getMerchant(db, merchantId);
  return agents.settleDue(db, merchantId, currency, now, utcOffsetMinutes);
}

/** Starts the timers when the app is ready and stops them when it closes. */
export function startJobs(app: FastifyInstance) {
  let timer: NodeJS.Timeout | null = null;
  app.addHook('onReady', async () => {
    timer = setInterval(() => {
      runPaymentJobs(app.db).catch((err: unknown) => app.log.error({ err }, 'payment jobs failed'));
      runAgentSettlement(app.db, app.merchantId).catch((err: unknown) => app.log.error({ err }, 'agent settlement failed'));
    }, JOB_EVERY_MS);
    timer.unref();
  });
  app.addHook('onClose', async () => {
    if (timer) clearInterval(timer);
  });
}
