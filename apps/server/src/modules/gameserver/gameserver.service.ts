import { and, asc, eq, inArray, lt } from 'drizzle-orm';
import type { FairnessReceipt, FairState, PlayResult } from '@jade/contract/games';
import { ENGINES_BY_NAME } from '@jade/engines/index';
import * as mines from '@jade/engines/mines';
import type { Db } from '../../db/client';
import { toInt } from '../../db/normalize';
import { AppError } from '../../lib/app-error';
import * as catalog from '../catalog/catalog.service';
import * as seamless from '../seamless/seamless.service';
import { JACKPOT_SEED } from './gameserver.jackpot';
import {
  openRound,
  parseBet,
  payRound,
  presentRound,
  rollbackRound,
  type Ctx,
  type Round,
  type Session,
} from './gameserver.play';
import { awaitMarks, playInstant } from './gameserver.instant';
import { fairState, rotate, seedById } from './gameserver.seeds';
import { gsJackpots, gsRounds } from './gameserver.tables';
import { isEngine, titleOf, type Title } from './gameserver.titles';

export { pools as jackpotPools } from './gameserver.jackpot';
export { openSession, sessionOf, SESSION_TTL_MS, TRIAL_BALANCE } from './gameserver.sessions';
export type { Ctx } from './gameserver.play';
/** The signed client of the seamless-wallet API, for every in-process vendor (the lottery too). */
export {
  injectTransport,
  vendorWallet,
  walletClient,
  WalletUnavailable,
  type WalletClient,
  type WalletTransport,
} from './wallet-client';

/** The adapter name of vendors whose titles the in-house game server runs. */
export const ADAPTER = 'inhouse';
/**
 * Registers the in-house adapter: a launch URL is the launch host + `/seamless` with the title
 * and the one-time launch token. Also gives each vendor it hosts a wallet key and each jackpot
 * title its pool.
 */
export async function provision(
  db: Db,
  merchantId: number,
  vendorCodes: string[],
  jackpotTitles: { gameCode: string; pool: number | null }[],
) {
  catalog.registerLaunchAdapter(ADAPTER, ({ game, host, launchToken, language }) => {
    const q = new URLSearchParams({ game: game.gameCode, t: launchToken, lang: language });
    return `${host}/seamless?${q.toString()}`;
  });
  for (const v of vendorCodes) await seamless.ensureVendorKey(db, merchantId, v);
  if (jackpotTitles.length)
    await db
      .insert(gsJackpots)
      .values(jackpotTitles.map((t) => ({ merchantId, gameCode: t.gameCode, pool: t.pool ?? JACKPOT_SEED, seed: JACKPOT_SEED })))
      .onConflictDoNothing();
}

export async function balanceOf(ctx: Ctx, s: Session) {
  if (s.mode === 'trial') return { balance: toInt(s.trialBalance ?? 0), currency: s.currency };
  const b = await ctx.wallet.balance(s.vendor, s.playerId!);
  return { balance: b.balance, currency: b.currency };
}

/** One round of a single-step game (everything but mines): decided, staked and paid (gameserver.instant). */
export async function play(ctx: Ctx, s: Session, raw: unknown): Promise<PlayResult> {
  const title = await titleOf(ctx.db, ctx.merchantId, s.gameCode);
  if (title.engine === 'mines') return startMines(ctx, s, title, raw);
  const engine = ENGINES_BY_NAME[title.engine as keyof typeof ENGINES_BY_NAME]!;
  const { bet, stake } = parseBet(title, raw);
  // A jackpot title's win depends on its pool when paid: it keeps the separate debit and credit.
  if (!(title.game.jackpot && s.mode === 'real')) {
    const done = await playInstant(ctx, s, title, bet, stake, (rng) => engine.play(title.params, bet, rng));
    return presentRound(ctx, done.round, done.balance, done.next);
  }
  const opened = await openRound(ctx, s, title, bet, stake, (rng) => ({
    outcome: engine.play(title.params, bet, rng),
    state: null,
  }));
  const paid = await payRound(ctx, opened.round, title);
  return presentRound(ctx, paid.round, paid.balance, opened.next);
}

