import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { GatewayCallback } from '@jade/contract/payments';
import { IdParam } from '@jade/contract/common';
import { toInt } from '../../db/normalize';
import { AppError } from '../../lib/app-error';
import { ok, okResponse } from '../../lib/envelope';
import { parseBody } from '../../plugins/encryption';
import * as system from '../system/system.service';
import { approveDeposit, depositWithChannel, rejectDeposit } from './payments.deposits';
import { verifyCallback } from './payments.gateways';
import { findChannel } from './payments.settings';
import { paymentEvents } from './payments.tables';

const CallbackResult = z.object({ orderNo: z.string(), status: z.string() });

/**
 * The gateways' signed server-to-server callback (docs/payments-gateway.md). The raw body is kept
 * for the signature; a repeated or late callback answers the order's state without moving money
 * again (the deposit's state change and ledger key make it once).
 */
export async function gatewayCallbackRoutes(app: FastifyInstance) {
  app.removeAllContentTypeParsers();
  app.addContentTypeParser('*', { parseAs: 'string', bodyLimit: 16 * 1024 }, (_req, body, done) => done(null, body));
  const r = app.withTypeProvider<ZodTypeProvider>();

  r.post(
    '/wps/payments/gateway/callback/:channelId',
    {
      schema: {
        params: z.object({ channelId: IdParam }).strict(),
        response: okResponse(CallbackResult),
      },
    },
    async (req) => {
      const raw = typeof req.body === 'string' ? req.body : '';
      return ok(
        await handleCallback(app, req.params.channelId, raw, {
          ts: header(req.headers['x-jade-timestamp']),
          sig: header(req.headers['x-jade-signature']),
        }),
      );
    },
  );
}

const header = (h: string | string[] | undefined) => (Array.isArray(h) ? h[0] : h);

export async function handleCallback(
  app: FastifyInstance,
  channelId: number,
  raw: string,
  sig: { ts?: string | undefined; sig?: string | undefined },
) {
  const channel = await findChannel(app.db, app.merchantId, channelId);
  if (!channel || channel.kind !== 'GATEWAY' || !channel.gateway) throw new AppError('NOT_FOUND', 'No such gateway channel');
  verifyCallback(channel.gateway.secret, raw, sig.ts, sig.sig);
  let json: unknown;
  try {
    json = JSON.parse(raw);
  } catch {
    throw new AppError('BODY_MALFORMED', 'The callback body is not JSON');
  }
  const cb = parseBody(GatewayCallback, json);
  const { d } = await depositWithChannel(app.db, app.merchantId, { orderNo: cb.orderNo });
  const merchant = await system.getMerchant(app.db, app.merchantId);
  const matches = d.channelId === channelId && toInt(d.amount) === cb.amount && cb.currency === merchant.currency;
  return app.db.transaction(async (tx) => {
    await tx
      .insert(paymentEvents)
      .values({ orderNo: cb.orderNo, event: `callback.${cb.status}${matches ? '' : '.mismatch'}`, detail: cb });
    if (!matches)
      throw new AppError('VALIDATION_FAILED', 'The callback does not match the order', [{ path: 'amount', message: 'mismatch' }]);
    if (cb.status === 'PAID') {
      const row = await approveDeposit(tx, app.merchantId, d.id, {
        actor: `gateway:${channelId}`,
        gatewayRef: cb.gatewayRef,
        allowExpired: true,
      });
      return { orderNo: row.orderNo, status: row.status };
    }
    if (d.status !== 'PENDING') return { orderNo: d.orderNo, status: d.status };
    const row = await rejectDeposit(tx, app.merchantId, d.id, { remark: 'gateway: payment failed', gatewayRef: cb.gatewayRef });
    return { orderNo: row.orderNo, status: row.status };
  });
}
