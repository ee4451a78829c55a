import { createHash, randomBytes, randomInt } from 'node:crypto';
import { and, eq, gt, isNull, lt } from 'drizzle-orm';
import type { z } from 'zod';
import type { LaunchRequest } from '@jade/contract/catalog';
import type { Db } from '../../db/client';
import { AppError } from '../../lib/app-error';
import * as system from '../system/system.service';
import { catalogIndex, type IndexedGame } from './catalog.games';
import { titleOfSwitchedOffVendor } from './catalog.menus';
import { launchTokens } from './catalog.tables';

/** How long a launch URL can be opened. */
export const LAUNCH_TOKEN_TTL_MS = 2 * 60_000;

/**
 * A vendor's launch side: builds the URL of a game from the launch host (picked at random from the
 * merchant's launchGameCDNs) and a one-time launch token bound to the member, the site session that
 * launched it (the game ends with it), title and mode.
 * Adapters register by name; a vendor's `adapter` column picks one, so a third-party vendor is
 * configuration plus an adapter. The in-house game server registers 'inhouse'.
 */
export type LaunchAdapter = (input: {
  game: IndexedGame;
  mode: 'real' | 'trial';
  host: string;
  launchToken: string;
  device: 'desktop' | 'mobile';
  language: string;
  /** The same-site path the game returns to. */
  backUrl: string;
}) => string;

const adapters = new Map<string, LaunchAdapter>();

export function registerLaunchAdapter(name: string, adapter: LaunchAdapter) {
  adapters.set(name, adapter);
}

const hashToken = (token: string) => createHash('sha256').update(token).digest('hex');

/** Only same-site paths may be a game's return URL. */
const safeBackUrl = (url: string | undefined) => (url && /^\/(?!\/)[^\s\\]*$/.test(url) ? url : '/');

/**
 * The launch rules of spec §4 and §8: guests must sign in for real play, trial accounts may only
 * play free trials, a vendor in maintenance answers GAME_MAINTENANCE, a title of a vendor switched
 * off as a whole GAME_UNAVAILABLE, a free trial needs a title that offers one. `realMember` is
 * the route's guard for real play (`req.authenticate`), asked only for a title that exists and in
 * real mode.
 */
export async function launch(
  db: Db,
  merchantId: number,
  input: z.infer<typeof LaunchRequest>,
  realMember: () => Promise<{ account: { id: number }; session: { id: number } }>,
) {
  const game = (await catalogIndex(db, merchantId)).byId.get(Number(input.nodeId));
  if (!game) {
    if (await titleOfSwitchedOffVendor(db, merchantId, Number(input.nodeId)))
      throw new AppError('GAME_UNAVAILABLE', 'This game is not available');
    throw new AppError('GAME_NOT_FOUND', 'No such game');
  }
  let memberId: number | null = null;
  let sessionId: number | null = null;
  if (input.mode === 'real') {
    const { account, session } = await realMember();
    memberId = account.id;
    sessionId = session.id;
  } else if (!game.freeTrial) {
    throw new AppError('VALIDATION_FAILED', 'This game has no free trial', [{ path: 'mode', message: 'no free trial' }]);
  }
  if (game.maintenance) throw new AppError('GAME_MAINTENANCE', `${game.vendorName} is under maintenance`);
  const adapter = adapters.get(game.adapter);
  if (!adapter) throw new AppError('GAME_UNAVAILABLE', `${game.vendorName} games cannot be launched yet`);
  const language = input.language ?? 'en';
  const launchToken = randomBytes(24).toString('base64url');
  const backUrl = safeBackUrl(input.backUrl);
  await db.insert(launchTokens).values({
    tokenHash: hashToken(launchToken),
    merchantId,
    memberId,
    sessionId,
    vendor: game.vendor,
    gameCode: game.gameCode,
    mode: input.mode,
    language,
    backUrl,
    expiresAt: new Date(Date.now() + LAUNCH_TOKEN_TTL_MS),
  });
  const hosts = (await system.getMerchant(db, merchantId)).launchGameCdns;
  const host = (hosts.length ? hosts[randomInt(hosts.length)]! : '/').replace(/\/+$/, '');
  const url = adapter({ game, mode: input.mode, host, launchToken, device: input.device, language, backUrl });
  return { url, openIn: game.openIn };
}

/**
 * Uses up a launch token for the vendor and title it was issued for; null when it is unknown,
 * expired, already used or for another vendor or title (the caller cannot tell which).
 */
export async function consumeLaunchToken(db: Db, merchantId: number, vendor: string, gameCode: string, token: string) {
  const [row] = await db
    .update(launchTokens)
    .set({ usedAt: new Date() })
    .where(
      and(
        eq(launchTokens.tokenHash, hashToken(token)),
        eq(launchTokens.merchantId, merchantId),
        eq(launchTokens.vendor, vendor),
        eq(launchTokens.gameCode, gameCode),
        isNull(launchTokens.usedAt),
        gt(launchTokens.expiresAt, new Date()),
      ),
    )
    .returning();
  return row ?? null;
}

/** Forgets launch tokens that expired more than a day ago (a scheduled job). */
export async function purgeLaunchTokens(db: Db) {
  await db.delete(launchTokens).where(lt(launchTokens.expiresAt, new Date(Date.now() - 86_400_000)));
}
