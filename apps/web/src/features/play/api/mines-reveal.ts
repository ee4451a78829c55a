import { PlayResult } from '@jade/contract/games';
import { gsApi } from './gs-client';

/** Reveals a tile of the open mines round (POST /gs/v1/mines/reveal). */
export const minesReveal = (session: string, roundId: number, tile: number) =>
  gsApi('/gs/v1/mines/reveal', PlayResult, session, { method: 'POST', body: { roundId, tile } });
