import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { OpsVendorKeyRequest } from '@jade/contract/seamless';
import { ok, okResponse } from '../../lib/envelope';
import { SEAMLESS_CALLS, seamlessCall } from './seamless.direct';
import * as seamless from './seamless.service';

/**
 * The seamless-wallet API vendors call (docs/seamless-wallet.md): signed over the raw body,
 * validated by the contract, idempotent by txId. Not for browsers: no session, no cookies. Each
 * route runs `seamlessCall` (seamless.direct.ts), as the in-process vendors do without HTTP.
 */
export async function seamlessRoutes(app: FastifyInstance) {
  app.removeAllContentTypeParsers();
  app.addContentTypeParser('application/json', { parseAs: 'string', bodyLimit: 16 * 1024 }, (_req, body, done) =>
    done(null, body),
  );
  const r = app.withTypeProvider<ZodTypeProvider>();
  const ctx = { db: app.db, database: { prepared: app.prepared }, merchantId: app.merchantId };
  for (const [path, c] of Object.entries(SEAMLESS_CALLS))
    r.post(path, { schema: { response: okResponse(c.response) } }, async (req) =>
      ok(await seamlessCall(ctx, path, typeof req.body === 'string' ? req.body : '', req.headers)),
    );
}

/** PUT /ops/vendors/:code/wallet-key: a vendor's signing secret (audited; the secret is not logged). */
export async function seamlessOpsRoutes(app: FastifyInstance) {
  const r = app.withTypeProvider<ZodTypeProvider>();
  r.put(
    '/vendors/:code/wallet-key',
    {
      schema: {
        params: z.object({ code: z.string().regex(/^[A-Z0-9_]{1,40}$/) }).strict(),
        body: OpsVendorKeyRequest,
        response: okResponse(z.object({ vendor: z.string(), enabled: z.boolean() })),
      },
    },
    async (req) => {
      const set = await app.audited(
        req,
        'vendor.walletKey',
        async () => ({ vendor: req.params.code }),
        (tx) => seamless.setVendorKey(tx, app.merchantId, req.params.code, req.body.secret, req.body.enabled),
      );
      // The node's cache of keys is kept by the app's handle, not the transaction's: forgotten once committed.
      seamless.forgetVendorKeys(app.db);
      return ok(set);
    },
  );
}
