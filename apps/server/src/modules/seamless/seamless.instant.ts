import { and, eq } from 'drizzle-orm';
import type { SeamlessDebitCreditRequest, SeamlessDebitCreditResult } from '@jade/contract/seamless';
import { isUniqueViolation } from '../../db/errors';
import { AppError } from '../../lib/app-error';
import * as rounds from '../rounds/rounds.service';
import * as wallet from '../wallet/wallet.service';
import { keys, playerOf, titleOf, type Ctx, type Vendor } from './seamless.service';
import { seamlessTxns } from './seamless.tables';

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
  try {
    done = await wallet.debitCreditOnce(ctx.database, {
      walletId: p.walletId,
      vendorAccountId: v.accountId,
      stake: input.amount,
      win: input.winAmount,
      merchantId: ctx.merchantId,
      betKey: k.bet,
      winKey: k.win,
      rollbackKey: k.rollback,
      txKey: k.debitCredit,
      playerId: p.username,
      currency: p.currency,
      actor: `vendor:${v.code}`,
      memberId: p.memberId,
      vendor: v.code,
      roundId: input.roundId,
      gameCode: input.gameCode,
      result: input.result,
      detail: input.detail,
      ...(await titleOf(ctx, v, input.gameCode)),
    });
  } catch (err) {
    if (!isUniqueViolation(err)) throw err;
  }
  if (done) return { ...base, ...done };
  return { ...base, ...(await whyNot(ctx, v, p.walletId, input)) };
}

/** Why the statement wrote nothing: a replay (its first answer), or the refusal. */
async function whyNot(ctx: Ctx, v: Vendor, walletId: number, input: SeamlessDebitCreditRequest) {
  const k = keys(v.code, input.txId);
  const mismatch = () => new AppError('SW_DUPLICATE_MISMATCH', 'This txId was used with other terms');
  const first = await wallet.findDebitCredit(ctx.db, ctx.merchantId, k.bet, k.win);
  if (first) {
    const [call] = await ctx.db
      .select({ amount: seamlessTxns.amount, roundId: seamlessTxns.roundId })
      .from(seamlessTxns)
      .where(
        and(eq(seamlessTxns.merchantId, ctx.merchantId), eq(seamlessTxns.vendor, v.code), eq(seamlessTxns.txKey, k.debitCredit)),
      );
    const same =
      call !== undefined &&
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
  const [rolledBack] = await ctx.db
    .select({ id: seamlessTxns.id })
    .from(seamlessTxns)
    .where(and(eq(seamlessTxns.merchantId, ctx.merchantId), eq(seamlessTxns.vendor, v.code), eq(seamlessTxns.txKey, k.rollback)));
  if (rolledBack) throw new AppError('SW_TX_ROLLED_BACK', 'This round was rolled back before it arrived');
  const round = await rounds.findRound(ctx.db, ctx.merchantId, v.code, input.roundId);
  if (round && round.status !== 'OPEN') throw new AppError('SW_ROUND_CLOSED', 'The round is closed');
  throw new AppError('WALLET_INSUFFICIENT_BALANCE', 'The balance is not enough for this bet');
}
