import { GameSession } from '@jade/contract/games';
import { gsApi } from './gs-client';

/** Exchanges the one-time launch token for a game session (POST /gs/v1/session). */
export const openSession = (launchToken: string, gameCode: string) =>
  gsApi('/gs/v1/session', GameSession, null, { method: 'POST', body: { launchToken, gameCode } });
