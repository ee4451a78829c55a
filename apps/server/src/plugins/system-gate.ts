import type { FastifyInstance } from 'fastify';
import { AppError } from '../lib/app-error';
import * as system from '../modules/system/system.service';
import { GATE_EXEMPT_PATHS } from '../modules/system/system.routes';

const exempt = new Set(GATE_EXEMPT_PATHS);

/**
 * During maintenance every /wps and /lgw call but the status and config ones answers 503; from a
 * blocked range they answer 403. The operator API, the SPA and images stay reachable.
 */
export function registerSystemGate(app: FastifyInstance) {
  app.addHook('onRequest', async (req) => {
    const p = req.url.split('?')[0]!;
    if (!(p.startsWith('/wps/') || p.startsWith('/lgw/') || p.startsWith('/lotto/'))) return;
    if (exempt.has(p)) return;
    const gate = await system.getGate(app.db, app.merchantId);
    const status = system.statusFor(gate, req.ip);
    if (status === 1) throw new AppError('SYSTEM_MAINTENANCE', 'The system is under maintenance');
    if (status === 2) throw new AppError('SYSTEM_REGION_RESTRICTED', 'Access from your region is restricted');
  });
}
