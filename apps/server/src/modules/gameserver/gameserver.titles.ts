import { ENGINES, type EngineName, type GameInfo } from '@jade/contract/games';
import { declaredRtpBp } from '@jade/engines/index';
import { stakeLevels } from '@jade/engines/slot';
import type { Db } from '../../db/client';
import { AppError } from '../../lib/app-error';
import * as catalog from '../catalog/catalog.service';

/** A catalog title as the game server runs it: engine, parameters, limits and the stakes offered. */
export type Title = {
  game: catalog.IndexedGame;
  engine: EngineName;
  params: Record<string, unknown>;
  minBet: number;
  maxBet: number;
  stakeLevels: number[];
  rtpBp: number;
};

const FRIENDLY = [1, 2, 5];

/** Stakes from min to max in 1-2-5 steps (the bet selector of non-slot games). */
function levelsBetween(min: number, max: number) {
  const out = [min];
  for (let p = 1; p <= max * 10; p *= 10)
    for (const f of FRIENDLY) {
      const v = f * p;
      if (v > min && v <= max) out.push(v);
    }
  if (out[out.length - 1] !== max) out.push(max);
  return out;
}

export const isEngine = (e: string): e is EngineName => (ENGINES as readonly string[]).includes(e);

/** The title by code, if the in-house game server runs it. */
export async function titleOf(db: Db, merchantId: number, gameCode: string): Promise<Title> {
  const game = await catalog.findGameByCode(db, merchantId, gameCode);
  if (!game || game.isGame !== 'GAME' || !isEngine(game.engine)) throw new AppError('GAME_NOT_FOUND', 'No such game');
  return titleFrom(game as catalog.IndexedGame & { engine: EngineName });
}

export function titleFrom(game: catalog.IndexedGame & { engine: EngineName }): Title {
  const engine = game.engine;
  const params: Record<string, unknown> = { ...game.engineParams };
  if (engine === 'slot') Object.assign(params, { lines: game.lines, jackpot: game.jackpot, maxBet: game.maxBet });
  const levels =
    engine === 'slot' ? stakeLevels(params as never, game.minBet, game.maxBet) : levelsBetween(game.minBet, game.maxBet);
  return {
    game,
    engine,
    params,
    minBet: levels[0]!,
    maxBet: game.maxBet,
    stakeLevels: levels,
    rtpBp: declaredRtpBp(engine, params),
  };
}

export function presentTitle(t: Title, lang: string): GameInfo {
  return {
    code: t.game.gameCode,
    vendor: t.game.vendor,
    name: t.game.names[lang] ?? t.game.names.en ?? t.game.gameCode,
    engine: t.engine,
    params: t.params,
    rtpBp: t.rtpBp,
    minBet: t.minBet,
    maxBet: t.maxBet,
    stakeLevels: t.stakeLevels,
    jackpot: t.game.jackpot,
  };
}
