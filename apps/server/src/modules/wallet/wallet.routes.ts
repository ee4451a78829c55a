import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import {
  BonusList,
  MerchantWallet,
  TransactionPage,
  TransactionQuery,
  UplineInfo,
  UplineTransferRequest,
  UplineTransferResult,
  VendorWallets,
  WalletBalance,
  WalletTransferRequest,
} from '@jade/contract/wallet';
import { EncryptedPayload } from '@jade/contract/crypto';
import { AppError } from '../../lib/app-error';
import { dayRange } from '../../lib/dates';
import { ok, okResponse } from '../../lib/envelope';
import { decrypted } from '../../plugins/encryption';
import * as catalog from '../catalog/catalog.service';
import * as members from '../members/members.service';
import * as payments from '../payments/payments.service';
import * as system from '../system/system.service';
import * as wallet from './wallet.service';
import { vendorWallets, walletTransfer, type VendorRef } from './wallet.transfers';
import { transferToUpline } from './wallet.upline';

const uplineTransferBody = decrypted(UplineTransferRequest);

export async function walletRoutes(app: FastifyInstance) {
  const r = app.withTypeProvider<ZodTypeProvider>();
  const m = app.merchantId;
  const onRequest = app.requireRealMember;
  /** The caller a route's guard let through, with the merchant's currency. */
  const context = async (req: FastifyRequest) => {
    const { account } = req.member;
    const merchant = await system.getMerchant(app.db, m);
    return { account, merchant, ref: { merchantId: m, memberId: account.id, currency: merchant.currency } };
  };
  /** Each vendor once (a vendor may serve several categories). */
  const vendorList = async (): Promise<VendorRef[]> => {
    const all = (await catalog.gameMenus(app.db, m)).categories.flatMap((c) => c.vendors);
    const seen = new Map(all.map((v) => [v.vassalage, { code: v.vassalage, name: v.name, maintenance: v.maintenance }]));
    return [...seen.values()];
  };

  r.get(
    '/wps/v2/wallets/balance',
    { onRequest: app.requireMember, schema: { response: okResponse(WalletBalance) } },
    async (req) => {
      const { account } = req.member;
      const merchant = await system.getMerchant(app.db, m);
      const w = await wallet.walletOf(app.db, m, account.id, merchant.currency);
      return ok({
        balance: await wallet.balanceOf(app.db, w),
        currency: merchant.currency,
        currencySymbol: merchant.currencySymbol,
      });
    },
  );

  r.get(
    '/wps/relay/GCS_merchantWallet',
    { onRequest: app.requireMember, schema: { response: okResponse(MerchantWallet) } },
    async () => ok({ isSingle: (await payments.getPaymentSettings(app.db, m)).walletMode === 'SINGLE' }),
  );

  r.get('/wps/relay/GCS_vendorWallets', { onRequest, schema: { response: okResponse(VendorWallets) } }, async (req) => {
    const { ref } = await context(req);
    return ok(await vendorWallets(app.db, ref, await vendorList()));
  });

  r.post(
    '/wps/relay/GCS_walletTransfer',
    { onRequest, schema: { body: WalletTransferRequest, response: okResponse(VendorWallets) } },
    async (req) => {
      const { ref } = await context(req);
      if ((await payments.getPaymentSettings(app.db, m)).walletMode === 'SINGLE')
        throw new AppError('WALLET_MODE_SINGLE', 'Every game uses the main balance; there is nothing to transfer');
      const vendors = await vendorList();
      await app.db.transaction((tx) => walletTransfer(tx, ref, vendors, req.body));
      return ok(await vendorWallets(app.db, ref, vendors));
    },
  );

  r.get('/wps/wallet/upline', { onRequest, schema: { response: okResponse(UplineInfo) } }, async (req) => {
    const { account, ref } = await context(req);
    const upline = account.uplineId ? await members.findById(app.db, account.uplineId) : null;
    const w = await wallet.walletOf(app.db, m, account.id, ref.currency);
    return ok({
      upline: upline?.username ?? null,
      balance: await wallet.balanceOf(app.db, w),
      hasPaymentPassword: account.paymentPasswordHash !== null,
    });
  });

  r.post(
    '/wps/wallet/transfer-upline',
    { onRequest, schema: { body: EncryptedPayload, response: okResponse(UplineTransferResult) }, preHandler: uplineTransferBody },
    async (req) => {
      const { account, ref } = await context(req);
      return ok(await transferToUpline(app.db, ref, account, uplineTransferBody.of(req)));
    },
  );

  r.get(
    '/wps/wallet/transactions',
    { onRequest, schema: { querystring: TransactionQuery, response: okResponse(TransactionPage) } },
    async (req) => {
      const { ref } = await context(req);
      const w = await wallet.walletOf(app.db, m, ref.memberId, ref.currency);
      return ok(await wallet.transactionsOf(app.db, w.id, { ...req.query, ...dayRange(req.query) }));
    },
  );

  r.get('/wps/wallet/bonuses', { onRequest, schema: { response: okResponse(BonusList) } }, async (req) => {
    const { ref } = await context(req);
    return ok({ list: await wallet.listBonuses(app.db, ref.memberId), locked: await wallet.lockedBonus(app.db, ref.memberId) });
  });
}
