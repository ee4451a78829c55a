import { createContext, useContext } from 'react';
import type { GameItem } from '@jade/contract/catalog';

/** The launch outcomes that need a dialog; one host (GamesProvider) shows them for the whole app. */
export type LaunchDialog =
  | { kind: 'vendor'; game: GameItem }
  | { kind: 'maintenance'; game: GameItem }
  | { kind: 'unavailable'; game: GameItem }
  | { kind: 'blocked' }
  | { kind: 'error'; message: string };

/**
 * What the games feature needs from the app around it: the visit's image host and the app-wide
 * login and trial prompts (app/ owns those modals; features do not import app/).
 */
export type GamesContextValue = {
  imageHost: string;
  currencySymbol: string;
  /** A trial account (spec §4): real-money launches get the upgrade prompt without a call. */
  isTrial: boolean;
  needLogin: () => void;
  trialBlocked: () => void;
  showDialog: (dialog: LaunchDialog | null) => void;
};

export const GamesContext = createContext<GamesContextValue | null>(null);

export function useGamesContext(): GamesContextValue {
  const value = useContext(GamesContext);
  if (!value) throw new Error('games components need a GamesProvider');
  return value;
}
