import { PlayResult } from '@jade/contract/games';
import { gsApi } from './gs-client';

/** The session's open mines round to resume, or null (GET /gs/v1/mines/open). */
export const minesOpen = (session: string) => gsApi('/gs/v1/mines/open', PlayResult.nullable(), session);
