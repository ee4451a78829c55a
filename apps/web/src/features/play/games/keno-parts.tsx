import clsx from 'clsx';
import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { KENO_PAYTABLE } from '@jade/engines/keno';
import styles from './keno.module.css';

export const KENO_NUMBERS = 40;
export const MAX_PICKS = 10;

/** Hundredths as "3.8×" (whole multipliers without decimals). */
export const kenoMultiplier = (m: number) => `${m / 100}×`;

type BoardProps = {
  picks: readonly number[];
  drawn: readonly number[];
  onToggle: (n: number) => void;
};

/** The 40 numbers; a click picks or unpicks one (at most 10). */
export function KenoBoard({ picks, drawn, onToggle }: BoardProps) {
  const { t } = useTranslation();
  const full = picks.length >= MAX_PICKS;
  return (
    <div className={styles.board} role="group" aria-label={t('play.keno.board')}>
      {Array.from({ length: KENO_NUMBERS }, (_, i) => {
        const n = i + 1;
        const picked = picks.includes(n);
        const isDrawn = drawn.includes(n);
        const parts = [t('play.keno.numberLabel', { n })];
        if (isDrawn) parts.push(picked ? t('play.keno.hitState') : t('play.keno.drawnState'));
        return (
          <button
            key={n}
            type="button"
            data-testid={`keno-number-${n}`}
            className={clsx(styles.number, picked && styles.picked, isDrawn && styles.drawn, picked && isDrawn && styles.hit)}
            aria-pressed={picked}
            aria-label={parts.join(', ')}
            disabled={!picked && full}
            onClick={() => onToggle(n)}
          >
            {n}
          </button>
        );
      })}
    </div>
  );
}

/** What each number of hits pays for the current number of picks. */
export function KenoPaytable({ picks, hits }: { picks: number; hits: number | null }) {
  const { t } = useTranslation();
  const id = useId();
  const row = picks > 0 ? (KENO_PAYTABLE[picks - 1] ?? []) : [];
  return (
    <section className={styles.paytable} aria-labelledby={id}>
      <h3 id={id}>{t('play.keno.paytable', { count: picks })}</h3>
      {picks === 0 ? (
        <p className={styles.muted}>{t('play.keno.pickFirst')}</p>
      ) : (
        <table>
          <thead>
            <tr>
              <th scope="col">{t('play.keno.hits')}</th>
              <th scope="col">{t('play.keno.pays')}</th>
            </tr>
          </thead>
          <tbody>
            {row.map((m, h) =>
              m > 0 ? (
                <tr key={h} className={clsx(hits === h && styles.payHit)}>
                  <td>{h}</td>
                  <td>{kenoMultiplier(m)}</td>
                </tr>
              ) : null,
            )}
          </tbody>
        </table>
      )}
    </section>
  );
}

/** The balls drawn so far, in draw order. */
export function KenoDrawn({ drawn, picks }: { drawn: readonly number[]; picks: readonly number[] }) {
  const { t } = useTranslation();
  return (
    <ol className={styles.drawnList} aria-label={t('play.keno.drawn')}>
      {Array.from({ length: 10 }, (_, i) => {
        const n = drawn[i];
        return (
          <li
            key={i}
            className={clsx(
              styles.ball,
              n !== undefined && styles.ballIn,
              n !== undefined && picks.includes(n) && styles.ballHit,
            )}
          >
            {n ?? ''}
          </li>
        );
      })}
    </ol>
  );
}
