import type { FastifyInstance } from 'fastify';
import * as rounds from '../modules/rounds/rounds.service';
import * as catalog from '../modules/catalog/catalog.service';

/** Launches a title as the site does and returns the launch URL's parts. */
export async function launchUrl(
  app: FastifyInstance,
  gameCode: string,
  opts: { headers?: Record<string, string>; mode?: 'real' | 'trial' } = {},
) {
  const game = await catalog.findGameByCode(app.db, app.merchantId, gameCode);
  if (!game) throw new Error(`no title ${gameCode}`);
  const res = await app.inject({
    method: 'POST',
    url: '/wps/game/launchGame',
    headers: opts.headers ?? {},
    payload: { nodeId: String(game.id), mode: opts.mode ?? 'real', language: 'en', backUrl: '/rng' },
  });
  if (res.statusCode !== 200) throw new Error(res.body);
  const { url, openIn } = res.json().value as { url: string; openIn: string };
  const u = new URL(url, 'http://site.test');
  return { url, openIn, path: u.pathname, game: u.searchParams.get('game')!, token: u.searchParams.get('t')! };
}

/** A game page's session: launched, then opened with the launch token. */
export async function gameSession(
  app: FastifyInstance,
  gameCode: string,
  opts: { headers?: Record<string, string>; mode?: 'real' | 'trial' } = {},
) {
  const l = await launchUrl(app, gameCode, opts);
  const res = await app.inject({ method: 'POST', url: '/gs/v1/session', payload: { launchToken: l.token, gameCode } });
  if (res.statusCode !== 200) throw new Error(res.body);
  const value = res.json().value;
  return { ...value, auth: { authorization: `Bearer ${value.session}` } } as {
    session: string;
    mode: string;
    balance: number;
    game: { minBet: number; maxBet: number; stakeLevels: number[]; params: Record<string, unknown>; rtpBp: number };
    fair: { seedId: number; serverSeedHash: string; clientSeed: string; nonce: number };
    auth: { authorization: string };
  };
}

export const playRound = (app: FastifyInstance, auth: Record<string, string>, bet: unknown) =>
  app.inject({ method: 'POST', url: '/gs/v1/play', headers: auth, payload: { bet } });

/** A settled LOTUS slot round of a member (the rounds module's own call), for reports and settlements. */
export const settledRound = (app: FastifyInstance, memberId: number, roundRef: string, stake: number, win = 0) =>
  app.db.transaction((tx) =>
    rounds.settleRound(tx, {
      merchantId: app.merchantId,
      memberId,
      currency: 'NPR',
      vendor: 'LOTUS',
      category: 'RNG',
      gameCode: 'LOTUS-0001',
      gameName: 'Lotus Fortune',
      roundRef,
      stake,
      win,
      result: win ? 'win' : 'lose',
    }),
  );
