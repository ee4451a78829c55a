import { GameSession } from '@jade/contract/games';
import { session } from '@/lib/storage';

/**
 * The game session of each title in this tab (sessionStorage), so a reload keeps playing after
 * the one-time launch token is used up.
 */
const key = (gameCode: string) => `jade.gs.${gameCode}`;

export function loadSession(gameCode: string): GameSession | null {
  const raw = session.get(key(gameCode));
  if (!raw) return null;
  try {
    const parsed = GameSession.safeParse(JSON.parse(raw));
    return parsed.success ? parsed.data : null;
  } catch {
    return null;
  }
}

export function saveSession(s: GameSession) {
  session.set(key(s.game.code), JSON.stringify(s));
}

export function forgetSession(gameCode: string) {
  try {
    sessionStorage.removeItem(key(gameCode));
  } catch {
    /* storage unavailable */
  }
}
