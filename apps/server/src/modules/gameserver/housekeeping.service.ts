import { and, asc, eq, sql, type SQL } from 'drizzle-orm';
import * as mines from '@jade/engines/mines';
import type { Db } from '../../db/client';
import { LOCKS, tryXactLock } from '../../db/locks';
import { toInt } from '../../db/normalize';
import * as catalog from '../catalog/catalog.service';
import * as members from '../members/members.service';
import * as messages from '../messages/messages.service';
import { closedRoundNotice } from './gameserver.notices';
import { payRound, roundRef, rollbackRound, type Ctx, type Round } from './gameserver.play';
import { gsRounds, gsSessions } from './gameserver.tables';
import { titleOf } from './gameserver.titles';
import { rowsOf } from '../../db/rows';

/**
 * The game server's housekeeping, run by the scheduler with the operator's settings: rounds left
 * waiting for the player are closed for them, and sessions and free-trial rounds past their life
 * are purged. Each run takes a transaction-scoped advisory lock, so one node at a time does it.
 */
export const LOCK_OPEN_ROUNDS = LOCKS.node.openRounds;
export const LOCK_GS_PURGE = LOCKS.node.gsPurge;
const CLOSE_BATCH = 100;
const PURGE_BATCH = 1_000;
const PURGE_MAX_BATCHES = 50;

type Closed = { round: Round; pay: 'credit' | 'rollback' | null };

/**
 * Closes one open round, locked, in the caller's transaction, the way the player's cash-out
 * would: with a safe tile revealed it is cashed out at its current value (the mines engine's
 * `cashout`, the move journaled as the player's would be); with nothing revealed there is nothing
 * to cash out and no loss either (the engine loses only on a mine), so the round is cancelled and
 * the stake returned. A free trial settles in play money right here; a real round is left
 * CREDITING (its win to pay) or DEBITING (its stake to return) for the wallet calls after commit,
 * which the recovery job repeats if they fail. The member is told in the same transaction.
 */
async function closeOne(tx: Db, ctx: Ctx, r: Round, currency: string, minutes: number): Promise<Closed> {
  const state = r.state as unknown as mines.MinesState;
  const outcome = r.engine === 'mines' ? mines.cashout(state) : null;
  const trial = r.mode === 'trial';
  const closedBy = { closedBy: 'timeout', idleMinutes: minutes };
  let round: Round;
  if (outcome) {
    [round] = (await tx
      .update(gsRounds)
      .set({
        state: { ...state, over: true, win: outcome.win } as unknown as Record<string, unknown>,
        actions: [...r.actions, 'cashout'],
        status: trial ? 'SETTLED' : 'CREDITING',
        win: outcome.win,
        result: outcome.result,
        detail: { ...r.detail, ...outcome.detail, ...closedBy },
        ...(trial ? { settledAt: new Date() } : {}),
      })
      .where(eq(gsRounds.id, r.id))
      .returning()) as [Round];
  } else {
    [round] = (await tx
      .update(gsRounds)
      .set({
        state: { ...state, over: true } as unknown as Record<string, unknown>,
        status: trial ? 'ROLLED_BACK' : 'DEBITING',
        result: 'Cancelled: no tile revealed',
        detail: {
          ...r.detail,
          mines: state.mines,
          minePositions: state.minePositions,
          revealed: [],
          multiplierBp: 0,
          ...closedBy,
        },
      })
      .where(eq(gsRounds.id, r.id))
      .returning()) as [Round];
  }
  if (trial) {
    const back = outcome ? outcome.win : toInt(r.stake);
    await tx
      .update(gsSessions)
      .set({ trialBalance: sql`${gsSessions.trialBalance} + ${back}` })
      .where(eq(gsSessions.id, r.sessionId));
    return { round, pay: null };
  }
  await notify(
    tx,
    ctx,
    r,
    currency,
    minutes,
    outcome ? { kind: 'cashout', win: outcome.win } : { kind: 'cancelled', stake: toInt(r.stake) },
  );
  return { round, pay: outcome ? 'credit' : 'rollback' };
}

/** The member's notice in their inbox (a savepoint: an account that reads no messages closes its round all the same). */
async function notify(
  tx: Db,
  ctx: Ctx,
  r: Round,
  currency: string,
  minutes: number,
  outcome: Parameters<typeof closedRoundNotice>[0]['outcome'],
) {
  const account = r.playerId ? await members.findByUsername(tx, ctx.merchantId, r.playerId) : null;
  if (!account) return;
  const game = await catalog.findGameByCode(tx, ctx.merchantId, r.gameCode);
  const en = game?.names.en ?? r.gameCode;
  const text = closedRoundNotice({
    ref: roundRef(r.id),
    gameName: { en, ne: game?.names.ne ?? en },
    currency,
    minutes,
    outcome,
  });
  await tx
    .transaction((sp) =>
      messages.deliver(
        sp,
        ctx.merchantId,
        { audience: 'member', target: account.username, sender: 'system', ...text },
        { kind: 'one', accountId: account.id },
      ),
    )
    .catch(() => undefined);
}

