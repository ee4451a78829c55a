import { and, eq } from 'drizzle-orm';
import type { Database, Db } from '../../db/client';
import { isUniqueViolation } from '../../db/errors';
import { preparedIn } from '../../db/positional';
import { AppError } from '../../lib/app-error';
import * as catalog from '../catalog/catalog.service';
import * as protection from '../protection/protection.service';
import * as rounds from '../rounds/rounds.service';
import * as wallet from '../wallet/wallet.service';
import type { Ctx, Player, Vendor } from './seamless.service';
import { seamlessTxns } from './seamless.tables';

/** The ledger and record keys of a vendor's txId (a debitCredit uses the bet and win ones). */
export const keys = (vendor: string, txId: string) => ({
  bet: `sw:${vendor}:bet:${txId}`,
  win: `sw:${vendor}:win:${txId}`,
  refund: `sw:${vendor}:refund:${txId}`,
  rollback: `rollback:${txId}`,
  credit: `credit:${txId}`,
  debitCredit: `debitCredit:${txId}`,
  resettle: `resettle:${txId}`,
  resettleMove: `sw:${vendor}:resettle:${txId}`,
});

/**
 * A round's name and category in the betting record: the title's English name and category from
 * the catalog (a vendor may have titles in several categories), else the code and the vendor's.
 */
export async function titleOf(ctx: Ctx, v: Vendor, gameCode: string) {
  const game = await catalog.findGameByCode(ctx.db, ctx.merchantId, gameCode);
  return game && game.vendor === v.code
    ? { gameName: game.names.en ?? gameCode, category: game.category as string }
    : { gameName: gameCode, category: v.category };
}

/**
 * What a bet's one wallet statement (a debit, or a debitCredit) needs beside its amounts and keys:
 * the player's wallet and the vendor's account, who acts, the round and its title, and the key
 * of a rollback that would make the bet refused.
 */
export async function betContext(ctx: Ctx, v: Vendor, p: Player, input: { txId: string; roundId: string; gameCode: string }) {
  return {
    walletId: p.walletId,
    vendorAccountId: v.accountId,
    merchantId: ctx.merchantId,
    currency: p.currency,
    actor: `vendor:${v.code}`,
    memberId: p.memberId,
    vendor: v.code,
    roundId: input.roundId,
    gameCode: input.gameCode,
    rollbackKey: keys(v.code, input.txId).rollback,
    ...(await titleOf(ctx, v, input.gameCode)),
  };
}

/** A call recorded by its key in `seamless_txns`, or null. */
export async function findCall(db: Db, ctx: Ctx, v: Vendor, txKey: string) {
  const [row] = await db
    .select()
    .from(seamlessTxns)
    .where(and(eq(seamlessTxns.merchantId, ctx.merchantId), eq(seamlessTxns.vendor, v.code), eq(seamlessTxns.txKey, txKey)));
  return row ?? null;
}

/** Records a call by its key, first come first served: null when the key was recorded before. */
export async function recordCall(
  tx: Db,
  ctx: Ctx,
  v: Vendor,
  call: { txKey: string; playerId: string; roundId: string; amount: number },
) {
  const [row] = await tx
    .insert(seamlessTxns)
    .values({ merchantId: ctx.merchantId, vendor: v.code, ...call })
    .onConflictDoNothing()
    .returning();
  return row ?? null;
}

/**
 * Why a bet's statement wrote nothing when it is no repeat: rolled back before it arrived, its
 * round closed, or the balance short (`what` names the bet or the round in the first refusal).
 */
export async function refuseBet(
  ctx: Ctx,
  v: Vendor,
  input: { txId: string; roundId: string },
  what: 'bet' | 'round',
): Promise<never> {
  if (await findCall(ctx.db, ctx, v, keys(v.code, input.txId).rollback))
    throw new AppError('SW_TX_ROLLED_BACK', `This ${what} was rolled back before it arrived`);
  const round = await rounds.findRound(ctx.db, ctx.merchantId, v.code, input.roundId);
  if (round && round.status !== 'OPEN') throw new AppError('SW_ROUND_CLOSED', 'The round is closed');
  throw new AppError('WALLET_INSUFFICIENT_BALANCE', 'The balance is not enough for this bet');
}

const LIMIT_MESSAGES: Record<protection.BetRefusal, string> = {
  PROTECTION_EXCLUDED: 'The player is on a break or self-excluded',
  PROTECTION_SESSION_LIMIT: 'The player reached their session time limit: play resumes tomorrow',
  PROTECTION_LOSS_LIMIT: "This bet would pass the player's loss limit",
  PROTECTION_WAGER_LIMIT: "This bet would pass the player's wager limit",
};

/**
 * A bet of a guarded member (player protection: wallet_guards), after the one-statement path
 * refused it: the member's limits are checked and the same statement runs (`run`, on the
 * transaction) in one transaction under the member's lock. A refusal commits what the check
 * recorded (a session block) and answers its own code; null when the guard is gone or the
 * statement did not apply (the caller finds out why); a repeated txId racing in: null too.
 */
export async function guardedBet<T>(
  ctx: Ctx,
  p: Player,
  stake: number,
  run: (database: Pick<Database, 'prepared'>) => Promise<T | null>,
  isRepeat: (tx: Db) => Promise<boolean>,
): Promise<T | null> {
  if (!(await wallet.isGuarded(ctx.db, p.memberId))) return null;
  try {
    const out = await ctx.db.transaction(async (tx) => {
      const refusal = await protection.checkBet(tx, {
        merchantId: ctx.merchantId,
        memberId: p.memberId,
        stake,
        isRepeat: () => isRepeat(tx),
      });
      return refusal ? { refusal, done: null } : { refusal: null, done: await run(preparedIn(tx)) };
    });
    if (out.refusal) throw new AppError(out.refusal, LIMIT_MESSAGES[out.refusal]);
    return out.done;
  } catch (err) {
    if (isUniqueViolation(err)) return null;
    throw err;
  }
}
