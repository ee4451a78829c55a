import clsx from 'clsx';
import { useCallback, useId, useRef, useState, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import type { GameInfo, PlayedRound } from '@jade/contract/games';
import styles from './view-kit.module.css';

/**
 * Pieces shared by the nine table and number views (stake and chip pickers, the outcome banner, the
 * last-rounds strip, the in-flight guard).
 */

export { styles as kit };

/** The stakes a selector offers: the game's levels within [minBet, maxBet], ascending (minBet when none fit). */
export function stakeLevelsOf(game: GameInfo): number[] {
  const levels = [...new Set(game.stakeLevels)].filter((v) => v >= game.minBet && v <= game.maxBet).sort((a, b) => a - b);
  return levels.length > 0 ? levels : [game.minBet];
}

/** Runs one request-and-animation at a time; `busy` disables the action. A rejection only re-enables (the shell shows it). */
export function useRunner() {
  const [busy, setBusy] = useState(false);
  const running = useRef(false);
  const run = useCallback(async (task: () => Promise<void>) => {
    if (running.current) return;
    running.current = true;
    setBusy(true);
    try {
      await task();
    } catch {
      // The shell has shown the error already.
    } finally {
      running.current = false;
      setBusy(false);
    }
  }, []);
  return { busy, run };
}

/** The last `limit` settled rounds of this view, newest first. */
export function useHistory(limit = 10) {
  const [rounds, setRounds] = useState<PlayedRound[]>([]);
  const push = useCallback(
    (r: PlayedRound) => setRounds((xs) => [r, ...xs.filter((x) => x.roundId !== r.roundId)].slice(0, limit)),
    [limit],
  );
  return [rounds, push] as const;
}

type StakeProps = {
  game: GameInfo;
  money: (minor: number) => string;
  value: number;
  onChange: (v: number) => void;
  disabled?: boolean;
};

/** A stake selector over the game's stake levels. */
export function StakeSelect({ game, money, value, onChange, disabled }: StakeProps) {
  const { t } = useTranslation();
  const id = useId();
  return (
    <div className={styles.field}>
      <label htmlFor={id}>{t('play.common.stake')}</label>
      <select
        id={id}
        className={styles.select}
        value={value}
        disabled={disabled}
        onChange={(e) => onChange(Number(e.target.value))}
      >
        {stakeLevelsOf(game).map((v) => (
          <option key={v} value={v}>
            {money(v)}
          </option>
        ))}
      </select>
    </div>
  );
}

/** The chip values of a table game, as a radio group. */
export function ChipTray({ game, money, value, onChange, disabled }: StakeProps) {
  const { t } = useTranslation();
  const name = useId();
  return (
    <fieldset className={styles.chips} disabled={disabled}>
      <legend>{t('play.common.chip')}</legend>
      {stakeLevelsOf(game).map((v) => (
        <label key={v} className={clsx(styles.chip, v === value && styles.chipOn)}>
          <input type="radio" name={name} value={v} checked={v === value} onChange={() => onChange(v)} />
          <span>{money(v)}</span>
        </label>
      ))}
    </fieldset>
  );
}

/** A select with a label, for small option sets (mines count, rows…). */
export function OptionSelect<T extends string | number>(props: {
  label: string;
  value: T;
  options: readonly T[];
  text?: (v: T) => string;
  onChange: (v: T) => void;
  disabled?: boolean;
}) {
  const id = useId();
  const { label, value, options, text = String, onChange, disabled } = props;
  return (
    <div className={styles.field}>
      <label htmlFor={id}>{label}</label>
      <select
        id={id}
        className={styles.select}
        value={String(value)}
        disabled={disabled}
        onChange={(e) => onChange(options.find((o) => String(o) === e.target.value) ?? value)}
      >
        {options.map((o) => (
          <option key={String(o)} value={String(o)}>
            {text(o)}
          </option>
        ))}
      </select>
    </div>
  );
}

/** A labelled figure (win chance, multiplier…). */
export function Stat({ label, children, testId }: { label: string; children: ReactNode; testId?: string }) {
  return (
    <div className={styles.stat}>
      <span className={styles.statLabel}>{label}</span>
      <strong data-testid={testId}>{children}</strong>
    </div>
  );
}

/** The last round's outcome (result and win), announced politely. */
export function RoundOutcome({ result, win, money }: { result: string | null; win: number; money: (minor: number) => string }) {
  const { t } = useTranslation();
  return (
    <div
      className={clsx(styles.outcome, result !== null && (win > 0 ? styles.won : styles.lost))}
      role="status"
      aria-atomic="true"
    >
      {result !== null && (
        <>
          <strong data-testid="round-result">{result}</strong>
          <span data-testid="round-win">{t('play.common.winAmount', { amount: money(win) })}</span>
        </>
      )}
    </div>
  );
}

/** The last rounds of this view: a short result and the win of each. */
export function HistoryStrip({
  rounds,
  describe,
  money,
}: {
  rounds: PlayedRound[];
  describe: (r: PlayedRound) => string;
  money: (minor: number) => string;
}) {
  const { t } = useTranslation();
  const id = useId();
  return (
    <section className={styles.history} aria-labelledby={id}>
      <h3 id={id}>{t('play.common.lastRounds')}</h3>
      {rounds.length === 0 ? (
        <p className={styles.muted}>{t('play.common.noRounds')}</p>
      ) : (
        <ol>
          {rounds.map((r) => (
            <li key={r.roundId} className={r.win > 0 ? styles.won : styles.lost}>
              <span>{describe(r)}</span>
              <span>{r.win > 0 ? `+${money(r.win)}` : money(0)}</span>
            </li>
          ))}
        </ol>
      )}
    </section>
  );
}

/** The big action button of a view (deal, spin, roll…). */
export function ActionButton({
  testId,
  busy,
  disabled,
  onClick,
  children,
}: {
  testId: string;
  busy: boolean;
  disabled?: boolean;
  onClick: () => void;
  children: ReactNode;
}) {
  return (
    <button
      type="button"
      data-testid={testId}
      className={styles.action}
      disabled={busy || disabled}
      aria-busy={busy}
      onClick={onClick}
    >
      {children}
    </button>
  );
}
