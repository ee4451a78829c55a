import { createHmac, randomBytes, timingSafeEqual } from 'node:crypto';
import { and, eq } from 'drizzle-orm';
import type {
  SeamlessAuthenticate,
  SeamlessCreditRequest,
  SeamlessDebitRequest,
  SeamlessRollbackRequest,
  SeamlessTxResult,
} from '@jade/contract/seamless';
import { ACCOUNT_TYPE } from '@jade/contract/auth';
import type { Database, Db } from '../../db/client';
import { isUniqueViolation } from '../../db/errors';
import { AppError } from '../../lib/app-error';
import { cached, invalidate } from '../../lib/ttl-cache';
import * as sessions from '../auth/sessions.service';
import * as catalog from '../catalog/catalog.service';
import * as rounds from '../rounds/rounds.service';
import * as members from '../members/members.service';
import * as system from '../system/system.service';
import * as wallet from '../wallet/wallet.service';
import { betContext, findCall, guardedBet, keys, recordCall, refuseBet, titleOf } from './seamless.calls';
import { seamlessTxns, vendorWalletKeys } from './seamless.tables';

export const SIGNATURE_WINDOW_SECONDS = 300;
const CACHE_MS = 30_000;

export type Ctx = { db: Db; database: Pick<Database, 'prepared'>; merchantId: number };
export type Player = { memberId: number; walletId: number; currency: string; username: string };
export type Vendor = { code: string; secret: string; accountId: number; category: string };

const VENDOR_KEYS = 'seamless:vendor:';

/** Forgets this node's cached vendor keys (after an operator changes one). */
export const forgetVendorKeys = (db: Db) => invalidate(db, VENDOR_KEYS);

/** The signing key and ledger account of a vendor; null when it has no enabled key. */
export function vendorOf(ctx: Ctx, code: string): Promise<Vendor | null> {
  return cached(ctx.db, `${VENDOR_KEYS}${ctx.merchantId}:${code}`, CACHE_MS, async () => {
    const [key] = await ctx.db
      .select()
      .from(vendorWalletKeys)
      .where(
        and(
          eq(vendorWalletKeys.merchantId, ctx.merchantId),
          eq(vendorWalletKeys.vendor, code),
          eq(vendorWalletKeys.enabled, true),
        ),
      );
    const row = key ? await catalog.findVendor(ctx.db, ctx.merchantId, code) : null;
    if (!key || !row) return null;
    const merchant = await system.getMerchant(ctx.db, ctx.merchantId);
    const account = await wallet.systemAccount(ctx.db, ctx.merchantId, `vendor:${code}`, merchant.currency);
    return { code, secret: key.secret, accountId: account.id, category: row.category };
  });
}

/** Checks a vendor call's signature (HMAC-SHA256 of `timestamp.rawBody`) and its age. */
export async function authenticateVendor(
  ctx: Ctx,
  h: { vendor?: string | undefined; ts?: string | undefined; sig?: string | undefined },
  raw: string,
) {
  const refuse = (why: string) => new AppError('SW_SIGNATURE_INVALID', why);
  if (!h.vendor || !/^[A-Z0-9_]{1,40}$/.test(h.vendor)) throw refuse('Missing or unknown vendor');
  const v = await vendorOf(ctx, h.vendor);
  if (!v) throw refuse('Missing or unknown vendor');
  const seconds = Number(h.ts);
  if (!h.ts || !Number.isInteger(seconds) || Math.abs(Date.now() / 1000 - seconds) > SIGNATURE_WINDOW_SECONDS)
    throw refuse('Stale or missing timestamp');
  const expected = createHmac('sha256', v.secret).update(`${h.ts}.${raw}`).digest();
  const given = Buffer.from(h.sig && /^[0-9a-f]{64}$/i.test(h.sig) ? h.sig : '', 'hex');
  if (given.length !== expected.length || !timingSafeEqual(given, expected)) throw refuse('Wrong signature');
  return v;
}

