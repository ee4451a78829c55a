import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { OpsAdjustRequest, OpsAdjustResponse, RecordQuery, TransactionPage } from '@jade/contract/wallet';
import { OpsBonusRequest } from '@jade/contract/payments';
import type { Db } from '../../db/client';
import { AppError } from '../../lib/app-error';
import { ok, okResponse } from '../../lib/envelope';
import * as members from '../members/members.service';
import * as system from '../system/system.service';
import * as wallet from './wallet.service';

const UsernameParams = z.object({ username: z.string().min(1).max(64) }).strict();

/**
 * The operator's wallet desk under /ops (inside the operator scope): adjustments, bonuses and any
 * member's account record. Money moves with `wallet.transfer`; the audit entry commits with it,
 * once per idempotency key (a replayed call moves nothing and records nothing).
 */
export async function walletOpsRoutes(app: FastifyInstance) {
  const r = app.withTypeProvider<ZodTypeProvider>();
  const m = app.merchantId;
  /** The member's main wallet and a system account of the merchant, in its currency. */
  const accounts = async (tx: Db, username: string, systemCode: string) => {
    const member = await members.findByUsername(tx, m, username);
    if (!member) throw new AppError('NOT_FOUND', `No account ${username}`);
    const { currency } = await system.getMerchant(tx, m);
    return {
      member,
      memberWallet: await wallet.walletOf(tx, m, member.id, currency),
      systemAccount: await wallet.systemAccount(tx, m, systemCode, currency),
    };
  };

  // Credits (amount > 0) or debits (amount < 0) against the adjustments account; a debit above
  // the balance is refused.
  r.post(
    '/members/:username/adjust',
    { schema: { params: UsernameParams, body: OpsAdjustRequest, response: okResponse(OpsAdjustResponse) } },
    async (req) => {
      const { username } = req.params;
      const input = req.body;
      // Four eyes above the merchant's amount: the same key and terms from a second operator.
      await app.fourEyes(req, 'wallet.adjust', input.idempotencyKey, input.amount, {
        username: username.toLowerCase(),
        amount: input.amount,
        reason: input.reason,
      });
      const result = await app.db.transaction(async (tx) => {
        const { memberWallet, systemAccount: adjustments } = await accounts(tx, username, 'adjustments');
        const credit = input.amount > 0;
        const res = await wallet.transfer(tx, {
          merchantId: m,
          from: credit ? adjustments : memberWallet,
          to: credit ? memberWallet : adjustments,
          amount: Math.abs(input.amount),
          idempotencyKey: `ops:${input.idempotencyKey}`,
          type: 'ADJUST',
          reason: `ops.adjust: ${input.reason}`,
          actor: req.opsCaller.name,
        });
        const balance = (credit ? res.toBalance : res.fromBalance) ?? 0;
        if (!res.replayed) {
          await app.recordAudit(tx, req, 'wallet.adjust', null, {
            username,
            amount: input.amount,
            reason: input.reason,
            transferId: res.transferId,
            balance,
          });
        }
        return { transferId: res.transferId, replayed: res.replayed, balance };
      });
      return ok(result);
    },
  );

  // A bonus from the merchant's bonus account, locked until `turnover` of valid bets.
  r.post(
    '/members/:username/bonus',
    { schema: { params: UsernameParams, body: OpsBonusRequest, response: okResponse(OpsAdjustResponse) } },
    async (req) => {
      const { username } = req.params;
      const input = req.body;
      // Four eyes above the merchant's amount, as for adjustments.
      await app.fourEyes(req, 'wallet.bonus', input.idempotencyKey, input.amount, {
        username: username.toLowerCase(),
        amount: input.amount,
        turnover: input.turnover,
        name: input.name,
      });
      const result = await app.db.transaction(async (tx) => {
        const { member, memberWallet, systemAccount: bonus } = await accounts(tx, username, 'bonus');
        const res = await wallet.transfer(tx, {
          merchantId: m,
          from: bonus,
          to: memberWallet,
          amount: input.amount,
          idempotencyKey: `ops:bonus:${input.idempotencyKey}`,
          type: 'BONUS',
          reason: `bonus: ${input.name}`,
          actor: req.opsCaller.name,
        });
        if (!res.replayed) {
          await wallet.recordBonusGrant(tx, {
            merchantId: m,
            memberId: member.id,
            name: input.name,
            amount: input.amount,
            turnover: input.turnover,
            transferId: res.transferId,
          });
          await app.recordAudit(tx, req, 'wallet.bonus', null, { username, ...input, transferId: res.transferId });
        }
        return { transferId: res.transferId, replayed: res.replayed, balance: res.toBalance ?? 0 };
      });
      return ok(result);
    },
  );

  r.get(
    '/members/:username/ledger',
    {
      schema: {
        params: UsernameParams,
        querystring: RecordQuery.pick({ pageNo: true, pageSize: true }),
        response: okResponse(TransactionPage),
      },
    },
    async (req) => {
      const member = await members.findByUsername(app.db, m, req.params.username);
      if (!member) throw new AppError('NOT_FOUND', `No account ${req.params.username}`);
      const { currency } = await system.getMerchant(app.db, m);
      return ok(await wallet.transactionsOf(app.db, (await wallet.walletOf(app.db, m, member.id, currency)).id, req.query));
    },
  );
}
