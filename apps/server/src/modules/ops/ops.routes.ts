import { createHash, timingSafeEqual } from 'node:crypto';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  AuditEntry,
  AuditQuery,
  FlagsState,
  OpsSystemSettings,
  OutboxMessage,
  OutboxQuery,
  SetBlockedRangesRequest,
  SetDomainRoutesRequest,
  SetFlagsRequest,
  SetMaintenanceRequest,
} from '@jade/contract/system';
import { OpsAccount, OpsCreateAccountRequest, OpsSecuritySettings } from '@jade/contract/auth';
import { SetRegisterConfigRequest } from '@jade/contract/register';
import { OpsAdjustRequest, OpsAdjustResponse, RecordQuery, TransactionPage } from '@jade/contract/wallet';
import { OpsBonusRequest } from '@jade/contract/payments';
import { Empty } from '@jade/contract/common';
import { AppError } from '../../lib/app-error';
import { ok, okResponse } from '../../lib/envelope';
import { displayIp } from '../../lib/ip';
import * as notify from '../notify/notify.service';
import * as system from '../system/system.service';
import * as ops from './ops.service';

const digest = (s: string) => createHash('sha256').update(s).digest();

/**
 * The operator API under /ops, authenticated by `Authorization: Bearer $ADMIN_TOKEN`. It is not
 * behind the system gate, so an operator can always lift maintenance or a block.
 */
export async function opsRoutes(
  app: FastifyInstance,
  opts: { adminToken: string; modules?: ((app: FastifyInstance) => Promise<void>)[] },
) {
  const expected = digest(opts.adminToken);
  app.addHook('onRequest', async (req) => {
    const h = req.headers.authorization ?? '';
    const token = h.startsWith('Bearer ') ? h.slice(7).trim() : '';
    if (!token || !timingSafeEqual(digest(token), expected)) {
      throw new AppError('OPS_UNAUTHORIZED', 'A valid operator token is required');
    }
  });
  const actor = (req: FastifyRequest): ops.Actor => ({ name: 'operator', ip: displayIp(req.ip) });
  const r = app.withTypeProvider<ZodTypeProvider>();

  r.get('/system', { schema: { response: okResponse(OpsSystemSettings) } }, async () =>
    ok(await ops.readSystem(app.db, app.merchantId)),
  );

  r.put(
    '/system/maintenance',
    { schema: { body: SetMaintenanceRequest, response: okResponse(OpsSystemSettings) } },
    async (req) => ok(await ops.setMaintenance(app.db, app.merchantId, actor(req), req.body)),
  );

  r.put(
    '/system/blocked-ranges',
    { schema: { body: SetBlockedRangesRequest, response: okResponse(OpsSystemSettings) } },
    async (req) => ok(await ops.setBlockedRanges(app.db, app.merchantId, actor(req), req.body)),
  );

  r.get('/flags', { schema: { response: okResponse(FlagsState) } }, async () =>
    ok(await system.getFlags(app.db, app.merchantId)),
  );

  r.put('/flags', { schema: { body: SetFlagsRequest, response: okResponse(FlagsState) } }, async (req) =>
    ok(await ops.setFlags(app.db, app.merchantId, actor(req), req.body.flags)),
  );

  r.put(
    '/register-settings',
    { schema: { body: SetRegisterConfigRequest, response: okResponse(z.object({ minimumAge: z.number() })) } },
    async (req) => {
      const saved = await ops.setRegisterSettings(app.db, app.merchantId, actor(req), {
        ...(req.body.usernameRule ? { usernameRule: req.body.usernameRule } : {}),
        ...(req.body.passwordRule ? { passwordRule: req.body.passwordRule } : {}),
        ...(req.body.fields ? { fields: req.body.fields } : {}),
        ...(req.body.minimumAge !== undefined ? { minimumAge: req.body.minimumAge } : {}),
      });
      return ok({ minimumAge: saved.minimumAge });
    },
  );

  r.post('/accounts', { schema: { body: OpsCreateAccountRequest, response: okResponse(OpsAccount) } }, async (req) =>
    ok(await ops.createAccount(app.db, app.merchantId, actor(req), req.body)),
  );

  r.put(
    '/security-settings',
    { schema: { body: OpsSecuritySettings, response: okResponse(OpsSecuritySettings) } },
    async (req) => {
      const s = await ops.setSecuritySettings(app.db, app.merchantId, actor(req), req.body);
      return ok({
        newIpVerification: s.newIpVerification,
        sessionIdleMinutes: s.sessionIdleMinutes,
        sessionAbsoluteHours: s.sessionAbsoluteHours,
      });
    },
  );

  r.put('/domain-routes', { schema: { body: SetDomainRoutesRequest, response: okResponse(Empty) } }, async (req) => {
    await ops.setDomainRoutes(app.db, app.merchantId, actor(req), req.body.routes);
    return ok(null);
  });

  r.post(
    '/members/:username/adjust',
    {
      schema: {
        params: z.object({ username: z.string().min(1).max(64) }).strict(),
        body: OpsAdjustRequest,
        response: okResponse(OpsAdjustResponse),
      },
    },
    async (req) => ok(await ops.adjustWallet(app.db, app.merchantId, actor(req), req.params.username, req.body)),
  );

  const UsernameParams = z.object({ username: z.string().min(1).max(64) }).strict();
  r.post(
    '/members/:username/bonus',
    { schema: { params: UsernameParams, body: OpsBonusRequest, response: okResponse(OpsAdjustResponse) } },
    async (req) => ok(await ops.grantBonus(app.db, app.merchantId, actor(req), req.params.username, req.body)),
  );

  r.get(
    '/members/:username/ledger',
    {
      schema: {
        params: UsernameParams,
        querystring: RecordQuery.pick({ pageNo: true, pageSize: true }),
        response: okResponse(TransactionPage),
      },
    },
    async (req) => ok(await ops.memberLedger(app.db, app.merchantId, req.params.username, req.query)),
  );

  // Other modules' operator calls, inside this scope so the token check covers them.
  for (const routes of opts.modules ?? []) await app.register(routes);

  r.get('/outbox', { schema: { querystring: OutboxQuery, response: okResponse(z.array(OutboxMessage)) } }, async (req) =>
    ok(await notify.listOutbox(app.db, req.query)),
  );

  r.get('/audit', { schema: { querystring: AuditQuery, response: okResponse(z.array(AuditEntry)) } }, async (req) =>
    ok(await ops.listAudit(app.db, req.query.limit)),
  );
}
