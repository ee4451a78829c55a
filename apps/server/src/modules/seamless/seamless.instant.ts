import type { SeamlessDebitCreditRequest, SeamlessDebitCreditResult } from '@jade/contract/seamless';
import { isUniqueViolation } from '../../db/errors';
import { AppError } from '../../lib/app-error';
import * as wallet from '../wallet/wallet.service';
import { betContext, findCall, guardedBet, keys, refuseBet } from './seamless.calls';
import { playerOf, type Ctx, type Vendor } from './seamless.service';

/**
 * debitCredit: an instant round's stake and win in one call and one statement of the wallet
 * (`wallet.debitCreditOnce`). A repeat answers the first result and moves nothing; the same txId
 * with other terms (or used by a debit) is refused; a short balance, a rolled-back txId or a
 * closed round are refused with nothing written.
 */
export async function debitCredit(ctx: Ctx, v: Vendor, input: SeamlessDebitCreditRequest): Promise<SeamlessDebitCreditResult> {
  const p = await playerOf(ctx, input.playerId);
  const k = keys(v.code, input.txId);
  const base = { playerId: p.username, currency: p.currency, txId: input.txId };
  let done: wallet.DebitCreditDone | null = null;
  const params = {
    ...(await betContext(ctx, v, p, input)),
    stake: input.amount,
    win: input.winAmount,
    betKey: k.bet,
    winKey: k.win,
    txKey: k.debitCredit,
    playerId: p.username,
    result: input.result,
    detail: input.detail,
  };
  try {
    done = await wallet.debitCreditOnce(ctx.database, params);
  } catch (err) {
    if (!isUniqueViolation(err)) throw err;
  }
  if (done) return { ...base, ...done };
  const first = await repeatOf(ctx, v, p.walletId, input);
  if (first) return { ...base, ...first };
  // A guarded member (player protection): the limits checked (the stake is at risk), then the same statement.
  done = await guardedBet(
    ctx,
    p,
    input.amount,
    (database) => wallet.debitCreditOnce(database, params, true),
    async (tx) => (await wallet.findDebitCredit(tx, ctx.merchantId, k.bet, k.win)) !== null,
  );
  if (done) return { ...base, ...done };
  return { ...base, ...((await repeatOf(ctx, v, p.walletId, input)) ?? (await refuseBet(ctx, v, input, 'round'))) };
}

/** The first answer of a replayed call (null when it is none); the same txId with other terms is refused. */
async function repeatOf(ctx: Ctx, v: Vendor, walletId: number, input: SeamlessDebitCreditRequest) {
  const k = keys(v.code, input.txId);
  const mismatch = () => new AppError('SW_DUPLICATE_MISMATCH', 'This txId was used with other terms');
  const first = await wallet.findDebitCredit(ctx.db, ctx.merchantId, k.bet, k.win);
  if (first) {
    const call = await findCall(ctx.db, ctx, v, k.debitCredit);
    const same =
      call !== null &&
      call.roundId === input.roundId &&
      Number(call.amount) === input.winAmount &&
      first.stake === input.amount &&
      first.win === input.winAmount &&
      first.winToPayer &&
      first.fromAccountId === walletId;
    if (!same) throw mismatch();
    return { transferId: first.transferId, winTransferId: first.winTransferId, balance: first.balance ?? 0 };
  }
  // The win key taken by a credit of the same txId: the statement stopped on it.
  if (input.winAmount > 0 && (await wallet.findTransfer(ctx.db, ctx.merchantId, k.win))) throw mismatch();
  return null;
}
