import { setTimeout as sleep } from 'node:timers/promises';
import { and, eq, sql } from 'drizzle-orm';
import type { FairState } from '@jade/contract/games';
import type { FairStream } from '@jade/engines/rng';
import type { Outcome } from '@jade/engines/types';
import type { Db } from '../../db/client';
import { AppError } from '../../lib/app-error';
import { claimAndJournal } from './gameserver.claim';
import { journalLocked, nextFair } from './gameserver.journal';
import {
  recordOf,
  rollbackRound,
  setStatus,
  trialMove,
  walletCallOf,
  type Ctx,
  type Round,
  type Session,
} from './gameserver.play';
import { gsRounds } from './gameserver.tables';
import type { Title } from './gameserver.titles';
import { WalletUnavailable } from './wallet-client';

/**
 * Instant rounds (a spin, a roll: decided at once) in two commits: the nonce and the journal row
 * (DEBITING, with the outcome), then the wallet's debitCredit, which takes the stake, pays the win
 * and settles the betting record in one statement. A crash between the two leaves a DEBITING row
 * that recovery rolls back at the wallet (recorded there, so the call can never apply later), or
 * marks SETTLED when the wallet answers that the round is closed.
 *
 * The journal's SETTLED mark is not a third commit on the spin's path: the node keeps the ids of
 * rounds the wallet settled and writes them with its next journal commit (any spin's), or within
 * MARK_EVERY_MS in one UPDATE when no spin comes. A mark lost with the process is harmless:
 * recovery asks the wallet, as above.
 */
export const MARK_EVERY_MS = 200;

/** How many marks were written by the timer, in a commit of their own (the rest rode on a spin's). */
export const markStats = { timerWrites: 0 };

type Marks = { ids: number[]; timer: ReturnType<typeof setTimeout> | null };
const marksByDb = new WeakMap<Db, Marks>();

function marksOf(db: Db): Marks {
  let m = marksByDb.get(db);
  if (!m) marksByDb.set(db, (m = { ids: [], timer: null }));
  return m;
}

const markSql = (ids: number[]) =>
  sql`update gs_rounds set status = 'SETTLED', settled_at = now() where id in (${sql.join(
    ids.map((id) => sql`${id}`),
    sql`, `,
  )}) and status = 'DEBITING'`;

async function markSettled(db: Db, ids: number[]) {
  await db.execute(markSql(ids));
}

function queueMarks(db: Db, ids: number[]) {
  const m = marksOf(db);
  m.ids.push(...ids);
  if (m.timer) return;
  m.timer = setTimeout(() => {
    m.timer = null;
    if (m.ids.length) markStats.timerWrites += 1;
    void flushMarks(db);
  }, MARK_EVERY_MS);
  m.timer.unref?.();
}

/** Writes this node's waiting marks now (a seed rotation or a receipt reads the journal next). */
export async function flushMarks(db: Db) {
  const ids = marksOf(db).ids.splice(0);
  if (!ids.length) return;
  try {
    await markSettled(db, ids);
  } catch {
    // Left DEBITING: recovery finds each settled at the wallet and marks it.
  }
}

/**
 * How long a reader (a receipt, a seed rotation) waits for a round still DEBITING that is younger
 * than MARK_WAIT_AGE_MS: on another node the wallet may have settled it and that node's mark be
 * on its way (within MARK_EVERY_MS of the answer). The game server reaches the wallet by its money
 * calls only, and a rollback to ask would cancel a spin still in flight, so the reader waits for
 * the journal instead. Past the wait — the wallet call is still in flight — or for an older round
 * — its node stopped, recovery finishes it — the journal is read as it stands.
 */
export const MARK_WAIT_MS = 3 * MARK_EVERY_MS;
export const MARK_WAIT_AGE_MS = 15_000;
const MARK_POLL_MS = 25;

/** Writes this node's marks, then waits (bounded, see MARK_WAIT_MS) for the owner's — or one round's — young DEBITING rounds. */
export async function awaitMarks(db: Db, merchantId: number, owner: string, roundId?: number) {
  await flushMarks(db);
  const deadline = Date.now() + MARK_WAIT_MS;
  for (;;) {
    const [pending] = await db
      .select({ id: gsRounds.id })
      .from(gsRounds)
      .where(
        and(
          eq(gsRounds.status, 'DEBITING'),
          sql`${gsRounds.createdAt} > now() - make_interval(secs => ${MARK_WAIT_AGE_MS / 1000})`,
          eq(gsRounds.merchantId, merchantId),
          eq(gsRounds.owner, owner),
          roundId === undefined ? undefined : eq(gsRounds.id, roundId),
        ),
      )
      .limit(1);
    if (!pending || Date.now() >= deadline) return;
    await sleep(MARK_POLL_MS);
  }
}

type Played = { round: Round; balance: number; next: FairState };

/** One instant round: decided from the claimed nonce, staked and paid in one wallet call. */
export async function playInstant(
  ctx: Ctx,
  s: Session,
  title: Title,
  bet: Record<string, unknown>,
  stake: number,
  play: (rng: FairStream) => Outcome,
): Promise<Played> {
  if (s.mode === 'trial') return playTrial(ctx, s, title, bet, stake, play);
  const carried = marksOf(ctx.db).ids.splice(0);
  let opened: { r: Round; fair: FairState };
  try {
    opened = await claimAndJournal(ctx, s, title, bet, stake, play, carried.length ? markSql(carried) : null);
  } catch (err) {
    if (carried.length) queueMarks(ctx.db, carried);
    throw err;
  }
  const { r, fair } = opened;
  const next = nextFair(fair);
  try {
    const res = await ctx.wallet.debitCredit(r.vendor, {
      ...walletCallOf(r, 'bet'),
      amount: stake,
      winAmount: Number(r.win),
      ...recordOf(r, fair),
    });
    queueMarks(ctx.db, [r.id]);
    return { round: { ...r, status: 'SETTLED', settledAt: new Date() }, balance: res.balance, next };
  } catch (err) {
    if (err instanceof WalletUnavailable) {
      // The rollback is recorded at the wallet, so the call cannot apply later; if it already
      // had (only its answer was lost), the wallet says the round is closed and it stands.
      const after = await rollbackRound(ctx, r).catch(() => null);
      const now = after?.status === 'SETTLED' ? await ctx.wallet.balance(r.vendor, s.playerId!).catch(() => null) : null;
      if (after && now) return { round: after, balance: now.balance, next };
      throw new AppError('GS_WALLET_UNAVAILABLE', 'The wallet did not answer; the stake was not taken');
    }
    await setStatus(ctx.db, r.id, 'REFUSED');
    throw err;
  }
}

/** A free trial's instant round: nonce, play money and journal in one transaction (one commit). */
async function playTrial(
  ctx: Ctx,
  s: Session,
  title: Title,
  bet: Record<string, unknown>,
  stake: number,
  play: (rng: FairStream) => Outcome,
): Promise<Played> {
  return ctx.db.transaction(async (tx) => {
    const { r, fair } = await journalLocked(tx, ctx, s, title, { bet, stake, status: 'SETTLED' }, (rng) => ({
      outcome: play(rng),
      state: null,
    }));
    const balance = await trialMove(tx, s.id, stake, Number(r.win));
    // Refused: the transaction rolls back, nonce and journal row included (the outcome was never shown).
    if (balance === null) throw new AppError('WALLET_INSUFFICIENT_BALANCE', 'Not enough play money');
    return { round: r, balance, next: nextFair(fair) };
  });
}
