import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  OpsChannel,
  OpsChannelInput,
  OpsDecisionRequest,
  OpsDeposit,
  OpsResolveRequest,
  OpsWithdrawal,
  Paged,
  PaymentSettings,
} from '@jade/contract/payments';
import { IdParams } from '@jade/contract/common';
import { toInt } from '../../db/normalize';
import { invalidField } from '../../lib/app-error';
import { ok, okResponse } from '../../lib/envelope';
import * as members from '../members/members.service';
import * as payments from './payments.service';
import {
  OPEN_DISPUTE,
  OpsDepositQueueQuery,
  OpsWithdrawalQueueQuery,
  QueueCounts,
  queueCounts,
  queueScope,
} from './payments.queues';

/**
 * The operator's money desk under /ops (registered inside the operator scope, so the admin token
 * is checked): deposits and withdrawals to decide, disputes to resolve, channels and settings.
 * Every write is one transaction with its audit entry.
 */
export async function paymentsOpsRoutes(app: FastifyInstance) {
  const r = app.withTypeProvider<ZodTypeProvider>();
  const m = app.merchantId;
  type DepositRow = Awaited<ReturnType<typeof payments.depositWithChannel>>;
  type WithdrawalRow = Awaited<ReturnType<typeof payments.findWithdrawal>>;
  /** Deposits as the operator sees them, with their members' usernames read in one query. */
  const opsDeposits = async (rows: DepositRow[]) => {
    const names = await members.usernamesOf(
      app.db,
      rows.map((x) => x.d.memberId),
    );
    return rows.map(({ d, c }) => ({
      ...payments.presentDeposit(d, c),
      username: names.get(d.memberId) ?? '?',
      receiptUploadId: d.receiptUploadId,
    }));
  };
  const opsWithdrawals = async (rows: WithdrawalRow[]) => {
    const names = await members.usernamesOf(
      app.db,
      rows.map((w) => w.memberId),
    );
    return rows.map((w) => ({
      ...payments.presentWithdrawal(w),
      username: names.get(w.memberId) ?? '?',
      accountNumberFull: w.payoutNumber,
      proofUploadIds: w.proofUploadIds,
      note: w.note,
    }));
  };
  const opsDeposit = async (id: number) => (await opsDeposits([await payments.depositWithChannel(app.db, m, { id })]))[0]!;
  const opsWithdrawal = async (row: WithdrawalRow) => (await opsWithdrawals([row]))[0]!;
  /**
   * One audited write (the ops module's): the change and its audit entry commit together. The
   * entry keeps what was addressed and the presented result, never a request body (a gateway
   * channel's body carries its secret).
   */
  const write = <T>(req: FastifyRequest, action: string, fn: (tx: typeof app.db) => Promise<T>) =>
    app.audited(req, action, async () => ({ params: req.params ?? null }), fn);

  const noRows = (q: { pageNo: number; pageSize: number }) => ok({ list: [], pageNo: q.pageNo, pageSize: q.pageSize, total: 0 });

  // The queues, filtered by status, member and days; the finance menu's count of what waits.
  r.get('/deposits', { schema: { querystring: OpsDepositQueueQuery, response: okResponse(Paged(OpsDeposit)) } }, async (req) => {
    const { memberId, none, from, to } = await queueScope(app.db, m, req.query);
    if (none) return noRows(req.query);
    const { rows, total } = await payments.listDeposits(app.db, m, memberId, { ...req.query, from, to });
    return ok({ list: await opsDeposits(rows), pageNo: req.query.pageNo, pageSize: req.query.pageSize, total });
  });
  r.get('/finance/queue-counts', { schema: { response: okResponse(QueueCounts) } }, async () => ok(await queueCounts(app.db, m)));

  for (const decision of ['approve', 'reject'] as const) {
    r.post(
      `/deposits/:id/${decision}`,
      { schema: { params: IdParams, body: OpsDecisionRequest.optional(), response: okResponse(OpsDeposit) } },
      async (req) => {
        const remark = req.body?.remark;
        await write(req, `deposit.${decision}`, (tx) =>
          decision === 'approve'
            ? payments.approveDeposit(tx, m, req.params.id, { actor: req.opsCaller.name, remark })
            : payments.rejectDeposit(tx, m, req.params.id, { remark }),
        );
        return ok(await opsDeposit(req.params.id));
      },
    );
  }

  r.get(
    '/withdrawals',
    { schema: { querystring: OpsWithdrawalQueueQuery, response: okResponse(Paged(OpsWithdrawal)) } },
    async (req) => {
      const { memberId, none, from, to } = await queueScope(app.db, m, req.query);
      if (none) return noRows(req.query);
      const status = req.query.status === 'DISPUTED' ? OPEN_DISPUTE : req.query.status;
      const { rows, total } = await payments.listWithdrawals(app.db, m, memberId, { ...req.query, status, from, to });
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
        if (decision === 'pay') {
          // Four eyes above the merchant's amount: a second operator pays what a first approved.
          const w = await payments.findWithdrawal(app.db, m, req.params.id, null);
          if (w && w.status === 'PENDING')
            await app.fourEyes(req, 'withdrawal.pay', String(w.id), toInt(w.amount), { amount: toInt(w.amount) });
        }
        return ok(
          await opsWithdrawal(
            await write(req, `withdrawal.${decision}`, (tx) => fn(tx, m, req.params.id, req.opsCaller.name, req.body?.remark)),
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
          await write(req, 'withdrawal.resolve', (tx) =>
            payments.resolveDispute(tx, m, req.params.id, req.opsCaller.name, req.body),
          ),
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
  /** The sandbox gateway cannot be configured where it is off (production without the opt-in). */
  const assertGateway = (body: { gateway: { provider: 'sandbox' | 'http' } | null }) => {
    if (payments.gatewayRefused(app.config.sandboxGateway, body.gateway))
      throw invalidField('gateway.provider', 'the sandbox gateway is off in production');
  };
  r.get('/payment-channels', { schema: { response: okResponse(z.array(OpsChannel)) } }, async () =>
    ok((await payments.listChannels(app.db, m, { enabledOnly: false })).map(channelOut)),
  );
  r.post('/payment-channels', { schema: { body: OpsChannelInput, response: okResponse(OpsChannel) } }, async (req) => {
    assertGateway(req.body);
    return ok(
      await write(req, 'payments.channel.create', async (tx) => channelOut(await payments.createChannel(tx, m, req.body))),
    );
  });
  r.put(
    '/payment-channels/:id',
    { schema: { params: IdParams, body: OpsChannelInput, response: okResponse(OpsChannel) } },
    async (req) => {
      assertGateway(req.body);
      return ok(
        await write(req, 'payments.channel.update', async (tx) =>
          channelOut(await payments.updateChannel(tx, m, req.params.id, req.body)),
        ),
      );
    },
  );

  r.get('/payment-settings', { schema: { response: okResponse(PaymentSettings) } }, async () =>
    ok(await payments.getPaymentSettings(app.db, m)),
  );
  r.put('/payment-settings', { schema: { body: PaymentSettings, response: okResponse(PaymentSettings) } }, async (req) =>
    ok(await write(req, 'payments.settings', (tx) => payments.savePaymentSettings(tx, m, req.body))),
  );
}
