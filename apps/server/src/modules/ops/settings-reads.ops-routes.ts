import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { RegisterSettings } from '@jade/contract/patterns';
import { SecuritySettingsState } from '@jade/contract/system';
import { ok, okResponse } from '../../lib/envelope';
import * as auth from '../auth/auth.service';
import * as members from '../members/members.service';

/**
 * The reads of the admin's settings whose writes live in their modules (`PUT
 * /ops/security-settings` in auth, `PUT /ops/register-settings` in members), so the console's
 * forms start from what is saved. Admin only, like the writes.
 */
export async function settingsReadsOpsRoutes(app: FastifyInstance) {
  const r = app.withTypeProvider<ZodTypeProvider>();
  const m = app.merchantId;

  r.get('/security-settings', { schema: { response: okResponse(SecuritySettingsState) } }, async () => {
    const s = await auth.getSecuritySettings(app.db, m);
    return ok({
      newIpVerification: s.newIpVerification,
      sessionIdleMinutes: s.sessionIdleMinutes,
      sessionAbsoluteHours: s.sessionAbsoluteHours,
    });
  });

  r.get('/register-settings', { schema: { response: okResponse(RegisterSettings) } }, async () => {
    const s = await members.getRegisterSettings(app.db, m);
    return ok({ usernameRule: s.usernameRule, passwordRule: s.passwordRule, fields: s.fields, minimumAge: s.minimumAge });
  });
}
