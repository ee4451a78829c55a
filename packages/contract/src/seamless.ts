import { z } from 'zod';
import { MinorUnits } from './common';

/**
 * The seamless-wallet API that game vendors call server to server (docs/seamless-wallet.md).
 * Every call is signed: `X-Jade-Vendor`, `X-Jade-Timestamp` (Unix seconds) and `X-Jade-Signature`
 * (hex HMAC-SHA256 of `timestamp.rawBody` with the vendor's secret). Every money call is
 * idempotent by the vendor's `txId`. Calls: authenticate, balance, debit, credit, rollback,
 * debitCredit for instant rounds (a bet and its win in one call), and resettle for a settled round
 * whose result was corrected.
 */
const PlayerId = z.string().min(1).max(64);
const TxId = z.string().regex(/^[A-Za-z0-9:_.-]{1,80}$/, '1-80 letters, digits or :_.-');
const Amount = z.number().int().positive().max(1_000_000_000_00);

export const SeamlessBalanceRequest = z.object({ playerId: PlayerId }).strict();
export const SeamlessDebitRequest = z
  .object({ playerId: PlayerId, txId: TxId, roundId: TxId, gameCode: z.string().min(1).max(64), amount: Amount })
  .strict();
export type SeamlessDebitRequest = z.infer<typeof SeamlessDebitRequest>;
/** A win: `roundId` must be an open round with a debit, unless `free` (a win with no bet: free spins, promotions). */
export const SeamlessCreditRequest = z
  .object({
    playerId: PlayerId,
    txId: TxId,
    roundId: TxId,
    gameCode: z.string().min(1).max(64),
    amount: z.number().int().min(0).max(1_000_000_000_00),
    free: z.boolean().default(false),
    result: z.string().max(200).default(''),
    detail: z.record(z.string(), z.unknown()).default({}),
  })
  .strict();
export type SeamlessCreditRequest = z.infer<typeof SeamlessCreditRequest>;
/** Cancels the debit `txId` (its stake returns); before the debit arrives it is recorded, so the late debit is refused. */
export const SeamlessRollbackRequest = z.object({ playerId: PlayerId, txId: TxId, roundId: TxId }).strict();
export type SeamlessRollbackRequest = z.infer<typeof SeamlessRollbackRequest>;

export const SeamlessBalance = z.object({ playerId: z.string(), currency: z.string(), balance: MinorUnits });
export const SeamlessTxResult = SeamlessBalance.extend({ txId: z.string(), transferId: z.number().int().nullable() });
export type SeamlessTxResult = z.infer<typeof SeamlessTxResult>;

/**
 * An instant round (a spin, a dice roll: the bet and its result at once): the stake `amount` is
 * taken and `winAmount` (0 for a loss) paid in one step, and the round settles. `txId` keys both;
 * a rollback of it before it arrives makes it refused, after it answers SW_ROUND_CLOSED.
 */
export const SeamlessDebitCreditRequest = z
  .object({
    playerId: PlayerId,
    txId: TxId,
    roundId: TxId,
    gameCode: z.string().min(1).max(64),
    amount: Amount,
    winAmount: z.number().int().min(0).max(1_000_000_000_00),
    result: z.string().max(200).default(''),
    detail: z.record(z.string(), z.unknown()).default({}),
  })
  .strict();
export type SeamlessDebitCreditRequest = z.infer<typeof SeamlessDebitCreditRequest>;
/** `transferId` is the stake's transfer, `winTransferId` the win's (null for a loss); `balance` is after both. */
export const SeamlessDebitCreditResult = SeamlessTxResult.extend({ winTransferId: z.number().int().nullable() });
export type SeamlessDebitCreditResult = z.infer<typeof SeamlessDebitCreditResult>;

/**
 * Resettle: a settled round's result was corrected (an official draw's numbers, say), and its win
 * is now `win` in total. The wallet moves the difference from the win the round has (more paid,
 * or taken back), as new ledger entries beside the old ones. `version` orders the corrections of
 * a round: one not newer than the last applied changes nothing (a late retry of an older one).
 * Taking back never takes the balance below zero: what the balance could not cover is `unpaid`.
 */
export const SeamlessResettleRequest = z
  .object({
    playerId: PlayerId,
    txId: TxId,
    roundId: TxId,
    gameCode: z.string().min(1).max(64),
    win: z.number().int().min(0).max(1_000_000_000_00),
    version: z.number().int().min(1).max(1_000_000),
    result: z.string().max(200).default(''),
    /** The round's corrected detail (what the betting record shows), replacing the one it had; kept when left out. */
    detail: z.record(z.string(), z.unknown()).optional(),
  })
  .strict();
export type SeamlessResettleRequest = z.infer<typeof SeamlessResettleRequest>;
/** `moved`: what reached (+) or left (−) the player's wallet; `unpaid`: what could not be taken back. */
export const SeamlessResettleResult = SeamlessTxResult.extend({ moved: z.number().int(), unpaid: MinorUnits });
export type SeamlessResettleResult = z.infer<typeof SeamlessResettleResult>;

/** PUT /ops/vendors/:code/wallet-key: the vendor's signing secret for the seamless API. */
export const OpsVendorKeyRequest = z.object({ secret: z.string().min(24).max(200), enabled: z.boolean().default(true) }).strict();

/**
 * Authenticate: the vendor exchanges the one-time launch token from the game URL for the player.
 * The token is bound to the vendor, the title and the mode; it is used up by this call.
 */
export const SeamlessAuthenticateRequest = z
  .object({ launchToken: z.string().min(16).max(200), gameCode: z.string().min(1).max(64) })
  .strict();
export const SeamlessAuthenticate = z.object({
  mode: z.enum(['real', 'trial']),
  /** Null in a free trial: no player, no wallet. */
  playerId: z.string().nullable(),
  currency: z.string(),
  balance: MinorUnits.nullable(),
  gameCode: z.string(),
  language: z.string(),
  backUrl: z.string(),
  /**
   * The player's site session that launched the game (null in a free trial): the game session must
   * end with it (sign-out, password change, expiry).
   */
  siteSessionId: z.number().int().nullable(),
});
export type SeamlessAuthenticate = z.infer<typeof SeamlessAuthenticate>;
