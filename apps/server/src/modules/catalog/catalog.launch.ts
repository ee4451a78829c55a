import type { FastifyRequest } from 'fastify';
import type { z } from 'zod';
import type { LaunchRequest } from '@jade/contract/catalog';
import type { Db } from '../../db/client';
import { AppError } from '../../lib/app-error';
import * as auth from '../auth/auth.service';
import { catalogIndex, type IndexedGame } from './catalog.games';

/**
 * A vendor's launch side: builds the URL of a game for a member (real money) or for anyone (free
 * trial). Adapters register here by vendor code; the in-house game server is the first one
 * (issue 6). A vendor without an adapter cannot be launched yet.
 */
export type LaunchAdapter = (input: {
  game: IndexedGame;
  mode: 'real' | 'trial';
  memberId: number | null;
  device: 'desktop' | 'mobile';
  language: string;
  backUrl: string;
}) => Promise<{ url: string; openIn: 'window' | 'frame' }>;

const adapters = new Map<string, LaunchAdapter>();

export function registerLaunchAdapter(vendor: string, adapter: LaunchAdapter) {
  adapters.set(vendor, adapter);
}

/**
 * The launch rules of spec §4 and §8: guests must sign in for real play, trial accounts may only
 * play free trials, a vendor in maintenance answers GAME_MAINTENANCE, a free trial needs a title
 * that offers one.
 */
export async function launch(db: Db, merchantId: number, req: FastifyRequest, input: z.infer<typeof LaunchRequest>) {
  const game = (await catalogIndex(db, merchantId)).byId.get(Number(input.nodeId));
  if (!game) throw new AppError('GAME_NOT_FOUND', 'No such game');
  let memberId: number | null = null;
  if (input.mode === 'real') {
    memberId = (await auth.requireRealMember(db, req)).account.id;
  } else if (!game.freeTrial) {
    throw new AppError('VALIDATION_FAILED', 'This game has no free trial', [{ path: 'mode', message: 'no free trial' }]);
  }
  if (game.maintenance) throw new AppError('GAME_MAINTENANCE', `${game.vendorName} is under maintenance`);
  const adapter = adapters.get(game.vendor);
  if (!adapter) throw new AppError('GAME_UNAVAILABLE', `${game.vendorName} games cannot be launched yet`);
  return adapter({
    game,
    mode: input.mode,
    memberId,
    device: input.device,
    language: input.language ?? 'en',
    backUrl: input.backUrl ?? '/',
  });
}
