import { and, eq, gte, sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { toInt } from '../../db/normalize';

import * as wallet from '../wallet/wallet.service';
import { gameRounds } from './rounds.tables';

export type RoundInput = {
  merchantId: number;
  memberId: number;
  currency: string;
  vendor: string;
  category: string;
  gameCode: string;
  gameName: string;
  roundRef: string;
  stake: number;
  win: number;
  result: string;
  detail?: Record<string, unknown>;
  at?: Date;
};

/** A round as both writers insert it settled: `at` backdates it (loads), else it settles now. */
function settledRow(r: Omit<RoundInput, 'currency'>) {
  return {
    merchantId: r.merchantId,
    memberId: r.memberId,
    vendor: r.vendor,
    category: r.category,
    gameCode: r.gameCode,
    gameName: r.gameName,
    roundRef: r.roundRef,
    stake: r.stake,
    win: r.win,
    status: 'SETTLED' as const,
    result: r.result,
    detail: r.detail ?? {},
    ...(r.at ? { createdAt: r.at, settledAt: r.at } : { settledAt: new Date() }),
  };
}

/**
 * A settled round in one transaction: the stake leaves the wallet for the vendor's account, the
 * win (if any) comes back, the round is recorded and counts toward bonus turnover. Keys are the
 * vendor's round reference, so a repeat settles nothing twice.
 */
export async function settleRound(tx: Db, r: RoundInput) {
  const member = await wallet.walletOf(tx, r.merchantId, r.memberId, r.currency);
  const vendor = await wallet.systemAccount(tx, r.merchantId, `vendor:${r.vendor}`, r.currency);
  const [row] = await tx.insert(gameRounds).values(settledRow(r)).onConflictDoNothing().returning();
  if (!row) return null;
  const base = { merchantId: r.merchantId, actor: `vendor:${r.vendor}`, reference: r.roundRef };
  if (r.stake > 0)
    await wallet.transfer(tx, {
      ...base,
      from: member,
      to: vendor,
      amount: r.stake,
      idempotencyKey: `bet:${r.vendor}:${r.roundRef}`,
      type: 'BET',
      reason: 'bet',
    });
  if (r.win > 0)
    await wallet.transfer(tx, {
      ...base,
      from: vendor,
      to: member,
      amount: r.win,
      idempotencyKey: `win:${r.vendor}:${r.roundRef}`,
      type: 'WIN',
      reason: 'win',
    });
  await wallet.addTurnover(tx, r.memberId, r.stake, r.category);
  return row;
}

export { listRounds, profitReport } from './rounds.records';

export async function findRound(db: Db, merchantId: number, vendor: string, roundRef: string, opts: { lock?: boolean } = {}) {
  const q = db
    .select()
    .from(gameRounds)
    .where(and(eq(gameRounds.merchantId, merchantId), eq(gameRounds.vendor, vendor), eq(gameRounds.roundRef, roundRef)));
  const [row] = opts.lock ? await q.for('update') : await q;
  return row ?? null;
}

/**
 * Settles a round with its win (the ledger credit is the caller's): an open round closes, a win
 * without a bet (free spins) is recorded as a settled round with no stake. Its stake counts toward
 * the member's bonus turnover.
 */
export async function settleOpenRound(
  tx: Db,
  r: {
    merchantId: number;
    memberId: number;
    vendor: string;
    category: string;
    gameCode: string;
    gameName: string;
    roundRef: string;
    win: number;
    result: string;
    detail: Record<string, unknown>;
  },
) {
  const [row] = await tx
    .insert(gameRounds)
    .values(settledRow({ ...r, stake: 0 }))
    .onConflictDoUpdate({
      target: [gameRounds.merchantId, gameRounds.vendor, gameRounds.roundRef],
      set: {
        win: sql`${gameRounds.win} + ${r.win}`,
        status: 'SETTLED',
        result: r.result,
        detail: r.detail,
        settledAt: new Date(),
      },
    })
    .returning();
  await wallet.addTurnover(tx, r.memberId, toInt(row!.stake), r.category);
  return row!;
}

/** A settled round's corrected win (seamless `resettle`): the win, what is still owed, the version applied. */
export async function resettleRound(
  tx: Db,
  roundId: number,
  r: { win: number; owed: number; version: number; result?: string; detail?: Record<string, unknown> | undefined },
) {
  await tx
    .update(gameRounds)
    .set({
      win: r.win,
      owed: r.owed,
      resettledVersion: r.version,
      ...(r.result ? { result: r.result } : {}),
      ...(r.detail ? { detail: r.detail } : {}),
    })
    .where(eq(gameRounds.id, roundId));
}

/** Takes a rolled-back stake off its round; a round left with nothing is cancelled. */
export async function removeStake(tx: Db, roundId: number, amount: number) {
  await tx
    .update(gameRounds)
    .set({
      stake: sql`greatest(${gameRounds.stake} - ${amount}, 0)`,
      status: sql`case when ${gameRounds.stake} - ${amount} <= 0 and ${gameRounds.win} = 0 then 'CANCELLED' else ${gameRounds.status} end`,
    })
    .where(eq(gameRounds.id, roundId));
}

/**
 * The member's most recently played game codes, the biggest wins of the last 30 days and the most
 * played titles of the last 7: from the small lists the figures' drain keeps (modules/figures).
 */
export { recentGameCodes, bigWins, mostPlayed } from '../figures/figures.service';

/** The member's rounds settled since `since` (a session's start): how many, their stakes and wins. */
export async function playSince(db: Db, memberId: number, since: Date) {
  const [row] = await db
    .select({
      rounds: sql<number>`count(*)::int`,
      stakes: sql<string>`coalesce(sum(${gameRounds.stake}), 0)`,
      wins: sql<string>`coalesce(sum(${gameRounds.win}), 0)`,
    })
    .from(gameRounds)
    .where(and(eq(gameRounds.memberId, memberId), eq(gameRounds.status, 'SETTLED'), gte(gameRounds.settledAt, since)));
  return { rounds: row?.rounds ?? 0, stakes: toInt(row?.stakes ?? 0), wins: toInt(row?.wins ?? 0) };
}
