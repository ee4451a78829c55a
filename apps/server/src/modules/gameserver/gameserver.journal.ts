import type { FairState } from '@jade/contract/games';
import { nodeHmac } from '@jade/engines/node-hmac';
import { FairStream } from '@jade/engines/rng';
import type { Outcome } from '@jade/engines/types';
import type { Db } from '../../db/client';
import type { Ctx, Round, Session } from './gameserver.play';
import { claimNonce } from './gameserver.seeds';
import { gsRounds } from './gameserver.tables';
import type { Title } from './gameserver.titles';

/** The random stream of a claimed nonce. */
export const streamOf = (seed: { serverSeed: string; clientSeed: string; nonce: number }) =>
  new FairStream(nodeHmac, seed.serverSeed, seed.clientSeed, seed.nonce);

export const fairOfSeed = (s: { id: number; serverSeedHash: string; clientSeed: string; nonce: number }): FairState => ({
  seedId: s.id,
  serverSeedHash: s.serverSeedHash,
  clientSeed: s.clientSeed,
  nonce: s.nonce,
});

/** The fair state of the owner's next round, once this one has taken its nonce. */
export const nextFair = (fair: FairState): FairState => ({ ...fair, nonce: fair.nonce + 1 });

/** What the betting record keeps of a round (the full detail stays in the journal). */
export const recordDetail = (r: Round, fair: FairState) => ({
  engine: r.engine,
  gsRound: r.id,
  serverSeedHash: fair.serverSeedHash,
  clientSeed: fair.clientSeed,
  nonce: fair.nonce,
  ...(r.jackpotWin > 0 ? { jackpot: r.jackpotWin } : {}),
});

/** A round's journal row: the title, the bet, the claimed nonce and the outcome decided from it. */
export function journalRow(
  ctx: Ctx,
  session: Session,
  title: Title,
  j: {
    bet: Record<string, unknown>;
    stake: number;
    seed: { id: number; nonce: number };
    fair: FairState;
    outcome: Outcome | null;
    state: Record<string, unknown> | null;
    status: Round['status'];
  },
): typeof gsRounds.$inferInsert {
  return {
    merchantId: ctx.merchantId,
    sessionId: session.id,
    owner: session.owner,
    mode: session.mode,
    playerId: session.playerId,
    vendor: title.game.vendor,
    gameCode: title.game.gameCode,
    engine: title.engine,
    params: title.params,
    seedId: j.seed.id,
    nonce: j.seed.nonce,
    bet: j.bet,
    state: j.state,
    stake: j.stake,
    win: j.outcome?.win ?? 0,
    status: j.status,
    result: j.outcome?.result ?? '',
    detail: { ...(j.outcome?.detail ?? {}), fair: j.fair },
    ...(j.status === 'SETTLED' ? { settledAt: new Date() } : {}),
  };
}

/**
 * In the caller's transaction: the owner's next nonce claimed under its seed pair's row lock, the
 * outcome decided from it and the round journaled with it, so that the nonce and its round commit
 * together (a nonce is never used by two rounds nor lost). Answers the seed pair as claimed too.
 */
export async function journalLocked(
  tx: Db,
  ctx: Ctx,
  session: Session,
  title: Title,
  j: { bet: Record<string, unknown>; stake: number; status: Round['status'] },
  decide: (rng: FairStream) => { outcome: Outcome | null; state: Record<string, unknown> | null },
): Promise<{ r: Round; fair: FairState; seed: Awaited<ReturnType<typeof claimNonce>> }> {
  const seed = await claimNonce(tx, ctx.merchantId, session.owner);
  const fair = fairOfSeed(seed);
  const [r] = await tx
    .insert(gsRounds)
    .values(journalRow(ctx, session, title, { ...j, seed, fair, ...decide(streamOf(seed)) }))
    .returning();
  return { r: r!, fair, seed };
}
