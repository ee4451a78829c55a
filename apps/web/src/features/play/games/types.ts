import type { GameInfo, PlayedRound, PlayResult } from '@jade/contract/games';

export type GameViewProps = {
  game: GameInfo;
  currency: string;
  mode: 'real' | 'trial';
  balance: number;
  /** Sends a bet; the shell updates balance and fairness, shows errors (then rejects) and returns the round. */
  play: (bet: unknown) => Promise<PlayedRound>;
  /** Mines moves (reveal a tile or cash out) and resuming an open round. */
  mines: {
    reveal: (roundId: number, tile: number) => Promise<PlayedRound>;
    cashout: (roundId: number) => Promise<PlayedRound>;
    open: () => Promise<PlayResult | null>;
  };
  /** Formats minor units for display in the session currency. */
  money: (minor: number) => string;
};
