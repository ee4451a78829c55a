import { and, eq, sql } from 'drizzle-orm';
import type { SportsBet, SportsPlaceBet } from '@jade/contract/sportsbook';
import type { Db } from '../../db/client';
import { toInt } from '../../db/normalize';
import { AppError } from '../../lib/app-error';
import { checkBet, dropPendingBet, insertBet, totalOdds } from './sportsbook.bet-write';
import { betView, viewOf } from './sportsbook.my-bets';
import { sellingSettings } from './sportsbook.settings';
import { sportsBetLegs, sportsBets } from './sportsbook.tables';
import { betTx, lobbyCode, WalletUnavailable, type SportsCtx } from './sportsbook.wallet';

/**
 * Placing a bet, as the lottery places a slip: checked, written PENDING with its liabilities in
 * one statement, its stake taken by one seamless debit (txId and round `SPB-<id>`), then OPEN. A
 * live bet waits the book's delay and is checked again before it is written. The same client key
 * again (a retry, a second tab at once) answers the first bet and takes nothing more; with other
 * terms it is SPORTS_BET_KEY_REUSED. A refusal of the wallet removes the bet (nothing stays).
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

/** Checks and writes a new bet (a live one after the delay); null when this key has a bet already. */
async function writeBet(ctx: SportsCtx, member: Member, input: SportsPlaceBet, now: () => Date) {
  const limits = await sellingSettings(ctx.db, ctx.merchantId);
  let checked = await checkBet(ctx.db, ctx.merchantId, input, limits, now());
  if (checked.live && limits.liveDelayMs > 0) {
    await (ctx.sleep ?? sleep)(limits.liveDelayMs);
    checked = await checkBet(ctx.db, ctx.merchantId, input, limits, now());
  }
  const w = { merchantId: ctx.merchantId, member, input, checked, maxLiability: limits.maxLiability };
  const res = await insertBet(ctx.db, { ...w, now: now() });
  if (!res.written) {
    // Something moved between the check and the write: the check now names it.
    await checkBet(ctx.db, ctx.merchantId, input, limits, now());
    throw new AppError('SPORTS_ODDS_CHANGED', 'The book moved; try again');
  }
  return res.id === null ? null : { id: res.id, createdAt: res.createdAt, checked, marginBp: limits.cashOutMarginBp };
}

/** A bet just placed as its member sees it, from what its write checked (no read back): OPEN, its legs at the odds taken. */
function placedView(input: SportsPlaceBet, placed: NonNullable<Awaited<ReturnType<typeof writeBet>>>) {
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

/** Marks a bet OPEN once its stake is taken (the debit's commit is durable; this one does not wait for the disk). */
async function markOpen(db: Db, betId: number) {
  await db.execute(sql`
    update sports_bets set status = 'OPEN'
     where id = ${betId}::bigint and status = 'PENDING' and set_config('synchronous_commit', 'off', true) = 'off'`);
}

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
    await markOpen(ctx.db, bet.id);
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
  let placed: Awaited<ReturnType<typeof writeBet>> = null;
  try {
    placed = await writeBet(ctx, member, input, now);
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
