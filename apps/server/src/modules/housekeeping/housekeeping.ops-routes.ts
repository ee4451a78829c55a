import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { HousekeepingSettings, SetHousekeepingRequest } from '@jade/contract/housekeeping';
import { ok, okResponse } from '../../lib/envelope';
import { readSettings, writeSettings } from './housekeeping.settings';

/**
 * The operator's housekeeping settings under /ops (inside the operator scope): the game server's
 * lives and each growing table's retention in days. A change is audited with the values before;
 * a value out of bounds (or an unknown name) answers 400 naming it and changes nothing.
 */
export async function housekeepingOpsRoutes(app: FastifyInstance) {
  const r = app.withTypeProvider<ZodTypeProvider>();

  r.get('/housekeeping', { schema: { response: okResponse(HousekeepingSettings) } }, async () => ok(await readSettings(app.db)));

  r.put('/housekeeping', { schema: { body: SetHousekeepingRequest, response: okResponse(HousekeepingSettings) } }, async (req) =>
    ok(await app.audited(req, 'housekeeping.settings', readSettings, (tx) => writeSettings(tx, req.body))),
  );
}