/** A real member by the player id vendors know (the username); trial and unknown players are refused. */
export function playerOf(ctx: Ctx, playerId: string): Promise<Player> {
  return cached(ctx.db, `seamless:player:${ctx.merchantId}:${playerId.toLowerCase()}`, CACHE_MS, async () => {
    const account = await members.findByUsername(ctx.db, ctx.merchantId, playerId);
    if (!account || account.status !== 'active' || account.type === ACCOUNT_TYPE.trial)
      throw new AppError('SW_PLAYER_UNKNOWN', 'Unknown player');
    const merchant = await system.getMerchant(ctx.db, ctx.merchantId);
    const w = await wallet.walletOf(ctx.db, ctx.merchantId, account.id, merchant.currency);
    return { memberId: account.id, walletId: w.id, currency: merchant.currency, username: account.username };
  });
}

/** The vendor's account and the player's wallet as ledger accounts (ids known from the caches). */
export const vendorAccount = (v: Vendor, p: Player) =>
  ({ id: v.accountId, kind: 'system', currency: p.currency }) as wallet.LedgerAccount;
export const playerWallet = (p: Player) =>
  ({ id: p.walletId, kind: 'wallet', ownerId: p.memberId, currency: p.currency }) as wallet.LedgerAccount;

export async function balanceNow(ctx: Ctx, p: Player) {
  return wallet.balanceOf(ctx.db, playerWallet(p));
}

/**
 * Authenticate: the launch token from the game URL (one use, for this vendor and title) becomes
 * the player, balance and launching site session — or, for a free trial, no player at all.
 */
export async function authenticate(ctx: Ctx, v: Vendor, launchToken: string, gameCode: string): Promise<SeamlessAuthenticate> {
  const t = await catalog.consumeLaunchToken(ctx.db, ctx.merchantId, v.code, gameCode, launchToken);
  if (!t) throw new AppError('SW_LAUNCH_TOKEN_INVALID', 'The launch token is unknown, expired or used');
  const base = { mode: t.mode, gameCode: t.gameCode, language: t.language, backUrl: t.backUrl };
  if (t.mode === 'trial' || t.memberId === null) {
    const merchant = await system.getMerchant(ctx.db, ctx.merchantId);
    return { ...base, mode: 'trial', playerId: null, currency: merchant.currency, balance: null, siteSessionId: null };
  }
  // A real game needs the site session that launched it, still live (signed out meanwhile: refused).
  const live = t.sessionId !== null && (await sessions.liveSessionIds(ctx.db, [t.sessionId])).has(t.sessionId);
  const account = live ? await members.findById(ctx.db, t.memberId) : null;
  if (!account) throw new AppError('SW_LAUNCH_TOKEN_INVALID', 'The launch token is unknown, expired or used');
  const p = await playerOf(ctx, account.username);
  return { ...base, playerId: p.username, currency: p.currency, balance: await balanceNow(ctx, p), siteSessionId: t.sessionId };
}

export async function balance(ctx: Ctx, playerId: string) {
  const p = await playerOf(ctx, playerId);
  return { playerId: p.username, currency: p.currency, balance: await balanceNow(ctx, p) };
}

