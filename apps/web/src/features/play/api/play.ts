import { PlayResult } from '@jade/contract/games';
import { gsApi } from './gs-client';

/** Plays one round (POST /gs/v1/play); mines opens its round here. */
export const playRound = (session: string, bet: unknown) =>
  gsApi('/gs/v1/play', PlayResult, session, { method: 'POST', body: { bet } });
