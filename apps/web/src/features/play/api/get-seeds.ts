import { FairState } from '@jade/contract/games';
import { gsApi } from './gs-client';

/** The active seed pair: the server seed's hash, the client seed and the next nonce (GET /gs/v1/seeds). */
export const getSeeds = (session: string) => gsApi('/gs/v1/seeds', FairState, session);