/**
 * Closes the rounds that have waited for a move longer than `minutes` (since the round began or
 * the session's last move, whichever is later). A round the player is moving on right now is
 * locked by that move and skipped; one the player reaches after this refuses the move as closed.
 */
export async function closeIdleRounds(ctx: Ctx, minutes: number, now = new Date()) {
  const cutoff = new Date(now.getTime() - minutes * 60_000);
  const claimed = await ctx.db.transaction(async (tx) => {
    if (!(await tryXactLock(tx, LOCK_OPEN_ROUNDS))) return null;
    const rows = await tx
      .select({ r: gsRounds, currency: gsSessions.currency })
      .from(gsRounds)
      .leftJoin(gsSessions, eq(gsSessions.id, gsRounds.sessionId))
      .where(
        and(
          eq(gsRounds.merchantId, ctx.merchantId),
          eq(gsRounds.status, 'OPEN'),
          sql`greatest(${gsRounds.createdAt}, coalesce(${gsSessions.seenAt}, ${gsRounds.createdAt})) < ${cutoff}`,
        ),
      )
      .orderBy(asc(gsRounds.id))
      .limit(CLOSE_BATCH)
      .for('update', { of: gsRounds, skipLocked: true });
    const closed: Closed[] = [];
    for (const { r, currency } of rows) closed.push(await closeOne(tx, ctx, r, currency ?? '', minutes));
    return closed;
  });
  if (!claimed) return { closed: 0, skipped: true };
  for (const c of claimed) {
    try {
      if (c.pay === 'credit')
        await payRound(ctx, c.round, await titleOf(ctx.db, ctx.merchantId, c.round.gameCode).catch(() => null));
      else if (c.pay === 'rollback') await rollbackRound(ctx, c.round);
    } catch {
      // The wallet did not answer: the round stays CREDITING / DEBITING and the recovery job finishes it.
    }
  }
  return { closed: claimed.length, skipped: false };
}

/** One purge batch under the lock; null when another node holds it. */
async function purgeBatch(db: Db, table: string, past: SQL): Promise<number | null> {
  const t = sql.raw(table);
  return db.transaction(async (tx) => {
    if (!(await tryXactLock(tx, LOCK_GS_PURGE))) return null;
    const [row] = await rowsOf<{ n: number }>(
      tx,
      sql`with d as (
      delete from ${t} a
       where a.ctid = any(array(select a.ctid from ${t} a where ${past} limit ${PURGE_BATCH}))
         and ${past}
       returning 1)
      select count(*)::int as n from d`,
    );
    return Number(row?.n ?? 0);
  });
}

const UNSETTLED_SQL = sql.raw(`('DEBITING', 'OPEN', 'CREDITING')`);

/**
 * Purges, in batches, game sessions expired more than `gameSessionsDays` ago (never one with a
 * round still unsettled: a round in play, a stake or a win in flight), settled free-trial rounds
 * older than `trialRoundsDays` (play money, no receipt), and the seeds of trial owners left with
 * neither a session nor a round. Real-money rounds and their seeds stay: their receipts need them.
 */
export async function purgeGameServer(db: Db, lives: { gameSessionsDays: number; trialRoundsDays: number }, now = new Date()) {
  const sessionsCut = new Date(now.getTime() - lives.gameSessionsDays * 86_400_000);
  const roundsCut = new Date(now.getTime() - lives.trialRoundsDays * 86_400_000);
  const steps: [string, string, SQL][] = [
    [
      'sessions',
      'gs_sessions',
      sql`a.expires_at < ${sessionsCut} and not exists (select 1 from gs_rounds r where r.session_id = a.id and r.status in ${UNSETTLED_SQL})`,
    ],
    ['trialRounds', 'gs_rounds', sql`a.mode = 'trial' and a.status not in ${UNSETTLED_SQL} and a.created_at < ${roundsCut}`],
    [
      'trialSeeds',
      'gs_seeds',
      sql`a.owner like 'trial:%' and a.created_at < ${sessionsCut}
        and not exists (select 1 from gs_sessions s where s.owner = a.owner)
        and not exists (select 1 from gs_rounds r where r.seed_id = a.id)`,
    ],
  ];
  const deleted: Record<string, number> = {};
  for (const [name, table, past] of steps) {
    deleted[name] = 0;
    for (let i = 0; i < PURGE_MAX_BATCHES; i++) {
      const n = await purgeBatch(db, table, past);
      if (n === null) return { deleted, skipped: true };
      deleted[name] += n;
      if (n < PURGE_BATCH) break;
    }
  }
  return { deleted, skipped: false };
}
