import { BalanceResult } from '@jade/contract/games';
import { gsApi } from './gs-client';

/** The balance the game plays with (GET /gs/v1/balance): the wallet's, or the trial's play money. */
export const getGameBalance = (session: string) => gsApi('/gs/v1/balance', BalanceResult, session);
