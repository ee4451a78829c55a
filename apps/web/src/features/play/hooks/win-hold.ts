import { createContext, useContext, useEffect } from 'react';

/**
 * Lets a view show a round's money in two steps: the shell takes the stake off the shown balance
 * when the round answers and holds the win back until the view releases it (after its reels or
 * animation), so the player sees the stake leave and the win arrive. Views that never ask get the
 * final balance at once.
 */
export type WinHold = { setDeferred: (on: boolean) => void; release: () => void };

export const WinHoldContext = createContext<WinHold | null>(null);

/** Asks the shell to hold wins back while this view is mounted; returns `release`. */
export function useWinHold(): () => void {
  const hold = useContext(WinHoldContext);
  useEffect(() => {
    hold?.setDeferred(true);
    return () => {
      hold?.setDeferred(false);
      hold?.release();
    };
  }, [hold]);
  return hold?.release ?? noop;
}

const noop = () => {};