/** A bet: one statement when it applies; otherwise the reason, or the first answer of a repeat. */
export async function debit(ctx: Ctx, v: Vendor, input: SeamlessDebitRequest): Promise<SeamlessTxResult> {
  const p = await playerOf(ctx, input.playerId);
  const k = keys(v.code, input.txId);
  const base = { playerId: p.username, currency: p.currency, txId: input.txId };
  let done: { transferId: number; balance: number } | null = null;
  try {
    done = await wallet.debitOnce(ctx.database, {
      ...(await betContext(ctx, v, p, input)),
      amount: input.amount,
      key: k.bet,
    });
  } catch (err) {
    if (!isUniqueViolation(err)) throw err;
  }
  if (done) return { ...base, ...done };
  const repeat = async () => {
    const first = await wallet.findTransfer(ctx.db, ctx.merchantId, k.bet);
    if (first && (first.amount !== input.amount || first.fromAccountId !== p.walletId))
      throw new AppError('SW_DUPLICATE_MISMATCH', 'This txId was used with other terms');
    return first ? { ...base, transferId: first.id, balance: first.fromBalance ?? 0 } : null;
  };
  const first = await repeat();
  if (first) return first;
  // A guarded member (player protection): the limits checked, then the same statement.
  const params = { ...(await betContext(ctx, v, p, input)), amount: input.amount, key: k.bet };
  done = await guardedBet(
    ctx,
    p,
    input.amount,
    (database) => wallet.debitOnce(database, params, true),
    async (tx) => (await wallet.findTransfer(tx, ctx.merchantId, k.bet)) !== null,
  );
  if (done) return { ...base, ...done };
  return (await repeat()) ?? refuseBet(ctx, v, input, 'bet');
}

/**
 * A win on an open round (which settles it), or a free win with no bet. Recorded by txId in the
 * same transaction, so a repeat answers the first result.
 */
export async function credit(ctx: Ctx, v: Vendor, input: SeamlessCreditRequest): Promise<SeamlessTxResult> {
  const p = await playerOf(ctx, input.playerId);
  const k = keys(v.code, input.txId);
  const base = { playerId: p.username, currency: p.currency, txId: input.txId };
  const result = await ctx.db.transaction(async (tx) => {
    const row = await recordCall(tx, ctx, v, {
      txKey: k.credit,
      playerId: p.username,
      roundId: input.roundId,
      amount: input.amount,
    });
    if (!row) {
      // A repeat answers the first result; the same txId with other terms is refused.
      const first = await findCall(tx, ctx, v, k.credit);
      if (!first || first.roundId !== input.roundId || Number(first.amount) !== input.amount || first.playerId !== p.username)
        throw new AppError('SW_DUPLICATE_MISMATCH', 'This txId was used with other terms');
      return { repeat: true as const };
    }
    const round = await rounds.findRound(tx, ctx.merchantId, v.code, input.roundId, { lock: true });
    if (round && round.memberId !== p.memberId) throw new AppError('SW_ROUND_UNKNOWN', 'This player has no such round');
    if (!round && !input.free) throw new AppError('SW_ROUND_UNKNOWN', 'No bet was placed on this round');
    if (round && round.status === 'CANCELLED') throw new AppError('SW_TX_ROLLED_BACK', 'The round was rolled back');
    if (round && round.status !== 'OPEN') throw new AppError('SW_ROUND_CLOSED', 'The round is already settled');
    let transferId: number | null = null;
    if (input.amount > 0) {
      const res = await wallet.transfer(tx, {
        merchantId: ctx.merchantId,
        from: vendorAccount(v, p),
        to: playerWallet(p),
        amount: input.amount,
        idempotencyKey: k.win,
        type: 'WIN',
        reason: 'win',
        reference: input.roundId,
        actor: `vendor:${v.code}`,
      });
      transferId = res.transferId;
    }
    await rounds.settleOpenRound(tx, {
      merchantId: ctx.merchantId,
      memberId: p.memberId,
      vendor: v.code,
      gameCode: input.gameCode,
      ...(await titleOf(ctx, v, input.gameCode)),
      roundRef: input.roundId,
      win: input.amount,
      result: input.result,
      detail: input.detail,
    });
    return { repeat: false as const, transferId };
  });
  if (result.repeat) {
    const first = await wallet.findTransfer(ctx.db, ctx.merchantId, k.win);
    return { ...base, transferId: first?.id ?? null, balance: await balanceNow(ctx, p) };
  }
  return { ...base, transferId: result.transferId, balance: await balanceNow(ctx, p) };
}

