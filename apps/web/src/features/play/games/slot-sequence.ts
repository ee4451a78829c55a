import { useCallback, useEffect, useRef, useState } from 'react';
import type { PlayedRound } from '@jade/contract/games';
import { framesOf, REELS, slotDetail, type SlotFrame } from './slot-logic';

/** Animation timings (ms); reduced motion keeps only short pauses to read the wins. Tests set them to 0. */
export const SLOT_TIMING = { spin: 450, reel: 140, show: 900, gap: 350 };
const REDUCED = { spin: 0, reel: 0, show: 500, gap: 250 };

const sleep = (ms: number) => new Promise<void>((resolve) => (ms > 0 ? setTimeout(resolve, ms) : resolve()));

const reducedMotion = () => Boolean(window.matchMedia?.('(prefers-reduced-motion: reduce)').matches);

export type SlotOutcome = { stake: number; win: number; shown: number; jackpot: boolean; jackpotWin: number; done: boolean };

/**
 * Plays a spin and shows it: reels spin while the round is asked for, land one by one on the base
 * window, then each free-spin window in turn, adding each frame's pay to the shown win; at the end
 * the whole win (a jackpot included) is shown and the shell releases it into the balance.
 */
export function useSlotSequence(play: (bet: unknown) => Promise<PlayedRound>, release: () => void, first: SlotFrame) {
  const [frame, setFrame] = useState<SlotFrame>(first);
  const [stopped, setStopped] = useState(REELS);
  const [spinning, setSpinning] = useState(false);
  const [outcome, setOutcome] = useState<SlotOutcome | null>(null);
  const [multiplier, setMultiplier] = useState(1);
  const alive = useRef(true);
  const busy = useRef(false);
  useEffect(() => {
    alive.current = true;
    return () => {
      alive.current = false;
    };
  }, []);

  const spin = useCallback(
    async (stake: number): Promise<{ win: number } | null> => {
      if (busy.current) return null;
      busy.current = true;
      const time = reducedMotion() ? REDUCED : SLOT_TIMING;
      setSpinning(true);
      setStopped(0);
      setOutcome({ stake, win: 0, shown: 0, jackpot: false, jackpotWin: 0, done: false });
      try {
        const round = await play({ stake });
        const detail = slotDetail(round.detail);
        if (!alive.current) return null;
        const frames = detail ? framesOf(detail) : [];
        if (detail) setMultiplier(detail.multiplier);
        let shown = 0;
        for (const [i, f] of frames.entries()) {
          setFrame(f);
          setSpinning(true);
          setStopped(0);
          await sleep(time.spin);
          for (let r = 1; r <= REELS; r++) {
            await sleep(time.reel);
            if (!alive.current) return null;
            setStopped(r);
          }
          shown += f.pay;
          setOutcome((o) => o && { ...o, shown });
          if (f.pay > 0 || i < frames.length - 1) await sleep(time.show);
        }
        const jackpotWin = typeof detail?.jackpotWin === 'number' ? detail.jackpotWin : 0;
        setOutcome({
          stake: round.stake,
          win: round.win,
          shown: round.win,
          jackpot: detail?.jackpot === true,
          jackpotWin,
          done: true,
        });
        release();
        return { win: round.win };
      } catch {
        // The shell shows the error; the reels stop where they were.
        setOutcome(null);
        return null;
      } finally {
        if (alive.current) {
          setSpinning(false);
          setStopped(REELS);
        }
        busy.current = false;
      }
    },
    [play, release],
  );

  const pause = useCallback(() => sleep((reducedMotion() ? REDUCED : SLOT_TIMING).gap), []);

  return { frame, stopped, spinning, outcome, multiplier, spin, pause };
}
