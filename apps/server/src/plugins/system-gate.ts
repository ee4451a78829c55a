import type { FastifyInstance } from 'fastify';
import { AppError } from '../lib/app-error';
import { routePath } from '../lib/route-path';
import * as system from '../modules/system/system.service';
import { GATE_EXEMPT_PATHS } from '../modules/system/system.routes';

const exempt = new Set(GATE_EXEMPT_PATHS);
const GATED = ['/wps/', '/lgw/', '/lotto/', '/gs/'];

/**
 * During maintenance every /wps, /lgw, /lotto and game-server (/gs) call but the status and config
 * ones answers 503; from a blocked range they answer 403: a game session opened before keeps no
 * way to play. The operator API, the vendors' seamless-wallet API (a round already played still
 * settles), the SPA and images stay reachable.
 */
export function registerSystemGate(app: FastifyInstance) {
  app.addHook('onRequest', async (req) => {
    // The route that will run, not the raw URL: `/%77ps/…` and `/wps/x/` reach the same handlers.
    const p = routePath(req);
    const lower = p.toLowerCase();
    if (!GATED.some((prefix) => lower.startsWith(prefix))) return;
    if (exempt.has(p)) return;
    const gate = await system.getGate(app.db, app.merchantId);
    const status = system.statusFor(gate, req.ip);
    if (status === 1) throw new AppError('SYSTEM_MAINTENANCE', 'The system is under maintenance');
    if (status === 2) throw new AppError('SYSTEM_REGION_RESTRICTED', 'Access from your region is restricted');
  });
}
