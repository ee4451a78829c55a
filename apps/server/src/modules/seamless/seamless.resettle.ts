import type { SeamlessResettleRequest, SeamlessResettleResult } from '@jade/contract/seamless';
import { toInt } from '../../db/normalize';
import { AppError } from '../../lib/app-error';
import * as rounds from '../rounds/rounds.service';
import * as wallet from '../wallet/wallet.service';
import { findCall, keys, recordCall } from './seamless.calls';
import { balanceNow, playerOf, playerWallet, vendorAccount, type Ctx, type Vendor } from './seamless.service';

/**
 * resettle: a settled round's win becomes `win` (its result was corrected). The difference from
 * the round's win moves as a new ledger transfer (`WIN`, reason `win.resettle`), never by editing
 * the first ones: a higher win pays the rest, a lower one takes it back, as far as the balance
 * goes; what the balance cannot cover is the round's `owed`, which a later correction upwards
 * settles first. `version` orders a round's corrections: one not newer than the last applied
 * moves nothing (a retry that arrives late). All in one transaction, recorded by txId first, so a
 * repeat answers without moving money again.
 */
export async function resettle(ctx: Ctx, v: Vendor, input: SeamlessResettleRequest): Promise<SeamlessResettleResult> {
  const p = await playerOf(ctx, input.playerId);
  const k = keys(v.code, input.txId);
  const base = { playerId: p.username, currency: p.currency, txId: input.txId };
  const outcome = await ctx.db.transaction(async (tx) => {
    const row = await recordCall(tx, ctx, v, {
      txKey: k.resettle,
      playerId: p.username,
      roundId: input.roundId,
      amount: input.win,
    });
    const round = await rounds.findRound(tx, ctx.merchantId, v.code, input.roundId, { lock: !!row });
    if (!row) {
      // A repeat: the same terms answer what the first call moved; other terms are refused.
      const first = await findCall(tx, ctx, v, k.resettle);
      if (!first || first.roundId !== input.roundId || toInt(first.amount) !== input.win || first.playerId !== p.username)
        throw new AppError('SW_DUPLICATE_MISMATCH', 'This txId was used with other terms');
      const moved = await wallet.findTransfer(tx, ctx.merchantId, k.resettleMove);
      const sign = moved && moved.fromAccountId === p.walletId ? -1 : 1;
      return { transferId: moved?.id ?? null, moved: moved ? sign * moved.amount : 0, unpaid: toInt(round?.owed ?? 0) };
    }
    // Refusals throw: the transaction, and with it the recorded call, is rolled back, so the same
    // txId can be sent again once the round is there and settled.
    if (!round || round.memberId !== p.memberId) throw new AppError('SW_ROUND_UNKNOWN', 'This player has no such round');
    if (round.status === 'OPEN') throw new AppError('SW_ROUND_NOT_SETTLED', 'The round is not settled yet');
    if (round.status === 'CANCELLED') throw new AppError('SW_TX_ROLLED_BACK', 'The round was rolled back');
    const owed = toInt(round.owed);
    if ((round.resettledVersion ?? 0) >= input.version) return { transferId: null, moved: 0, unpaid: owed };

    const delta = input.win - toInt(round.win);
    const move = { merchantId: ctx.merchantId, idempotencyKey: k.resettleMove, type: 'WIN' as const };
    const common = { ...move, reason: 'win.resettle', reference: input.roundId, actor: `vendor:${v.code}` };
    let transferId: number | null = null;
    let moved = 0;
    let stillOwed = owed;
    if (delta > 0) {
      // What the player owes from an earlier take-back is settled first.
      const pay = Math.max(0, delta - owed);
      stillOwed = Math.max(0, owed - delta);
      if (pay > 0) {
        transferId = (await wallet.transfer(tx, { ...common, from: vendorAccount(v, p), to: playerWallet(p), amount: pay }))
          .transferId;
        moved = pay;
      }
    } else if (delta < 0) {
      await wallet.lockWallet(tx, playerWallet(p));
      const take = Math.min(-delta, await wallet.balanceOf(tx, playerWallet(p)));
      stillOwed = owed + (-delta - take);
      if (take > 0) {
        transferId = (await wallet.transfer(tx, { ...common, from: playerWallet(p), to: vendorAccount(v, p), amount: take }))
          .transferId;
        moved = -take;
      }
    }
    await rounds.resettleRound(tx, round.id, {
      win: input.win,
      owed: stillOwed,
      version: input.version,
      result: input.result,
      detail: input.detail,
    });
    return { transferId, moved, unpaid: stillOwed };
  });
  return { ...base, ...outcome, balance: await balanceNow(ctx, p) };
}
