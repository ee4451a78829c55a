import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { OpsRotatedKey, OpsVendorParams, OpsWalletKeyList } from '@jade/contract/ops-games';
import { ok, okResponse } from '../../lib/envelope';
import { rotateWalletKey, walletKeys, walletKeyState } from './seamless.keys';
import { forgetVendorKeys } from './seamless.service';

/**
 * Operator (console): which vendors hold a wallet key, and its rotation — a secret the server
 * makes, answered once and never stored in the audit (which records who rotated it and when).
 */
export async function seamlessConsoleRoutes(app: FastifyInstance) {
  const r = app.withTypeProvider<ZodTypeProvider>();
  const m = app.merchantId;
  r.get('/vendors/wallet-keys', { schema: { response: okResponse(OpsWalletKeyList) } }, async () =>
    ok({ list: await walletKeys(app.db, m) }),
  );
  r.post(
    '/vendors/:code/wallet-key/rotate',
    { schema: { params: OpsVendorParams, response: okResponse(OpsRotatedKey) } },
    async (req) => {
      const code = req.params.code;
      const rotated = await app.db.transaction(async (tx) => {
        const before = await walletKeyState(tx, m, code);
        const done = await rotateWalletKey(tx, m, code);
        await app.recordAudit(tx, req, 'vendor.walletKey.rotate', before, {
          vendor: code,
          enabled: true,
          updatedAt: done.updatedAt,
        });
        return done;
      });
      // The node's cached keys belong to the app's handle (the transaction's is another).
      forgetVendorKeys(app.db);
      return ok(rotated);
    },
  );
}