async function openMinesRound(db: Db, s: Session) {
  const [r] = await db
    .select()
    .from(gsRounds)
    .where(and(eq(gsRounds.sessionId, s.id), eq(gsRounds.status, 'OPEN')))
    .limit(1);
  return r ?? null;
}

async function startMines(ctx: Ctx, s: Session, title: Title, raw: unknown) {
  if (await openMinesRound(ctx.db, s)) throw new AppError('GS_ROUND_OPEN', 'A round is in progress');
  const { bet, stake } = parseBet(title, raw);
  const opened = await openRound(ctx, s, title, bet, stake, (rng) => ({
    outcome: null,
    state: mines.deal(title.params, bet as mines.MinesBet, rng) as unknown as Record<string, unknown>,
  }));
  return presentMines(ctx, opened.round, opened.balance, opened.next);
}

/** A mines round as the page sees it: the mine positions stay hidden until it is over. */
async function presentMines(ctx: Ctx, r: Round, balance: number, next?: FairState) {
  const state = r.state as unknown as mines.MinesState;
  const shown = { ...r, detail: { ...r.detail, ...publicMines(state) } };
  return presentRound(ctx, shown, balance, next);
}

const publicMines = (s: mines.MinesState) => ({
  ...mines.minesView(s),
  over: s.over,
  ...(s.over ? { minePositions: s.minePositions } : {}),
});

/** A move on the open mines round (locked, so two clicks cannot both apply). */
export async function minesMove(ctx: Ctx, s: Session, roundId: number, move: { tile: number } | 'cashout'): Promise<PlayResult> {
  const title = await titleOf(ctx.db, ctx.merchantId, s.gameCode);
  const decided = await ctx.db.transaction(async (tx) => {
    const [r] = await tx
      .select()
      .from(gsRounds)
      .where(and(eq(gsRounds.id, roundId), eq(gsRounds.sessionId, s.id)))
      .for('update');
    if (!r || r.status !== 'OPEN') throw new AppError('GS_ROUND_CLOSED', 'This round is over');
    const state = r.state as unknown as mines.MinesState;
    let next: mines.MinesState;
    let outcome: ReturnType<typeof mines.outcomeOf>;
    if (move === 'cashout') {
      outcome = mines.cashout(state);
      if (!outcome)
        throw new AppError('GS_BET_INVALID', 'Reveal a tile first', [{ path: 'roundId', message: 'nothing revealed' }]);
      next = { ...state, over: true, win: outcome.win };
    } else {
      const why = mines.checkReveal(state, move.tile);
      if (why) throw new AppError('GS_BET_INVALID', why, [{ path: 'tile', message: why }]);
      next = mines.reveal(state, move.tile);
      outcome = mines.outcomeOf(next);
    }
    const [row] = await tx
      .update(gsRounds)
      .set({
        state: next as unknown as Record<string, unknown>,
        actions: [...r.actions, move === 'cashout' ? 'cashout' : move.tile],
        ...(outcome
          ? { status: 'CREDITING' as const, win: outcome.win, result: outcome.result, detail: { ...r.detail, ...outcome.detail } }
          : {}),
      })
      .where(eq(gsRounds.id, r.id))
      .returning();
    return row!;
  });
  if (decided.status === 'OPEN') return presentMines(ctx, decided, (await balanceOf(ctx, s)).balance);
  const paid = await payRound(ctx, decided, title);
  return presentMines(ctx, paid.round, paid.balance);
}

/** The session's open mines round, to resume after a reload. */
export async function openRoundOf(ctx: Ctx, s: Session): Promise<PlayResult | null> {
  const r = await openMinesRound(ctx.db, s);
  return r ? presentMines(ctx, r, (await balanceOf(ctx, s)).balance) : null;
}

