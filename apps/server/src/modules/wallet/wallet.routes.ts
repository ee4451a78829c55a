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
import type { Db } from '../../db/client';
import { AppError } from '../../lib/app-error';
import { dayRange } from '../../lib/dates';
import { ok, okResponse } from '../../lib/envelope';
import { decrypted } from '../../plugins/encryption';
import * as members from '../members/members.service';
import * as system from '../system/system.service';
import * as wallet from './wallet.service';
import { vendorWallets, walletTransfer, type VendorRef } from './wallet.transfers';
import { transferToUpline } from './wallet.upline';

const uplineTransferBody = decrypted(UplineTransferRequest);

/**
 * What the wallet's routes read of other modules, passed in at registration (app.ts) so the wallet,
 * which the catalog and payments build on, imports neither: the vendors a member's sub-wallets
 * follow (the catalog's menus) and whether every game uses the main balance (the payment settings).
 */
export type WalletRoutesOptions = {
  vendors: (db: Db, merchantId: number) => Promise<VendorRef[]>;
  singleWallet: (db: Db, merchantId: number) => Promise<boolean>;
};

export async function walletRoutes(app: FastifyInstance, opts: WalletRoutesOptions) {
  const r = app.withTypeProvider<ZodTypeProvider>();
  const m = app.merchantId;
  const onRequest = app.requireRealMember;
  /** The caller a route's guard let through, with the merchant's currency. */
  const context = async (req: FastifyRequest) => {
    const { account } = req.member;
    const merchant = await system.getMerchant(app.db, m);
    return { account, merchant, ref: { merchantId: m, memberId: account.id, currency: merchant.currency } };
  };
  const vendorList = () => opts.vendors(app.db, m);

  r.get(
    '/wps/v2/wallets/balance',
    { onRequest: app.requireMember, config: { withdrawOnly: true }, schema: { response: okResponse(WalletBalance) } },
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
    async () => ok({ isSingle: await opts.singleWallet(app.db, m) }),
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
      if (await opts.singleWallet(app.db, m))
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
