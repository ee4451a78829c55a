import multipart from '@fastify/multipart';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { Empty, IdParams } from '@jade/contract/common';
import { EncryptedPayload } from '@jade/contract/crypto';
import {
  ConfirmReceiptRequest,
  CreateDepositRequest,
  CreatePayoutAccountRequest,
  CreateWithdrawalRequest,
  Deposit,
  DepositListQuery,
  Paged,
  PaymentChannel,
  PayoutAccount,
  Upload,
  Withdrawal,
  WithdrawalListQuery,
  WithdrawInfo,
} from '@jade/contract/payments';
import { AppError } from '../../lib/app-error';
import { dayRange } from '../../lib/dates';
import { ok, okResponse } from '../../lib/envelope';
import * as images from '../../lib/images';
import { decrypted } from '../../plugins/encryption';
import * as system from '../system/system.service';
import * as payments from './payments.service';

const withdrawalBody = decrypted(CreateWithdrawalRequest);

/** The member's deposit, withdrawal and upload calls (real accounts only: trial accounts get 403). */
export async function paymentsRoutes(app: FastifyInstance) {
  await app.register(multipart, images.IMAGE_UPLOADS);
  const r = app.withTypeProvider<ZodTypeProvider>();
  const onRequest = app.requireRealMember;
  /** What a self-excluded member's withdraw-only session may call (player protection). */
  const withdrawOnly = { withdrawOnly: true };
  const member = (req: FastifyRequest) => req.member.account;

  r.get('/wps/payments/channels', { onRequest, schema: { response: okResponse(z.array(PaymentChannel)) } }, async () => {
    const rows = await payments.listChannels(app.db, app.merchantId, { enabledOnly: true });
    return ok(rows.filter((c) => !payments.gatewayRefused(app.config.sandboxGateway, c.gateway)).map(payments.presentChannel));
  });

  r.post(
    '/wps/payments/deposits',
    { onRequest, schema: { body: CreateDepositRequest, response: okResponse(Deposit) } },
    async (req) => {
      const who = member(req);
      if (!app.config.sandboxGateway) {
        const channel = await payments.findChannel(app.db, app.merchantId, req.body.channelId);
        if (payments.gatewayRefused(false, channel?.gateway))
          throw new AppError('PAYMENT_CHANNEL_UNAVAILABLE', 'This payment channel is not available');
      }
      return ok(await payments.createDeposit(app.db, app.merchantId, who, req.body));
    },
  );

  r.get(
    '/wps/payments/deposits',
    { onRequest, schema: { querystring: DepositListQuery, response: okResponse(Paged(Deposit)) } },
    async (req) => {
      const me = member(req);
      const { rows, total } = await payments.listDeposits(app.db, app.merchantId, me.id, {
        ...req.query,
        ...dayRange(req.query),
      });
      return ok({
        list: rows.map((x) => payments.presentDeposit(x.d, x.c)),
        pageNo: req.query.pageNo,
        pageSize: req.query.pageSize,
        total,
      });
    },
  );

  r.get(
    '/wps/payments/withdraw-info',
    { onRequest, config: withdrawOnly, schema: { response: okResponse(WithdrawInfo) } },
    async (req) => {
      const me = member(req);
      const merchant = await system.getMerchant(app.db, app.merchantId);
      const settings = await payments.getPaymentSettings(app.db, app.merchantId);
      const state = await payments.withdrawable(app.db, app.merchantId, me.id, merchant.currency);
      return ok({
        balance: state.balance,
        withdrawable: state.withdrawable,
        locked: state.locked,
        minAmount: settings.withdrawMin,
        maxAmount: settings.withdrawMax,
        hasPaymentPassword: me.paymentPasswordHash !== null,
        realName: me.realName,
        accounts: await payments.listPayoutAccounts(app.db, me.id),
        currency: merchant.currency,
        currencySymbol: merchant.currencySymbol,
      });
    },
  );

  r.get(
    '/wps/payments/payout-accounts',
    { onRequest, config: withdrawOnly, schema: { response: okResponse(z.array(PayoutAccount)) } },
    async (req) => ok(await payments.listPayoutAccounts(app.db, member(req).id)),
  );

  r.post(
    '/wps/payments/payout-accounts',
    { onRequest, config: withdrawOnly, schema: { body: CreatePayoutAccountRequest, response: okResponse(PayoutAccount) } },
    async (req) => {
      const list = await payments.addPayoutAccount(app.db, member(req), req.body);
      return ok(list[list.length - 1]!);
    },
  );

  r.delete(
    '/wps/payments/payout-accounts/:id',
    { onRequest, config: withdrawOnly, schema: { params: IdParams, response: okResponse(Empty) } },
    async (req) => {
      await payments.removePayoutAccount(app.db, member(req).id, req.params.id);
      return ok(null);
    },
  );

  r.post(
    '/wps/payments/withdrawals',
    {
      onRequest,
      config: withdrawOnly,
      schema: { body: EncryptedPayload, response: okResponse(Withdrawal) },
      preHandler: withdrawalBody,
    },
    async (req) => ok(await payments.createWithdrawal(app.db, app.merchantId, member(req), withdrawalBody.of(req))),
  );

  r.get(
    '/wps/payments/withdrawals',
    { onRequest, config: withdrawOnly, schema: { querystring: WithdrawalListQuery, response: okResponse(Paged(Withdrawal)) } },
    async (req) => {
      const me = member(req);
      const { rows, total } = await payments.listWithdrawals(app.db, app.merchantId, me.id, {
        ...req.query,
        ...dayRange(req.query),
      });
      return ok({ list: rows.map(payments.presentWithdrawal), pageNo: req.query.pageNo, pageSize: req.query.pageSize, total });
    },
  );

  r.post(
    '/wps/payments/withdrawals/:id/receipt',
    {
      onRequest,
      config: withdrawOnly,
      schema: { params: IdParams, body: ConfirmReceiptRequest, response: okResponse(Withdrawal) },
    },
    async (req) => {
      const me = member(req);
      return ok(
        payments.presentWithdrawal(await payments.confirmReceipt(app.db, app.merchantId, me.id, req.params.id, req.body)),
      );
    },
  );

  r.post('/wps/uploads', { onRequest, schema: { response: okResponse(Upload) } }, async (req, reply) => {
    const me = member(req);
    const uploader: images.Uploader = {
      key: `m:${me.id}`,
      surface: 'pay',
      bytesToday: () => payments.uploadedBytesToday(app.db, me.id),
    };
    return ok(
      await images.receiveImage(req, reply, app.db, uploader, (bytes) =>
        payments.saveUpload(app.db, app.merchantId, me.id, bytes),
      ),
    );
  });

  r.get(
    '/wps/uploads/:id',
    { onRequest, schema: { params: z.object({ id: z.string().regex(/^[A-Za-z0-9_-]{16,64}$/) }).strict() } },
    async (req, reply) => {
      const me = member(req);
      const img = await payments.getUpload(app.db, app.merchantId, req.params.id, me.id);
      return images.sendImage(reply, img);
    },
  );
}
