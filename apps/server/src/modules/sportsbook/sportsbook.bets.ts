import { and, eq } from 'drizzle-orm';
import type { SportsBet, SportsPlaceBet, SportsSettings } from '@jade/contract/sportsbook';
import { potentialReturn } from '@jade/engines/sportsbook/index';
import type { Db } from '../../db/client';
import { openMarks } from '../../db/mark-batcher';
import { toInt } from '../../db/normalize';
import { AppError } from '../../lib/app-error';
import { checkBet, judge, legsOf } from './sportsbook.bet-check';
import { dropPendingBet, totalOdds, writeBet } from './sportsbook.bet-write';
import { betView, viewOf } from './sportsbook.my-bets';
import { sellingSettings } from './sportsbook.settings';
import { sportsBetLegs, sportsBets } from './sportsbook.tables';
import { betTx, lobbyCode, WalletUnavailable, type SportsCtx } from './sportsbook.wallet';

/**
 * Placing a bet, as the lottery places a slip: written PENDING with its liabilities in one
 * statement that checks it under its locks, its stake taken by one seamless debit (txId and round
 * `SPB-<id>`), then OPEN. A live bet waits the book's delay and is judged again before it is
 * written. The same client key again (a retry, a second tab at once) answers the first bet and
 * takes nothing more; with other terms it is SPORTS_BET_KEY_REUSED. A refusal of the wallet
 * removes the bet (nothing stays).
 */

type Member = { id: number; username: string };
type Bet = typeof sportsBets.$inferSelect;

const sleep = (ms: number) => new Promise<void>((r) => setTimeout(r, ms));

async function betByKey(db: Db, merchantId: number, memberId: number, clientKey: string): Promise<Bet | null> {
  const [b] = await db
    .select()
    .from(sportsBets)
    .where(and(eq(sportsBets.merchantId, merchantId), eq(sportsBets.memberId, memberId), eq(sportsBets.clientKey, clientKey)));
  return b ?? null;
}

/** Whether a stored bet has the terms of this input (stake and selections; the odds may have moved as its policy let them). */
async function sameTerms(db: Db, bet: Bet, input: SportsPlaceBet) {
  const legs = await db.select().from(sportsBetLegs).where(eq(sportsBetLegs.betId, bet.id)).orderBy(sportsBetLegs.legNo);
  return (
    bet.stake === input.stake &&
    JSON.stringify(legs.map((l) => l.selectionId)) === JSON.stringify(input.legs.map((l) => l.selectionId))
  );
}

/** Tries of the write before a book that keeps moving is answered SPORTS_ODDS_CHANGED. */
const WRITE_TRIES = 4;

/**
 * Whether a stake and its potential return at `odds` are within the book's limits (else the full
 * check names the refusal). The stake first: the return is computed only for a stake the book takes.
 */
const withinLimits = (stake: number, odds: number[], l: SportsSettings) =>
  stake >= l.minStake && stake <= l.maxStake && potentialReturn(stake, odds, l.maxPayout + 1) <= l.maxPayout;

/**
 * Writes a new bet: tried at once at the odds the member was shown (one statement, no read before
 * it). What it did not write is judged on the rows it locked: a refusal is thrown; odds the
 * member's policy accepts are tried again; a live leg waits the book's delay first (and so is
 * judged again after it). Null when this key has a bet already.
 */
async function placeNew(ctx: SportsCtx, member: Member, input: SportsPlaceBet, now: () => Date) {
  const limits = await sellingSettings(ctx.db, ctx.merchantId);
  let odds = input.legs.map((l) => l.odds);
  if (!withinLimits(input.stake, odds, limits))
    odds = (await checkBet(ctx.db, ctx.merchantId, input, limits, now())).legs.map((l) => l.odds);
  let liveOk = limits.liveDelayMs <= 0;
  for (let i = 0; i < WRITE_TRIES; i++) {
    const payout = potentialReturn(input.stake, odds, limits.maxPayout + 1);
    const w = { merchantId: ctx.merchantId, member, input, odds, payout, maxLiability: limits.maxLiability, liveOk };
    const res = await writeBet(ctx.prepared, { ...w, now: now() });
    if (res.state === 'exists') return null;
    if (res.state === 'written') {
      // The statement checked it all under its locks: the legs as written.
      const legs = legsOf(input, res.rows);
      const live = legs.some((l) => l.eventState === 'LIVE');
      const checked = { legs, payout, vendor: legs[0]!.vendor, live };
      return { id: res.id, createdAt: res.createdAt, checked, marginBp: limits.cashOutMarginBp };
    }
    const checked = judge(input, res.rows, limits, now());
    if (res.maintenance) throw new AppError('VENDOR_MAINTENANCE', 'This book is under maintenance');
    if (checked.live && !liveOk) {
      await (ctx.sleep ?? sleep)(limits.liveDelayMs);
      liveOk = true;
    }
    odds = checked.legs.map((l) => l.odds);
  }
  throw new AppError('SPORTS_ODDS_CHANGED', 'The book moved; try again');
}

