import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { WalletBalance } from '@jade/contract/wallet';
import { ok, okResponse } from '../../lib/envelope';
import * as auth from '../auth/auth.service';
import * as system from '../system/system.service';
import * as wallet from './wallet.service';

export async function walletRoutes(app: FastifyInstance) {
  const r = app.withTypeProvider<ZodTypeProvider>();

  r.get('/wps/v2/wallets/balance', { schema: { response: okResponse(WalletBalance) } }, async (req) => {
    const { account } = await auth.requireMember(app.db, req);
    const merchant = await system.getMerchant(app.db, app.merchantId);
    const w = await wallet.walletOf(app.db, app.merchantId, account.id, merchant.currency);
    return ok({
      balance: await wallet.balanceOf(app.db, w),
      currency: merchant.currency,
      currencySymbol: merchant.currencySymbol,
    });
  });
}
