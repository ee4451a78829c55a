import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  OpsChannel,
  OpsChannelInput,
  OpsDecisionRequest,
  OpsDeposit,
  OpsDepositListQuery,
  OpsResolveRequest,
  OpsWithdrawal,
  OpsWithdrawalListQuery,
  Paged,
  PaymentSettings,
} from '@jade/contract/payments';
import { ok, okResponse } from '../../lib/envelope';
import { displayIp } from '../../lib/ip';
import * as members from '../members/members.service';
import * as ops from '../ops/ops.service';
import * as payments from './payments.service';

const IdParams = z.object({ id: z.coerce.number().int().positive() }).strict();

/**
 * The operator's money desk under /ops (registered inside the operator scope, so the admin token
 * is checked): deposits and withdrawals to decide, disputes to resolve, channels and settings.
 * Every write is one transaction with its audit entry.
 */
export async function paymentsOpsRoutes(app: FastifyInstance) {
  const r = app.withTypeProvider<ZodTypeProvider>();
  const actor = (req: FastifyRequest): ops.Actor => ({ name: 'operator', ip: displayIp(req.ip) });
  const m = app.merchantId;
  const usernames = async (ids: number[]) => {
    const map = new Map<number, string>();
    for (const id of new Set(ids)) map.set(id, (await members.findById(app.db, id))?.username ?? '?');
    return map;
  };
  const opsDeposit = async (id: number) => {
    const { d, c } = await payments.depositWithChannel(app.db, m, { id });
    const names = await usernames([d.memberId]);
    return { ...payments.presentDeposit(d, c), username: names.get(d.memberId)!, receiptUploadId: d.receiptUploadId };
  };
  const opsWithdrawal = async (row: Awaited<ReturnType<typeof payments.findWithdrawal>>) => {
    const names = await usernames([row.memberId]);
    return {
      ...payments.presentWithdrawal(row),
      username: names.get(row.memberId)!,
      accountNumberFull: row.payoutNumber,
      proofUploadIds: row.proofUploadIds,
      note: row.note,
    };
  };
  /** One audited write: the change and its audit entry commit together. */
  const write = <T>(req: FastifyRequest, action: string, fn: (tx: typeof app.db) => Promise<T>) =>
    app.db.transaction(async (tx) => {
      const result = await fn(tx);
      await ops.recordAudit(tx, actor(req), action, req.params ?? null, { body: req.body ?? null, result });
      return result;
    });

  r.get('/deposits', { schema: { querystring: OpsDepositListQuery, response: okResponse(Paged(OpsDeposit)) } }, async (req) => {
    const { rows, total } = await payments.listDeposits(app.db, null, m, req.query);
    const list = await Promise.all(rows.map((x) => opsDeposit(x.d.id)));
    return ok({ list, pageNo: req.query.pageNo, pageSize: req.query.pageSize, total });
  });

  for (const decision of ['approve', 'reject'] as const) {
    r.post(
      `/deposits/:id/${decision}`,
      { schema: { params: IdParams, body: OpsDecisionRequest.optional(), response: okResponse(OpsDeposit) } },
      async (req) => {
        const remark = req.body?.remark;
        await write(req, `deposit.${decision}`, (tx) =>
          decision === 'approve'
            ? payments.approveDeposit(tx, m, req.params.id, { actor: 'operator', remark })
            : payments.rejectDeposit(tx, m, req.params.id, { remark }),
        );
        return ok(await opsDeposit(req.params.id));
      },
    );
  }

  r.get(
    '/withdrawals',
    { schema: { querystring: OpsWithdrawalListQuery, response: okResponse(Paged(OpsWithdrawal)) } },
    async (req) => {
      const { rows, total } = await payments.listWithdrawals(app.db, m, null, req.query);
      return ok({
        list: await Promise.all(rows.map(opsWithdrawal)),
        pageNo: req.query.pageNo,
        pageSize: req.query.pageSize,
        total,
      });
    },
  );

  for (const decision of ['pay', 'reject'] as const) {
    r.post(
      `/withdrawals/:id/${decision}`,
      { schema: { params: IdParams, body: OpsDecisionRequest.optional(), response: okResponse(OpsWithdrawal) } },
      async (req) => {
        const fn = decision === 'pay' ? payments.payWithdrawal : payments.rejectWithdrawal;
        return ok(
          await opsWithdrawal(
            await write(req, `withdrawal.${decision}`, (tx) => fn(tx, m, req.params.id, 'operator', req.body?.remark)),
          ),
        );
      },
    );
  }

  r.post(
    '/withdrawals/:id/resolve',
    { schema: { params: IdParams, body: OpsResolveRequest, response: okResponse(OpsWithdrawal) } },
    async (req) =>
      ok(
        await opsWithdrawal(
          await write(req, 'withdrawal.resolve', (tx) => payments.resolveDispute(tx, m, req.params.id, 'operator', req.body)),
        ),
      ),
  );

  r.get(
    '/uploads/:id',
    { schema: { params: z.object({ id: z.string().regex(/^[A-Za-z0-9_-]{16,64}$/) }).strict() } },
    async (req, reply) => {
      const img = await payments.getUpload(app.db, m, req.params.id, null);
      return reply.header('content-type', img.contentType).header('content-disposition', 'inline').send(img.bytes);
    },
  );

  const channelOut = (c: Awaited<ReturnType<typeof payments.createChannel>>) => ({
    ...payments.presentChannel(c),
    enabled: c.enabled,
    gatewayProvider: c.gateway?.provider ?? null,
  });
  r.get('/payment-channels', { schema: { response: okResponse(z.array(OpsChannel)) } }, async () =>
    ok((await payments.listChannels(app.db, m, { enabledOnly: false })).map(channelOut)),
  );
  r.post('/payment-channels', { schema: { body: OpsChannelInput, response: okResponse(OpsChannel) } }, async (req) =>
    ok(channelOut(await write(req, 'payments.channel.create', (tx) => payments.createChannel(tx, m, req.body)))),
  );
  r.put(
    '/payment-channels/:id',
    { schema: { params: IdParams, body: OpsChannelInput, response: okResponse(OpsChannel) } },
    async (req) =>
      ok(channelOut(await write(req, 'payments.channel.update', (tx) => payments.updateChannel(tx, m, req.params.id, req.body)))),
  );

  r.get('/payment-settings', { schema: { response: okResponse(PaymentSettings) } }, async () =>
    ok(await payments.getPaymentSettings(app.db, m)),
  );
  r.put('/payment-settings', { schema: { body: PaymentSettings, response: okResponse(PaymentSettings) } }, async (req) =>
    ok(await write(req, 'payments.settings', (tx) => payments.savePaymentSettings(tx, m, req.body))),
  );
}
