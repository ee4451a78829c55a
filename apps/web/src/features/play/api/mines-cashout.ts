import { PlayResult } from '@jade/contract/games';
import { gsApi } from './gs-client';

/** Cashes out the open mines round (POST /gs/v1/mines/cashout). */
export const minesCashout = (session: string, roundId: number) =>
  gsApi('/gs/v1/mines/cashout', PlayResult, session, { method: 'POST', body: { roundId } });