/**
 * Cancels a debit: its stake returns and the round loses it (cancelled when nothing is left).
 * Recorded first, in its own transaction, so a debit arriving later is refused; a rollback of a
 * debit never seen answers SW_TX_UNKNOWN and stays recorded.
 */
export async function rollback(ctx: Ctx, v: Vendor, input: SeamlessRollbackRequest): Promise<SeamlessTxResult> {
  const p = await playerOf(ctx, input.playerId);
  const k = keys(v.code, input.txId);
  const base = { playerId: p.username, currency: p.currency, txId: input.txId };
  const outcome = await ctx.db.transaction(async (tx) => {
    const row = await recordCall(tx, ctx, v, { txKey: k.rollback, playerId: p.username, roundId: input.roundId, amount: 0 });
    if (!row) return { code: (await findCall(tx, ctx, v, k.rollback))?.code ?? 'OK', transferId: null };
    const bet = await wallet.findTransfer(tx, ctx.merchantId, k.bet);
    if (!bet) {
      await tx.update(seamlessTxns).set({ code: 'SW_TX_UNKNOWN' }).where(eq(seamlessTxns.id, row.id));
      return { code: 'SW_TX_UNKNOWN', transferId: null };
    }
    const round = await rounds.findRound(tx, ctx.merchantId, v.code, bet.reference ?? input.roundId, { lock: true });
    if (round && round.status !== 'OPEN') {
      await tx.update(seamlessTxns).set({ code: 'SW_ROUND_CLOSED' }).where(eq(seamlessTxns.id, row.id));
      return { code: 'SW_ROUND_CLOSED', transferId: null };
    }
    await tx.update(seamlessTxns).set({ amount: bet.amount }).where(eq(seamlessTxns.id, row.id));
    const res = await wallet.transfer(tx, {
      merchantId: ctx.merchantId,
      from: vendorAccount(v, p),
      to: playerWallet(p),
      amount: bet.amount,
      idempotencyKey: k.refund,
      type: 'BET_REFUND',
      reason: 'bet.rollback',
      reference: bet.reference,
      actor: `vendor:${v.code}`,
    });
    if (round) await rounds.removeStake(tx, round.id, bet.amount);
    return { code: 'OK', transferId: res.transferId };
  });
  if (outcome.code !== 'OK') throw new AppError(outcome.code as 'SW_TX_UNKNOWN', 'The rollback did not apply');
  return { ...base, transferId: outcome.transferId, balance: await balanceNow(ctx, p) };
}

/** Sets a vendor's signing secret (operator). */
export async function setVendorKey(db: Db, merchantId: number, vendor: string, secret: string, enabled: boolean) {
  if (!(await catalog.findVendor(db, merchantId, vendor))) throw new AppError('NOT_FOUND', `No vendor ${vendor}`);
  await db
    .insert(vendorWalletKeys)
    .values({ merchantId, vendor, secret, enabled })
    .onConflictDoUpdate({
      target: [vendorWalletKeys.merchantId, vendorWalletKeys.vendor],
      set: { secret, enabled, updatedAt: new Date() },
    });
  forgetVendorKeys(db);
  return { vendor, enabled };
}

/**
 * A vendor's signing secret, created when it has none. The in-house game server provisions the
 * vendors it hosts this way at start; third-party vendors get theirs from the operator.
 */
export async function ensureVendorKey(db: Db, merchantId: number, vendor: string): Promise<string> {
  await db
    .insert(vendorWalletKeys)
    .values({ merchantId, vendor, secret: randomBytes(32).toString('base64url'), enabled: true })
    .onConflictDoNothing();
  const [row] = await db
    .select({ secret: vendorWalletKeys.secret })
    .from(vendorWalletKeys)
    .where(and(eq(vendorWalletKeys.merchantId, merchantId), eq(vendorWalletKeys.vendor, vendor)));
  return row!.secret;
}

/** The in-process vendors' transport to this API (seamless.direct.ts). */
export { inProcessTransport } from './seamless.direct';
