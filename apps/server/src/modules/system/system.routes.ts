import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { PublicKeyInfo } from '@jade/contract/crypto';
import {
  DomainRoute,
  LanguageQuery,
  SetLanguageRequest,
  SetLanguageResponse,
  SiteConfig,
  SystemStatus,
  Whitelabel,
} from '@jade/contract/system';
import { ok, okResponse } from '../../lib/envelope';
import { requestLanguage } from '../../lib/lang';
import * as system from './system.service';

/** Paths that answer during maintenance and from blocked ranges, so the web can show why. */
export const GATE_EXEMPT_PATHS = [
  '/wps/system/status',
  '/wps/system/permission',
  '/wps/system/whitelabel',
  '/wps/system/domainRoute',
  '/wps/system/language',
  '/wps/system/publicKey',
];

export async function systemRoutes(app: FastifyInstance) {
  const r = app.withTypeProvider<ZodTypeProvider>();

  r.get('/wps/system/status', { schema: { response: okResponse(SystemStatus) } }, async (req) => {
    const gate = await system.getGate(app.db, app.merchantId);
    return ok({ status: system.statusFor(gate, req.ip) });
  });

  r.get('/wps/system/permission', { schema: { querystring: LanguageQuery, response: okResponse(SiteConfig) } }, async (req) =>
    // Social providers come from the server's OIDC configuration, the same list /wps/session/social/providers gives.
    ok(
      await system.siteConfig(
        app.db,
        app.merchantId,
        requestLanguage(req),
        req.ip,
        app.config.oidc.map((p) => p.id),
      ),
    ),
  );

  // Liveness for load balancers and the benchmarks' same-server reference: no database, no auth.
  r.get('/healthz', { schema: { response: okResponse(z.object({ status: z.literal('ok') })) } }, async () =>
    ok({ status: 'ok' as const }),
  );

  r.get('/wps/system/whitelabel', { schema: { response: okResponse(Whitelabel) } }, async () =>
    ok(system.whitelabelTree(await system.getFlags(app.db, app.merchantId))),
  );

  r.get('/wps/system/publicKey', { schema: { response: okResponse(PublicKeyInfo) } }, async () => ok(app.payloads.publicInfo));

  r.get('/wps/system/domainRoute', { schema: { response: okResponse(z.array(DomainRoute)) } }, async () =>
    ok(await system.listDomainRoutes(app.db, app.merchantId)),
  );

  // The interface language is stored by the client; the server confirms it is supported and
  // answers localized content in it from then on (the web sends it as `x-lang`).
  r.put(
    '/wps/system/language',
    { schema: { body: SetLanguageRequest, response: okResponse(SetLanguageResponse) } },
    async (req) => ok({ language: req.body.language }),
  );
}
