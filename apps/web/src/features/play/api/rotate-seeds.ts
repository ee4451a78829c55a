import { RotateResult } from '@jade/contract/games';
import { gsApi } from './gs-client';

/** Retires the seed pair (revealing its server seed) and starts a new one (POST /gs/v1/seeds/rotate). */
export const rotateSeeds = (session: string, clientSeed?: string) =>
  gsApi('/gs/v1/seeds/rotate', RotateResult, session, { method: 'POST', body: clientSeed ? { clientSeed } : {} });
