import { and, eq, sql } from 'drizzle-orm';
import { BET_SCHEMAS, type FairState, type PlayResult } from '@jade/contract/games';
import { ENGINES_BY_NAME } from '@jade/engines/index';
import type { FairStream } from '@jade/engines/rng';
import type { Outcome } from '@jade/engines/types';
import type { Db } from '../../db/client';
import { toInt } from '../../db/normalize';
import { AppError } from '../../lib/app-error';
import { settleJackpot } from './gameserver.jackpot';
import { journalLocked, nextFair, recordDetail } from './gameserver.journal';
import { fairState } from './gameserver.seeds';
import { gsRounds, gsSessions } from './gameserver.tables';
import type { Title } from './gameserver.titles';
import { WalletUnavailable, type WalletClient } from './wallet-client';

export type Session = typeof gsSessions.$inferSelect;
export type Round = typeof gsRounds.$inferSelect;
export type Ctx = { db: Db; merchantId: number; wallet: WalletClient };

export const roundRef = (id: number) => `GS${id}`;
export const txIds = (id: number) => ({ bet: `${roundRef(id)}-bet`, win: `${roundRef(id)}-win` });

/** What a round's wallet call names: the player, the txId of its bet or its win, the round and title. */
export const walletCallOf = (r: Round, tx: 'bet' | 'win') => ({
  playerId: r.playerId!,
  txId: txIds(r.id)[tx],
  roundId: roundRef(r.id),
  gameCode: r.gameCode,
});

/** What the betting record keeps of a round that settles (its result, bounded, and its detail). */
export const recordOf = (r: Round, fair: FairState) => ({ result: r.result.slice(0, 200), detail: recordDetail(r, fair) });

/** Validates a bet against the engine's schema, the title's limits and the engine's own rules. */
export function parseBet(title: Title, raw: unknown) {
  const parsed = BET_SCHEMAS[title.engine].safeParse(raw);
  if (!parsed.success) {
    const issues = parsed.error.issues.map((i) => ({ path: `bet.${i.path.join('.')}`, message: i.message }));
    throw new AppError('GS_BET_INVALID', `Invalid bet: ${issues[0]!.path}: ${issues[0]!.message}`, issues);
  }
  const bet = parsed.data as Record<string, unknown>;
  const parts = partsOf(bet);
  const stake = parts.reduce((s, x) => s + x, 0);
  if (stake <= 0) throw new AppError('GS_BET_INVALID', 'Place a stake', [{ path: 'bet', message: 'no stake' }]);
  if (parts.some((x) => x > 0 && x < title.minBet) || stake > title.maxBet)
    throw new AppError('GS_BET_LIMIT', `Stakes must be between ${title.minBet} and ${title.maxBet} in total`, [
      { path: 'bet', message: `min ${title.minBet}, max ${title.maxBet}` },
    ]);
  const engine = ENGINES_BY_NAME[title.engine as keyof typeof ENGINES_BY_NAME];
  const why = engine?.check?.(title.params, bet);
  if (why) throw new AppError('GS_BET_INVALID', why, [{ path: 'bet', message: why }]);
  return { bet, stake };
}

/** The stake parts of a bet: one stake, or a table's spots / chips. */
function partsOf(bet: Record<string, unknown>): number[] {
  if (typeof bet.stake === 'number') return [bet.stake];
  if (Array.isArray(bet.chips)) return (bet.chips as { amount: number }[]).map((c) => c.amount);
  return Object.values(bet).filter((v): v is number => typeof v === 'number');
}

export async function presentRound(ctx: Ctx, r: Round, balance: number, next?: FairState): Promise<PlayResult> {
  return {
    round: {
      roundId: r.id,
      roundRef: roundRef(r.id),
      stake: toInt(r.stake),
      win: toInt(r.win) + toInt(r.jackpotWin),
      status: r.status === 'OPEN' ? 'OPEN' : 'SETTLED',
      result: r.result,
      detail: { ...r.detail, ...(r.jackpotWin > 0 ? { jackpotWin: toInt(r.jackpotWin) } : {}) },
      fair: (r.detail.fair as FairState | undefined) ?? { seedId: r.seedId, serverSeedHash: '', clientSeed: '', nonce: r.nonce },
    },
    balance,
    fair: next ?? (await fairState(ctx.db, ctx.merchantId, r.owner)),
  };
}

/** Moves a trial session's play money; null when it does not cover the stake. */
export async function trialMove(db: Db, sessionId: number, minus: number, plus: number) {
  const [row] = await db
    .update(gsSessions)
    .set({ trialBalance: sql`${gsSessions.trialBalance} - ${minus} + ${plus}` })
    .where(and(eq(gsSessions.id, sessionId), sql`${gsSessions.trialBalance} >= ${minus}`))
    .returning({ balance: gsSessions.trialBalance });
  return row ? toInt(row.balance ?? 0) : null;
}

/**
 * Starts a round: the nonce is claimed and the outcome decided, the round is journaled, then the
 * stake is taken — from the wallet through the seamless API (a real session) or from the
 * session's play money (a trial, which never touches the wallet).
 */
