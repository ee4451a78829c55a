import { and, eq, inArray, lt, sql } from 'drizzle-orm';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { AppError } from '../lib/app-error';
import { addressKey } from '../lib/ip';
import { routePath } from '../lib/route-path';
import type { Db } from '../db/client';
import { rateCounters } from './rate-limit.tables';

/** Per-address limits of calls that cost the server something (a row, a picture, a lookup). */
const LIMITS: Record<string, { max: number; windowSeconds: number }> = {
  '/wps/captcha': { max: 30, windowSeconds: 60 },
  '/wps/verification/altcha': { max: 30, windowSeconds: 60 },
  '/wps/agent/affiliate': { max: 60, windowSeconds: 60 },
  '/wps/member/password/email': { max: 10, windowSeconds: 3600 },
  '/wps/session/login/freeplay': { max: 20, windowSeconds: 3600 },
  // Operator sign-in (each operator also locks after repeated failures): an address guessing names.
  '/ops/session/login': { max: 30, windowSeconds: 600 },
  '/ops/session/totp': { max: 30, windowSeconds: 600 },
};

/** Answers 429 `RATE_LIMITED` once an address (an IPv6 visitor: its /64) passes the limit of one of the paths above. */
export function registerRateLimits(app: FastifyInstance) {
  app.addHook('onRequest', async (req: FastifyRequest, reply) => {
    // Keyed by the route that will run, so `/wps/captcha/` or `/wps/capt%63ha` count as `/wps/captcha`.
    const path = routePath(req);
    const rule = LIMITS[path];
    if (!rule) return;
    const key = `${path}|${addressKey(req.ip)}`;
    if (!(await hit(app.db, key, rule.max, rule.windowSeconds))) {
      reply.header('Retry-After', String(await secondsUntilRoom(app.db, key, rule.max, rule.windowSeconds)));
      throw new AppError('RATE_LIMITED', 'Too many requests. Please wait a moment and try again.');
    }
  });
}

const windowOf = (windowSeconds: number) => {
  const ms = windowSeconds * 1000;
  const start = Math.floor(Date.now() / ms) * ms;
  return { current: new Date(start), previous: new Date(start - ms) };
};

/**
 * Counts one hit of `key` in the current window (one statement, safe across nodes) and says whether
 * the hits of this window and the one before, together, are within `max`. Any span of
 * `windowSeconds` lies inside two consecutive windows, so no span ever holds more than `max` hits,
 * also across a window's end (one window alone would let `2 × max` through around its edge). Old
 * windows are swept now and then.
 */
export async function hit(db: Db, key: string, max: number, windowSeconds: number): Promise<boolean> {
  const w = windowOf(windowSeconds);
  const res = (await db.execute(sql`
    with up as (
      insert into rate_counters (key, window_start, count) values (${key}, ${w.current}, 1)
      on conflict (key, window_start) do update set count = rate_counters.count + 1
      returning count)
    select (select count from up)
      + coalesce((select count from rate_counters where key = ${key} and window_start = ${w.previous}), 0) as n`)) as unknown as {
    rows: { n: number | string }[];
  };
  // Kept two days: the longest window (a day) counts the day before.
  if (Math.random() < 0.01)
    await db.delete(rateCounters).where(lt(rateCounters.windowStart, new Date(Date.now() - 2 * 86_400_000)));
  return Number(res.rows[0]?.n ?? 0) <= max;
}

/** How many hits `key` has in the current window and the one before (as `hit` counts), without counting one. */
export async function hitsNow(db: Db, key: string, windowSeconds: number): Promise<number> {
  const w = windowOf(windowSeconds);
  const [row] = await db
    .select({ n: sql<string>`coalesce(sum(${rateCounters.count}), 0)` })
    .from(rateCounters)
    .where(and(eq(rateCounters.key, key), inArray(rateCounters.windowStart, [w.current, w.previous])));
  return Number(row?.n ?? 0);
}

/**
 * After a refusal by `hit`, the seconds until `key` has room again: the end of this window when
 * its own hits leave room (the window before drops out then), else the end of the next one.
 */
export async function secondsUntilRoom(db: Db, key: string, max: number, windowSeconds: number): Promise<number> {
  const w = windowOf(windowSeconds);
  const [row] = await db
    .select({ count: rateCounters.count })
    .from(rateCounters)
    .where(and(eq(rateCounters.key, key), eq(rateCounters.windowStart, w.current)));
  const left = (w.current.getTime() + windowSeconds * 1000 - Date.now()) / 1000;
  return Math.max(1, Math.ceil((row?.count ?? 0) < max ? left : left + windowSeconds));
}
