import type { FastifyInstance, FastifyRequest } from 'fastify';
import { AppError } from '../lib/app-error';
import { addressKey } from '../lib/ip';
import { routePath } from '../lib/route-path';
import * as system from '../modules/system/system.service';

/** Per-address limits of calls that cost the server something (a row, a picture, a lookup). */
const LIMITS: Record<string, { max: number; windowSeconds: number }> = {
  '/wps/captcha': { max: 30, windowSeconds: 60 },
  '/wps/verification/altcha': { max: 30, windowSeconds: 60 },
  '/wps/agent/affiliate': { max: 60, windowSeconds: 60 },
  '/wps/member/password/email': { max: 10, windowSeconds: 3600 },
  '/wps/session/login/freeplay': { max: 20, windowSeconds: 3600 },
};

/** Answers 429 `RATE_LIMITED` once an address (an IPv6 visitor: its /64) passes the limit of one of the paths above. */
export function registerRateLimits(app: FastifyInstance) {
  app.addHook('onRequest', async (req: FastifyRequest, reply) => {
    // Keyed by the route that will run, so `/wps/captcha/` or `/wps/capt%63ha` count as `/wps/captcha`.
    const path = routePath(req);
    const rule = LIMITS[path];
    if (!rule) return;
    if (!(await system.hit(app.db, `${path}|${addressKey(req.ip)}`, rule.max, rule.windowSeconds))) {
      reply.header('Retry-After', String(rule.windowSeconds));
      throw new AppError('RATE_LIMITED', 'Too many requests. Please wait a moment and try again.');
    }
  });
}
