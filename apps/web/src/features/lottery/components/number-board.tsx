import clsx from 'clsx';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { domainValues, type PickDomain } from '@jade/engines/lottery/bets';
import { quickPick, randomPicks, type QuickPick } from '@jade/engines/lottery/picks';
import { MAX_ROW_NUMBERS, rowCount, rowNumbers } from '../digit-rows';
import { browserRng } from '../slip';
import styles from './board.module.css';

/**
 * Boards larger than this (3 càng's 000–999, 4D's 0000–9999) are not a button per number: the
 * numbers are typed, or made from a row of digits per position (`DigitRows`).
 */
export const MAX_BOARD = 100;
const DIGITS = Array.from({ length: 10 }, (_, i) => String(i));
const QUICK: QuickPick[] = ['big', 'small', 'odd', 'even', 'all', 'clear'];
const NUMERIC: PickDomain[] = ['D', 'NN', 'FACE', 'SUM'];

/** A value as the board shows it: words (big, small, odd, even, any) translated, numbers as they are. */
export function useValueLabel() {
  const { t } = useTranslation();
  return (v: string) => (/^[A-Z]+$/.test(v) ? t(`lottery.value.${v}` as 'lottery.value.BIG') : v);
}

type Props = {
  domain: PickDomain;
  picked: readonly string[];
  soldOut: ReadonlySet<string>;
  /** How many the random quick pick takes (the bet's least). */
  randomCount: number;
  label: string;
  onChange: (picks: string[]) => void;
};

/**
 * One group's board: a button per value (pressed when picked, disabled when sold out on this
 * draw), with the quick picks of the engine (big, small, odd, even, all, clear) and random.
 */
export function NumberBoard({ domain, picked, soldOut, randomCount, label, onChange }: Props) {
  const { t } = useTranslation();
  const labelOf = useValueLabel();
  const values = domainValues(domain);
  const chosen = new Set(picked);
  const keep = (vs: readonly string[]) => {
    const wanted = new Set(vs);
    return values.filter((v) => wanted.has(v) && !soldOut.has(v));
  };
  const toggle = (v: string) => onChange(keep(chosen.has(v) ? picked.filter((p) => p !== v) : [...picked, v]));
  return (
    <fieldset className={styles.group}>
      <legend>{label}</legend>
      {values.length <= MAX_BOARD ? (
        <div className={clsx(styles.board, values.length > 20 && styles.wide)} data-testid="number-board">
          {values.map((v) => (
            <button
              key={v}
              type="button"
              className={styles.cell}
              aria-pressed={chosen.has(v)}
              disabled={soldOut.has(v)}
              title={soldOut.has(v) ? t('lottery.board.soldOut') : undefined}
              onClick={() => toggle(v)}
            >
              {labelOf(v)}
            </button>
          ))}
        </div>
      ) : (
        <>
          <p className={styles.typedPicks} data-testid="typed-picks">
            {picked.length ? picked.join(' ') : t('lottery.board.typeBelow')}
          </p>
          <DigitRows
            digits={values[0]!.length}
            onAdd={(numbers) => onChange(keep([...picked, ...numbers.filter((n) => !chosen.has(n))]))}
          />
        </>
      )}
      <div className={styles.quick}>
        {NUMERIC.includes(domain)
          ? QUICK.map((q) => (
              <button key={q} type="button" onClick={() => onChange(keep(quickPick(domain, q)))}>
                {t(`lottery.quick.${q}`)}
              </button>
            ))
          : null}
        {values.length > MAX_BOARD && picked.length ? (
          <button type="button" onClick={() => onChange([])}>
            {t('lottery.quick.clear')}
          </button>
        ) : null}
        {domain !== 'ANY' ? (
          <button type="button" onClick={() => onChange(keep(randomPicks(domain, randomCount, browserRng)))}>
            {t('lottery.quick.random')}
          </button>
        ) : null}
      </div>
    </fieldset>
  );
}

/**
 * A row of 0–9 per digit of a 3- or 4-digit number; "Add" puts every combination of the chosen
 * digits among the picks (at most MAX_ROW_NUMBERS at once) and clears the rows.
 */
function DigitRows({ digits, onAdd }: { digits: number; onAdd: (numbers: string[]) => void }) {
  const { t } = useTranslation();
  const [rows, setRows] = useState<string[][]>(() => Array.from({ length: digits }, () => []));
  const count = rowCount(rows);
  const numbers = rowNumbers(rows);
  const toggle = (row: number, d: string) =>
    setRows(rows.map((r, i) => (i !== row ? r : r.includes(d) ? r.filter((x) => x !== d) : [...r, d])));
  return (
    <div className={styles.digitRows} data-testid="digit-rows">
      <p className={styles.rowsHint}>{t('lottery.board.rows')}</p>
      {rows.map((row, i) => (
        <div key={i} className={styles.digitRow} role="group" aria-label={t('lottery.board.positionN', { n: i + 1 })}>
          <span aria-hidden="true">{i + 1}</span>
          {DIGITS.map((d) => (
            <button key={d} type="button" className={styles.cell} aria-pressed={row.includes(d)} onClick={() => toggle(i, d)}>
              {d}
            </button>
          ))}
        </div>
      ))}
      <div className={styles.quick}>
        <span role="status" className={styles.rowsCount}>
          {numbers === null
            ? t('lottery.board.rowsTooMany', { count: MAX_ROW_NUMBERS })
            : t('lottery.board.rowNumbers', { count })}
        </span>
        <button
          type="button"
          disabled={!numbers?.length}
          onClick={() => {
            onAdd(numbers ?? []);
            setRows(rows.map(() => []));
          }}
        >
          {t('lottery.board.addRows')}
        </button>
      </div>
    </div>
  );
}
