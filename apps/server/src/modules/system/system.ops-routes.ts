import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import {
  FlagsState,
  OpsSystemSettings,
  SetBlockedRangesRequest,
  SetDomainRoutesRequest,
  SetFlagsRequest,
  SetMaintenanceRequest,
  type LocalizedText,
} from '@jade/contract/system';
import { Empty } from '@jade/contract/common';
import type { Db } from '../../db/client';
import { invalidField } from '../../lib/app-error';
import { ok, okResponse } from '../../lib/envelope';
import { parseRange } from '../../lib/ip';
import * as system from './system.service';

function present(s: system.SettingsRow): OpsSystemSettings {
  return {
    maintenance: s.maintenance,
    maintenanceTitle: s.maintenanceTitle as LocalizedText,
    maintenanceContent: s.maintenanceContent as LocalizedText,
    blockedRanges: s.blockedRanges,
    regionContent: s.regionContent as LocalizedText,
  };
}

/**
 * The operator's system desk under /ops (inside the operator scope): maintenance, blocked
 * address ranges, feature flags and domain routes. Every write is audited with its state before.
 */
export async function systemOpsRoutes(app: FastifyInstance) {
  const r = app.withTypeProvider<ZodTypeProvider>();
  const m = app.merchantId;
  const readSystem = async (db: Db) => present(await system.getSettings(db, m));

  r.get('/system', { schema: { response: okResponse(OpsSystemSettings) } }, async () => ok(await readSystem(app.db)));

  r.put(
    '/system/maintenance',
    { schema: { body: SetMaintenanceRequest, response: okResponse(OpsSystemSettings) } },
    async (req) => {
      const { maintenance, title, content } = req.body;
      const patch = {
        maintenance,
        ...(title ? { maintenanceTitle: title } : {}),
        ...(content ? { maintenanceContent: content } : {}),
      };
      return ok(
        await app.audited(req, 'system.maintenance', readSystem, async (tx) =>
          present(await system.updateSettings(tx, m, patch)),
        ),
      );
    },
  );

  r.put(
    '/system/blocked-ranges',
    { schema: { body: SetBlockedRangesRequest, response: okResponse(OpsSystemSettings) } },
    async (req) => {
      const ranges = req.body.ranges.map((range, i) => {
        if (!parseRange(range)) throw invalidField(`ranges.${i}`, `"${range}" is not an IP address or CIDR range`);
        return range.trim();
      });
      const content = req.body.content;
      const patch = { blockedRanges: [...new Set(ranges)], ...(content ? { regionContent: content } : {}) };
      return ok(
        await app.audited(req, 'system.blockedRanges', readSystem, async (tx) =>
          present(await system.updateSettings(tx, m, patch)),
        ),
      );
    },
  );

  r.get('/flags', { schema: { response: okResponse(FlagsState) } }, async () => ok(await system.getFlags(app.db, m)));

  r.put('/flags', { schema: { body: SetFlagsRequest, response: okResponse(FlagsState) } }, async (req) =>
    ok(
      await app.audited(
        req,
        'flags.set',
        (tx) => system.getFlagsFresh(tx, m),
        async (tx) => {
          await system.setFlags(tx, m, req.body.flags);
          return system.getFlagsFresh(tx, m);
        },
      ),
    ),
  );

  r.put('/domain-routes', { schema: { body: SetDomainRoutesRequest, response: okResponse(Empty) } }, async (req) => {
    const routes = req.body.routes;
    await app.audited(
      req,
      'system.domainRoutes',
      (tx) => system.listDomainRoutes(tx, m),
      async (tx) => {
        await system.setDomainRoutes(tx, m, routes);
        return routes;
      },
    );
    return ok(null);
  });
}
