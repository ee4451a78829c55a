import type { FairState } from '@jade/contract/games';
import { FairStream } from '@jade/engines/rng';
import type { Outcome } from '@jade/engines/types';
import type { Ctx, Round, Session } from './gameserver.play';
import { nodeHmac } from './gameserver.seeds';
import type { gsRounds } from './gameserver.tables';
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
