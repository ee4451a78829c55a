import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { OpsSecuritySettings } from '@jade/contract/auth';
import { ok, okResponse } from '../../lib/envelope';
import * as auth from './auth.service';

/** The operator's sign-in settings under /ops (inside the operator scope): new-address checks and session lengths. */
export async function authOpsRoutes(app: FastifyInstance) {
  const r = app.withTypeProvider<ZodTypeProvider>();
  const m = app.merchantId;

  r.put(
    '/security-settings',
    { schema: { body: OpsSecuritySettings, response: okResponse(OpsSecuritySettings) } },
    async (req) => {
      const clean = Object.fromEntries(Object.entries(req.body).filter(([, v]) => v !== undefined));
      const s = await app.audited(
        req,
        'security.settings',
        (tx) => auth.getSecuritySettings(tx, m),
        (tx) => auth.saveSecuritySettings(tx, m, clean),
      );
      return ok({
        newIpVerification: s.newIpVerification,
        sessionIdleMinutes: s.sessionIdleMinutes,
        sessionAbsoluteHours: s.sessionAbsoluteHours,
      });
    },
  );
}
