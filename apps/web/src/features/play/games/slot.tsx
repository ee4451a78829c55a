import { useCallback, useEffect, useMemo, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { profileOf } from '@jade/engines/slot';
import { useJackpotPool } from '../hooks/use-jackpot-pool';
import { useWinHold } from '../hooks/win-hold';
import { SlotAutoplay } from './slot-autoplay';
import { autoplayStops, REELS, type AutoplayStop, type SlotFrame } from './slot-logic';
import { SlotPaytable } from './slot-paytable';
import { SlotReels } from './slot-reels';
import { useSlotSequence } from './slot-sequence';
import { SlotStake } from './slot-stake';
import { SlotWins } from './slot-wins';
import type { GameViewProps } from './types';
import styles from './slot.module.css';

/** What a reel shows before the first spin: three symbols from a different place on each strip. */
const restingWindow = (strip: readonly string[], reel: number) => [0, 1, 2].map((i) => strip[(reel * 7 + 3 + i) % strip.length]!);

const INTERACTIVE = new Set(['INPUT', 'SELECT', 'TEXTAREA', 'BUTTON', 'A', 'SUMMARY']);

/** The video slot: 5 × 3 reels of the title's theme, stake, spin (space bar), autoplay, paytable. */
export function View({ game, balance, play, money }: GameViewProps) {
  const { t } = useTranslation();
  const release = useWinHold();
  const theme = typeof game.params.theme === 'string' ? game.params.theme : 'gold';
  const profileId = typeof game.params.profile === 'number' ? game.params.profile : 0;
  const strips = useMemo(() => profileOf(profileId).strips, [profileId]);
  const first = useMemo<SlotFrame>(
    () => ({ window: strips.map(restingWindow), wins: [], scatter: { count: 0, pay: 0 }, free: 0, freeTotal: 0, pay: 0 }),
    [strips],
  );
  const blur = useMemo(() => strips[0]!.slice(0, 6), [strips]);
  const levels = game.stakeLevels.length > 0 ? game.stakeLevels : [game.minBet];
  const [stake, setStake] = useState(levels[0]!);
  const seq = useSlotSequence(play, release, first);
  const [auto, setAuto] = useState<{ left: number; stop: AutoplayStop } | null>(null);
  const autoRef = useRef(auto);
  const balanceRef = useRef(balance);
  const stakeRef = useRef(stake);
  useEffect(() => {
    balanceRef.current = balance;
    stakeRef.current = stake;
  });
  const pool = useJackpotPool(game.code, game.jackpot);
  const canSpin = !seq.spinning && auto === null && balance >= stake;

  const spinRound = seq.spin;
  const spinOnce = useCallback(() => {
    if (canSpin) void spinRound(stake);
  }, [canSpin, spinRound, stake]);

  const stopAuto = useCallback(() => {
    autoRef.current = null;
    setAuto(null);
  }, []);

  const startAuto = async (count: number, stop: AutoplayStop) => {
    autoRef.current = { left: count, stop };
    setAuto(autoRef.current);
    while (autoRef.current) {
      const res = await seq.spin(stakeRef.current);
      if (!res || !autoRef.current) break;
      await seq.pause();
      if (!autoRef.current) break;
      const left: number = autoRef.current.left - 1;
      if (autoplayStops(left, res.win, balanceRef.current, autoRef.current.stop, stakeRef.current)) break;
      autoRef.current = { ...autoRef.current, left };
      setAuto(autoRef.current);
    }
    stopAuto();
  };

  // Space spins (unless a control has the focus: it handles space itself).
  useEffect(() => {
    const onKey = (e: KeyboardEvent) => {
      if (e.key !== ' ' || e.repeat || e.defaultPrevented) return;
      const el = e.target as HTMLElement | null;
      if (el && (INTERACTIVE.has(el.tagName) || el.isContentEditable)) return;
      e.preventDefault();
      spinOnce();
    };
    window.addEventListener('keydown', onKey);
    return () => window.removeEventListener('keydown', onKey);
  }, [spinOnce]);

  const out = seq.outcome;
  const settled = !seq.spinning || seq.stopped >= REELS;
  return (
    <div className={styles.slot} data-testid="slot-view" data-theme-name={theme}>
      {game.jackpot && pool !== null ? (
        <p className={styles.jackpot} data-testid="slot-jackpot">
          <span>{t('play.slot.jackpot')}</span> <strong>{money(pool)}</strong>
        </p>
      ) : null}
      <SlotReels theme={theme} frame={seq.frame} stopped={seq.stopped} spinning={seq.spinning} blur={blur} />
      <div className={styles.ledger} aria-live="polite">
        {out ? (
          <>
            <span className={styles.out} data-testid="slot-stake-out">
              {t('play.slot.stakeOut', { amount: money(out.stake) })}
            </span>
            <span className={styles.in} data-testid="slot-win" data-done={out.done}>
              {t('play.slot.win', { amount: money(out.shown) })}
            </span>
          </>
        ) : (
          <span className={styles.hint}>{t('play.slot.spaceHint')}</span>
        )}
        {out?.done && out.jackpot ? (
          <strong className={styles.jackpotWon} data-testid="slot-jackpot-won">
            {t('play.slot.jackpotWon', { amount: money(out.jackpotWin) })}
          </strong>
        ) : null}
      </div>
      <SlotWins theme={theme} frame={seq.frame} multiplier={seq.multiplier} settled={settled && out !== null} money={money} />
      <div className={styles.controls}>
        <SlotStake levels={levels} stake={stake} onChange={setStake} disabled={seq.spinning || auto !== null} money={money} />
        <button type="button" className={styles.spin} onClick={spinOnce} disabled={!canSpin} data-testid="slot-spin">
          {seq.spinning ? t('play.slot.spinning') : t('play.slot.spin')}
        </button>
        <SlotAutoplay
          running={auto !== null}
          left={auto?.left ?? 0}
          disabled={!canSpin}
          onStart={(count, stop) => void startAuto(count, stop)}
          onStop={stopAuto}
        />
      </div>
      {balance < stake && !seq.spinning ? (
        <p className={styles.warn} role="status">
          {t('play.slot.lowBalance')}
        </p>
      ) : null}
      <SlotPaytable theme={theme} profile={profileId} stake={stake} money={money} />
    </div>
  );
}
