import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import {
  OpsGame,
  OpsGamePage,
  OpsGameParams,
  OpsGamePatch,
  OpsGameQuery,
  OpsVendorChanged,
  OpsVendorList,
  OpsVendorParams,
  OpsVendorPatch,
} from '@jade/contract/ops-games';
import { ok, okResponse } from '../../lib/envelope';
import { forgetCatalogCaches, gameFlags, gamesForOps, setGameFlags, setVendor, vendorsForOps, vendorState } from './catalog.ops';

/**
 * Operator: the vendors (maintenance, all titles on or off) and the titles (enabled, hot, new).
 * Every write is audited and clears the catalog's caches, so the site shows it.
 */
export async function catalogOpsRoutes(app: FastifyInstance) {
  const r = app.withTypeProvider<ZodTypeProvider>();
  const m = app.merchantId;
  r.get('/vendors', { schema: { response: okResponse(OpsVendorList) } }, async () =>
    ok({ list: await vendorsForOps(app.db, m) }),
  );
  r.put(
    '/vendors/:code',
    { schema: { params: OpsVendorParams, body: OpsVendorPatch, response: okResponse(OpsVendorChanged) } },
    async (req) => {
      const after = await app.audited(
        req,
        'vendor.update',
        (tx) => vendorState(tx, m, req.params.code),
        (tx) => setVendor(tx, m, req.params.code, req.body),
      );
      forgetCatalogCaches(app.db, m);
      return ok(after);
    },
  );
  r.get('/games', { schema: { querystring: OpsGameQuery, response: okResponse(OpsGamePage) } }, async (req) =>
    ok(await gamesForOps(app.db, m, req.query)),
  );
  r.put(
    '/games/:gameCode',
    {
      schema: {
        params: OpsGameParams,
        body: OpsGamePatch,
        response: okResponse(OpsGame.pick({ gameCode: true, enabled: true, isHot: true, isNew: true })),
      },
    },
    async (req) => {
      const after = await app.audited(
        req,
        'game.update',
        (tx) => gameFlags(tx, m, req.params.gameCode),
        (tx) => setGameFlags(tx, m, req.params.gameCode, req.body),
      );
      forgetCatalogCaches(app.db, m);
      return ok(after);
    },
  );
}