/**
 * Finishes what a lost answer or a crash left: a round still DEBITING after a while is rolled
 * back (the wallet records it, so a late debit is refused), a CREDITING one is paid. Both calls
 * are idempotent at the wallet, so running this on every node, any number of times, is safe.
 */
export async function recoverRounds(ctx: Ctx, olderThanMs = 15_000) {
  const stuck = await ctx.db
    .select()
    .from(gsRounds)
    .where(
      and(
        inArray(gsRounds.status, ['DEBITING', 'CREDITING']),
        eq(gsRounds.merchantId, ctx.merchantId),
        lt(gsRounds.createdAt, new Date(Date.now() - olderThanMs)),
      ),
    )
    .orderBy(asc(gsRounds.id))
    .limit(200);
  let done = 0;
  for (const r of stuck) {
    try {
      if (r.status === 'DEBITING' && r.mode === 'real') await rollbackRound(ctx, r);
      else if (r.status === 'DEBITING') await ctx.db.update(gsRounds).set({ status: 'REFUSED' }).where(eq(gsRounds.id, r.id));
      else
        await payRound(ctx, r, isEngine(r.engine) ? await titleOf(ctx.db, ctx.merchantId, r.gameCode).catch(() => null) : null);
      done += 1;
    } catch {
      // Still unreachable: the next run tries again.
    }
  }
  return done;
}

/**
 * Rotates the owner's seed pair (gameserver.seeds), once the owner's settled rounds are marked so
 * (this node's at once, another node's waited for a moment: awaitMarks).
 */
export async function rotateSeeds(db: Db, merchantId: number, owner: string, clientSeed?: string) {
  await awaitMarks(db, merchantId, owner);
  return rotate(db, merchantId, owner, clientSeed);
}

/** The fairness receipt of a member's round (by its betting-record reference). */
export async function receipt(db: Db, merchantId: number, playerId: string, ref: string): Promise<FairnessReceipt> {
  const id = /^GS(\d{1,15})$/.exec(ref)?.[1];
  const read = async () =>
    id
      ? (
          await db
            .select()
            .from(gsRounds)
            .where(and(eq(gsRounds.id, Number(id)), eq(gsRounds.merchantId, merchantId), eq(gsRounds.playerId, playerId)))
        )[0]
      : undefined;
  let r = await read();
  // Just played (on this node or another), its SETTLED mark may be a moment behind the wallet.
  if (r?.status === 'DEBITING') {
    await awaitMarks(db, merchantId, r.owner, r.id);
    r = await read();
  }
  const seed = r ? await seedById(db, r.seedId, r.status) : null;
  if (!r || !seed || r.status === 'DEBITING' || r.status === 'REFUSED') throw new AppError('NOT_FOUND', 'No such round');
  // An unsettled round's seed stays secret (seedById), whether or not its pair was rotated.
  const game = await catalog.findGameByCode(db, merchantId, r.gameCode);
  const { fair: _fair, ...detail } = r.detail;
  return {
    roundRef: ref,
    gameCode: r.gameCode,
    gameName: game?.names.en ?? r.gameCode,
    engine: r.engine as FairnessReceipt['engine'],
    params: r.params,
    bet: r.bet,
    actions: r.actions,
    stake: toInt(r.stake),
    win: toInt(r.win) + toInt(r.jackpotWin),
    result: r.result,
    detail: r.status === 'OPEN' ? {} : detail,
    serverSeedHash: seed.serverSeedHash,
    serverSeed: seed.serverSeed,
    clientSeed: seed.clientSeed,
    nonce: r.nonce,
    createdAt: new Date(r.createdAt).toISOString(),
  };
}

export const fairStateOf = (ctx: Ctx, s: Session) => fairState(ctx.db, ctx.merchantId, s.owner);
