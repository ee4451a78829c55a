import type { Db } from '../../db/client';
import { AppError } from '../../lib/app-error';
import * as members from '../members/members.service';
import { spend, walletOf } from './wallet.service';

export type UplineTransferInput = { amount: number; paymentPassword: string; requestId: string };

/**
 * A member sends money to its upline agent: one `spend`, checked by the payment password; a
 * member without an active upline is refused first. Above the spendable amount it answers
 * WITHDRAW_ABOVE_WITHDRAWABLE, as it always has. `requestId` makes a retried send move money once.
 */
export async function transferToUpline(
  db: Db,
  ref: { merchantId: number; currency: string },
  account: members.Account,
  input: UplineTransferInput,
) {
  const m = ref.merchantId;
  const upline = account.uplineId ? await members.findById(db, account.uplineId) : null;
  if (!upline || upline.status !== 'active') throw new AppError('NO_UPLINE', 'You have no upline agent to send money to');
  await members.checkPaymentPassword(db, account, input.paymentPassword);
  const res = await db.transaction(async (tx) =>
    spend(
      tx,
      { merchantId: m, from: await walletOf(tx, m, account.id, ref.currency), amount: input.amount, type: 'TRANSFER' },
      async () => ({
        to: await walletOf(tx, m, upline.id, ref.currency),
        idempotencyKey: `upline:${account.id}:${input.requestId}`,
        reason: 'transfer.upline',
        reference: upline.username,
        actor: `member:${account.id}`,
      }),
    ),
  );
  return { transferId: res.transferId, balance: res.fromBalance ?? 0, upline: upline.username };
}
