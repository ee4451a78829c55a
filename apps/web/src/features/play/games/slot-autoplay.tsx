import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { parseMoney } from '@/lib/money';
import type { AutoplayStop } from './slot-logic';
import styles from './slot.module.css';

export const AUTOPLAY_COUNTS = [10, 25, 50, 100] as const;

type Props = {
  running: boolean;
  left: number;
  disabled: boolean;
  onStart: (count: number, stop: AutoplayStop) => void;
  onStop: () => void;
};

/** Autoplay: how many spins, and when to stop early (a win above X, the balance below Y). */
export function SlotAutoplay({ running, left, disabled, onStart, onStop }: Props) {
  const { t } = useTranslation();
  const [count, setCount] = useState<number>(AUTOPLAY_COUNTS[0]);
  const [winAbove, setWinAbove] = useState('');
  const [balanceBelow, setBalanceBelow] = useState('');
  const win = winAbove.trim() ? parseMoney(winAbove) : null;
  const below = balanceBelow.trim() ? parseMoney(balanceBelow) : null;
  const invalid = (winAbove.trim() !== '' && win === null) || (balanceBelow.trim() !== '' && below === null);

  if (running)
    return (
      <div className={styles.autoplay}>
        <p className={styles.autoLeft} data-testid="autoplay-left" aria-live="polite">
          {t('play.slot.autoLeft', { count: left })}
        </p>
        <button type="button" className={styles.stopButton} onClick={onStop} data-testid="autoplay-stop">
          {t('play.slot.autoStop')}
        </button>
      </div>
    );

  return (
    <details className={styles.autoplay}>
      <summary data-testid="autoplay-toggle">{t('play.slot.autoplay')}</summary>
      <div className={styles.autoForm}>
        <label>
          <span>{t('play.slot.autoCount')}</span>
          <select value={count} onChange={(e) => setCount(Number(e.target.value))} data-testid="autoplay-count">
            {AUTOPLAY_COUNTS.map((n) => (
              <option key={n} value={n}>
                {n}
              </option>
            ))}
          </select>
        </label>
        <label>
          <span>{t('play.slot.stopOnWin')}</span>
          <input
            inputMode="decimal"
            value={winAbove}
            onChange={(e) => setWinAbove(e.target.value)}
            aria-invalid={winAbove.trim() !== '' && win === null}
            data-testid="autoplay-win-above"
          />
        </label>
        <label>
          <span>{t('play.slot.stopBelow')}</span>
          <input
            inputMode="decimal"
            value={balanceBelow}
            onChange={(e) => setBalanceBelow(e.target.value)}
            aria-invalid={balanceBelow.trim() !== '' && below === null}
            data-testid="autoplay-balance-below"
          />
        </label>
        <button
          type="button"
          className={styles.autoStart}
          disabled={disabled || invalid}
          onClick={() => onStart(count, { winAbove: win, balanceBelow: below })}
          data-testid="autoplay-start"
        >
          {t('play.slot.autoStart')}
        </button>
      </div>
    </details>
  );
}
