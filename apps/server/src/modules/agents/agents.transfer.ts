import { AppError } from '../../lib/app-error';
import type { Db } from '../../db/client';
import * as members from '../members/members.service';
import * as wallet from '../wallet/wallet.service';
import { findInTeam } from './agents.team';

export type TransferContext = { merchantId: number; currency: string; agent: members.Account };
export type AgentTransferInput = { to: string; amount: number; paymentPassword: string; requestId: string };

/**
 * An agent sends money to a downline at any depth or to its own upline: one `wallet.spend`,
 * checked by the payment password. Anyone else answers as if the username did not exist. Above
 * the spendable amount it answers WALLET_INSUFFICIENT_BALANCE, as it always has.
 */
export async function agentTransfer(db: Db, ctx: TransferContext, input: AgentTransferInput) {
  const { agent, merchantId } = ctx;
  const upline = agent.uplineId ? await members.findById(db, agent.uplineId) : null;
  const toUpline = upline !== null && upline.username.toLowerCase() === input.to.toLowerCase();
  const payee = toUpline ? upline : await members.findById(db, (await findInTeam(db, merchantId, agent.id, input.to)).id);
  if (!payee || payee.status !== 'active')
    throw new AppError('AGENT_MEMBER_NOT_FOUND', 'No member of your team has this username');
  await members.checkPaymentPassword(db, agent, input.paymentPassword);
  const res = await db.transaction(async (tx) =>
    wallet.spend(
      tx,
      {
        merchantId,
        from: await wallet.walletOf(tx, merchantId, agent.id, ctx.currency),
        amount: input.amount,
        type: 'TRANSFER',
        refusal: 'WALLET_INSUFFICIENT_BALANCE',
      },
      async () => ({
        to: await wallet.walletOf(tx, merchantId, payee.id, ctx.currency),
        idempotencyKey: `agent:${agent.id}:${input.requestId}`,
        reason: toUpline ? 'transfer.upline' : 'transfer.downline',
        reference: `${agent.username} → ${payee.username}`,
        actor: `member:${agent.id}`,
      }),
    ),
  );
  return { transferId: res.transferId, balance: res.fromBalance ?? 0, to: payee.username };
}
