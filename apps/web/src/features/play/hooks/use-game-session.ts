import { useQuery } from '@tanstack/react-query';
import type { GameSession } from '@jade/contract/games';
import { ApiError } from '@/lib/api-client';
import { openSession } from '../api/open-session';
import { loadSession, saveSession } from './session-store';

/** One exchange per launch token, even when React mounts twice. */
const exchanges = new Map<string, Promise<GameSession>>();

async function resolveSession(gameCode: string, launchToken: string | null): Promise<GameSession> {
  if (launchToken) {
    let p = exchanges.get(launchToken);
    if (!p) exchanges.set(launchToken, (p = openSession(launchToken, gameCode)));
    try {
      const s = await p;
      saveSession(s);
      return s;
    } catch (err) {
      // A reload before the token left the address bar: the stored session still plays.
      const stored = loadSession(gameCode);
      if (stored && err instanceof ApiError && err.code === 'SW_LAUNCH_TOKEN_INVALID') return stored;
      throw err;
    }
  }
  const stored = loadSession(gameCode);
  if (!stored) throw new ApiError('SW_LAUNCH_TOKEN_INVALID', 401, 'No launch token');
  return stored;
}

/**
 * The page's game session: the launch token (`t`) exchanged once, else the one stored for this
 * title in this tab. The key leaves out the token, so removing it from the address does not refetch.
 */
export function useGameSession(gameCode: string, launchToken: string | null) {
  return useQuery({
    queryKey: ['gs', 'session', gameCode],
    queryFn: () => resolveSession(gameCode, launchToken),
    enabled: gameCode !== '',
    staleTime: Infinity,
    gcTime: Infinity,
    retry: false,
  });
}