export async function openRound(
  ctx: Ctx,
  session: Session,
  title: Title,
  bet: Record<string, unknown>,
  stake: number,
  decide: (rng: FairStream) => { outcome: Outcome | null; state: Record<string, unknown> | null },
) {
  const { r, fair } = await ctx.db.transaction((tx) =>
    journalLocked(tx, ctx, session, title, { bet, stake, status: 'DEBITING' }, decide),
  );
  const next = nextFair(fair);
  if (session.mode === 'trial') {
    const balance = await trialMove(ctx.db, session.id, stake, 0);
    if (balance === null) {
      await setStatus(ctx.db, r.id, 'REFUSED');
      throw new AppError('WALLET_INSUFFICIENT_BALANCE', 'Not enough play money');
    }
    return { round: await setStatus(ctx.db, r.id, r.state ? 'OPEN' : 'CREDITING'), balance, next };
  }
  try {
    const res = await ctx.wallet.debit(r.vendor, { ...walletCallOf(r, 'bet'), amount: stake });
    // A multi-step round waits for moves (OPEN); a decided one goes straight on to its credit: if
    // this process stops before it, the journal still says DEBITING and recovery returns the stake.
    return { round: r.state ? await setStatus(ctx.db, r.id, 'OPEN') : r, balance: res.balance, next };
  } catch (err) {
    if (err instanceof WalletUnavailable) {
      await rollbackRound(ctx, r).catch(() => undefined);
      throw new AppError('GS_WALLET_UNAVAILABLE', 'The wallet did not answer; the stake was not taken');
    }
    await setStatus(ctx.db, r.id, 'REFUSED');
    throw err;
  }
}

export async function setStatus(db: Db, id: number, status: Round['status'], extra: Partial<typeof gsRounds.$inferInsert> = {}) {
  const [row] = await db
    .update(gsRounds)
    .set({ status, ...extra, ...(status === 'SETTLED' ? { settledAt: new Date() } : {}) })
    .where(eq(gsRounds.id, id))
    .returning();
  return row!;
}

/** Cancels a round's debit at the wallet (recorded there even if the debit never arrived). */
export async function rollbackRound(ctx: Ctx, r: Round) {
  await ctx.db
    .update(gsRounds)
    .set({ attempts: sql`${gsRounds.attempts} + 1` })
    .where(eq(gsRounds.id, r.id));
  try {
    await ctx.wallet.rollback(r.vendor, { playerId: r.playerId!, txId: txIds(r.id).bet, roundId: roundRef(r.id) });
  } catch (err) {
    // The round was already paid (the process stopped after its credit): it is settled.
    if (err instanceof AppError && err.code === 'SW_ROUND_CLOSED') return setStatus(ctx.db, r.id, 'SETTLED');
    // The debit never arrived: the rollback is recorded, so it can never arrive later either.
    if (!(err instanceof AppError && err.code === 'SW_TX_UNKNOWN')) throw err;
  }
  return setStatus(ctx.db, r.id, 'ROLLED_BACK');
}

/**
 * Pays a decided round (CREDITING): the jackpot share is settled once (the win is written to the
 * journal before the wallet is called), then the win is credited — a zero credit still settles
 * the round in the betting record. A lost answer leaves the round CREDITING for the recovery job.
 */
export async function payRound(ctx: Ctx, r: Round, title: Title | null): Promise<{ round: Round; balance: number }> {
  let round = r;
  if (title?.game.jackpot && round.mode === 'real' && round.attempts === 0) {
    // Claimed by the attempts counter in the same transaction, so a retry never feeds or takes a pool twice.
    round = await ctx.db.transaction(async (tx) => {
      const [claimed] = await tx
        .update(gsRounds)
        .set({ attempts: 1 })
        .where(and(eq(gsRounds.id, r.id), eq(gsRounds.attempts, 0)))
        .returning();
      if (!claimed) return r;
      const hit = claimed.detail.jackpot === true;
      const won = await settleJackpot(tx, ctx.merchantId, r.gameCode, title.game.jackpotPool, toInt(r.stake), hit);
      return setStatus(tx, r.id, 'CREDITING', { jackpotWin: won });
    });
  }
  const amount = toInt(round.win) + toInt(round.jackpotWin);
  if (round.mode === 'trial') {
    // Claimed by its status in the transaction that pays it: two nodes' recovery runs pay a trial once.
    return ctx.db.transaction(async (tx) => {
      const [settled] = await tx
        .update(gsRounds)
        .set({ status: 'SETTLED', settledAt: new Date() })
        .where(and(eq(gsRounds.id, round.id), eq(gsRounds.status, 'CREDITING')))
        .returning();
      const balance = await trialMove(tx, round.sessionId, 0, settled ? amount : 0);
      const [now] = settled ? [settled] : await tx.select().from(gsRounds).where(eq(gsRounds.id, round.id));
      return { round: now ?? round, balance: balance ?? 0 };
    });
  }
  try {
    const res = await ctx.wallet.credit(round.vendor, {
      ...walletCallOf(round, 'win'),
      amount,
      ...recordOf(round, round.detail.fair as FairState),
    });
    return { round: await setStatus(ctx.db, round.id, 'SETTLED'), balance: res.balance };
  } catch (err) {
    if (err instanceof WalletUnavailable) {
      // Decided and staked: the recovery job pays it (the credit is idempotent by its txId).
      if (round.status !== 'CREDITING') await setStatus(ctx.db, round.id, 'CREDITING');
      throw new AppError('GS_WIN_PENDING', 'The win will be paid when the wallet answers');
    }
    throw err;
  }
}
