import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  OpsVendorKeyRequest,
  SeamlessAuthenticate,
  SeamlessAuthenticateRequest,
  SeamlessBalance,
  SeamlessBalanceRequest,
  SeamlessCreditRequest,
  SeamlessDebitCreditRequest,
  SeamlessDebitCreditResult,
  SeamlessDebitRequest,
  SeamlessResettleRequest,
  SeamlessResettleResult,
  SeamlessRollbackRequest,
  SeamlessTxResult,
} from '@jade/contract/seamless';
import { AppError } from '../../lib/app-error';
import { ok, okResponse } from '../../lib/envelope';
import { parseBody } from '../../plugins/encryption';
import { debitCredit } from './seamless.instant';
import { resettle } from './seamless.resettle';
import * as seamless from './seamless.service';

const header = (h: string | string[] | undefined) => (Array.isArray(h) ? h[0] : h);

/**
 * The seamless-wallet API vendors call (docs/seamless-wallet.md): signed over the raw body,
 * validated by the contract, idempotent by txId. Not for browsers: no session, no cookies.
 */
export async function seamlessRoutes(app: FastifyInstance) {
  app.removeAllContentTypeParsers();
  app.addContentTypeParser('application/json', { parseAs: 'string', bodyLimit: 16 * 1024 }, (_req, body, done) =>
    done(null, body),
  );
  const r = app.withTypeProvider<ZodTypeProvider>();
  const ctx = { db: app.db, database: { prepared: app.prepared }, merchantId: app.merchantId };

  /** The vendor (signature checked) and the body parsed by its schema. */
  async function signed<T extends z.ZodType>(req: FastifyRequest, schema: T) {
    const raw = typeof req.body === 'string' ? req.body : '';
    const vendor = await seamless.authenticateVendor(
      ctx,
      {
        vendor: header(req.headers['x-jade-vendor']),
        ts: header(req.headers['x-jade-timestamp']),
        sig: header(req.headers['x-jade-signature']),
      },
      raw,
    );
    let json: unknown;
    try {
      json = JSON.parse(raw);
    } catch {
      throw new AppError('BODY_MALFORMED', 'The body is not JSON');
    }
    return { vendor, body: parseBody(schema, json) as z.infer<T> };
  }

  r.post('/seamless/v1/authenticate', { schema: { response: okResponse(SeamlessAuthenticate) } }, async (req) => {
    const { vendor, body } = await signed(req, SeamlessAuthenticateRequest);
    return ok(await seamless.authenticate(ctx, vendor, body.launchToken, body.gameCode));
  });
  r.post('/seamless/v1/balance', { schema: { response: okResponse(SeamlessBalance) } }, async (req) => {
    const { body } = await signed(req, SeamlessBalanceRequest);
    return ok(await seamless.balance(ctx, body.playerId));
  });
  r.post('/seamless/v1/debit', { schema: { response: okResponse(SeamlessTxResult) } }, async (req) => {
    const { vendor, body } = await signed(req, SeamlessDebitRequest);
    return ok(await seamless.debit(ctx, vendor, body));
  });
  r.post('/seamless/v1/credit', { schema: { response: okResponse(SeamlessTxResult) } }, async (req) => {
    const { vendor, body } = await signed(req, SeamlessCreditRequest);
    return ok(await seamless.credit(ctx, vendor, body));
  });
  r.post('/seamless/v1/debitCredit', { schema: { response: okResponse(SeamlessDebitCreditResult) } }, async (req) => {
    const { vendor, body } = await signed(req, SeamlessDebitCreditRequest);
    return ok(await debitCredit(ctx, vendor, body));
  });
  r.post('/seamless/v1/rollback', { schema: { response: okResponse(SeamlessTxResult) } }, async (req) => {
    const { vendor, body } = await signed(req, SeamlessRollbackRequest);
    return ok(await seamless.rollback(ctx, vendor, body));
  });
  r.post('/seamless/v1/resettle', { schema: { response: okResponse(SeamlessResettleResult) } }, async (req) => {
    const { vendor, body } = await signed(req, SeamlessResettleRequest);
    return ok(await resettle(ctx, vendor, body));
  });
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