/** A bet just placed as its member sees it, from what its write checked (no read back): OPEN, its legs at the odds taken. */
function placedView(input: SportsPlaceBet, placed: NonNullable<Awaited<ReturnType<typeof placeNew>>>) {
  const { legs, payout, vendor } = placed.checked;
  return viewOf(
    {
      id: placed.id,
      vendor: vendor as SportsBet['vendor'],
      status: 'OPEN',
      stake: input.stake,
      totalOdds: totalOdds(legs.map((l) => l.odds)),
      maxPayout: payout,
      return: null,
      createdAt: placed.createdAt.toISOString(),
      settledAt: null,
      cashedStake: 0,
      cashedOut: 0,
    },
    legs.map((l) => ({
      eventId: l.eventId,
      marketId: l.marketId,
      selectionId: l.id,
      home: l.home,
      away: l.away,
      kind: l.kind,
      line: l.line,
      period: l.period,
      code: l.code,
      odds: l.odds,
      grade: null,
      current: l.odds,
      marketState: l.marketState,
      eventState: l.eventState,
    })),
    placed.marginBp,
  );
}

/**
 * Marks a bet OPEN once its stake is taken, with the marks of the bets that finish together in one
 * statement (`markBatcher`); the debit's commit is durable, this one does not wait for the disk (a
 * crash that loses it leaves the bet PENDING, and the job rolls its debit back).
 */
const markOpen = openMarks('sports_bets');

/**
 * Takes a bet's stake by one debit. A refusal removes the bet and is passed on; a wallet that does
 * not answer gets a rollback of the debit (so a late one is refused) and the bet is removed — or,
 * if even that is not answered, stays PENDING for the job, which rolls it back.
 */
async function takeStake(ctx: SportsCtx, bet: { id: number; vendor: string; playerId: string; stake: number }) {
  const tx = betTx(bet.id);
  try {
    const res = await ctx.wallet.debit(bet.vendor, {
      playerId: bet.playerId,
      txId: tx.debit,
      roundId: tx.round,
      gameCode: lobbyCode(bet.vendor),
      amount: bet.stake,
    });
    await markOpen(ctx.prepared, bet.id);
    return res.balance;
  } catch (err) {
    if (err instanceof WalletUnavailable) {
      const undone = await ctx.wallet
        .rollback(bet.vendor, { playerId: bet.playerId, txId: tx.debit, roundId: tx.round })
        .then(() => true)
        .catch((e: unknown) => e instanceof AppError && e.code === 'SW_TX_UNKNOWN');
      if (undone) await dropPendingBet(ctx.db, bet.id);
      throw new AppError('GS_WALLET_UNAVAILABLE', 'The wallet did not answer; the stake was not taken');
    }
    if (err instanceof AppError && err.code !== 'SW_TX_ROLLED_BACK') await dropPendingBet(ctx.db, bet.id);
    throw err;
  }
}

export async function placeBet(ctx: SportsCtx, member: Member, input: SportsPlaceBet, now = () => new Date()) {
  const byKey = () => betByKey(ctx.db, ctx.merchantId, member.id, input.clientKey);
  // A new key is the usual case: written at once (the insert finds a bet of this key, if any, by its conflict).
  let bet: Bet | null = null;
  let placed: Awaited<ReturnType<typeof placeNew>> = null;
  try {
    placed = await placeNew(ctx, member, input, now);
  } catch (err) {
    // A bet with this key, written before or by a second tab meanwhile, is the answer whatever the book did since.
    bet = await byKey();
    if (!bet) throw err;
  }
  if (placed) {
    const balance = await takeStake(ctx, {
      id: placed.id,
      vendor: placed.checked.vendor,
      playerId: member.username,
      stake: input.stake,
    });
    return { bet: placedView(input, placed), balance };
  }
  bet ??= await byKey();
  if (!bet) throw new AppError('SPORTS_BET_KEY_REUSED', 'This bet was refused; send it with a new key');
  if (!(await sameTerms(ctx.db, bet, input))) throw new AppError('SPORTS_BET_KEY_REUSED', 'This key was used for another bet');
  // A bet placed before is answered as it is; one still PENDING gets its debit again (applied once by its txId).
  const balance =
    bet.status !== 'PENDING'
      ? (await ctx.wallet.balance(bet.vendor, member.username)).balance
      : await takeStake(ctx, { id: bet.id, vendor: bet.vendor, playerId: member.username, stake: input.stake });
  return { bet: await betView(ctx.db, toInt(bet.id)), balance };
}
