import clsx from 'clsx';
import type { CSSProperties } from 'react';
import type { TFunction } from 'i18next';
import { useTranslation } from 'react-i18next';
import { pocketColor, ROULETTE_SHAPES, type RouletteChip, type RouletteKind } from '@jade/engines/roulette';
import styles from './roulette.module.css';

/**
 * The European table. Wide: zero on the left, 12 streets across, "2 to 1" columns on the right,
 * dozens and even-money bets below. Narrow (a container query): zero on top, the streets as rows.
 * Each cell carries both positions as custom properties.
 */

export const OUTSIDE_KINDS = ['low', 'even', 'red', 'black', 'odd', 'high'] as const;
export const shapeKey = (numbers: readonly number[]) => [...numbers].sort((a, b) => a - b).join(',');

type Place = { c: number; r: number; cs?: number; rs?: number; mc: number; mr: number; mcs?: number; mrs?: number };
const place = (p: Place) =>
  ({
    '--c': p.c,
    '--r': p.r,
    '--cs': p.cs ?? 1,
    '--rs': p.rs ?? 1,
    '--mc': p.mc,
    '--mr': p.mr,
    '--mcs': p.mcs ?? 1,
    '--mrs': p.mrs ?? 1,
  }) as CSSProperties;

const numberPlace = (n: number): Place =>
  n === 0
    ? { c: 1, r: 1, rs: 3, mc: 1, mr: 1, mcs: 3 }
    : { c: Math.floor((n - 1) / 3) + 2, r: 3 - ((n - 1) % 3), mc: ((n - 1) % 3) + 1, mr: Math.floor((n - 1) / 3) + 2 };

type Props = {
  /** Amount on each shape (by its sorted numbers), to show chips on the cells. */
  amounts: Map<string, number>;
  money: (minor: number) => string;
  /** Numbers picked so far for a split or corner. */
  pending: readonly number[];
  winning: number | null;
  disabled: boolean;
  onNumber: (n: number) => void;
  onOutside: (kind: RouletteKind, numbers: readonly number[]) => void;
};

export function RouletteBoard({ amounts, money, pending, winning, disabled, onNumber, onOutside }: Props) {
  const { t } = useTranslation();
  const withBet = (label: string, numbers: readonly number[]) => {
    const amount = amounts.get(shapeKey(numbers)) ?? 0;
    return { amount, label: amount > 0 ? t('play.common.withBet', { label, amount: money(amount) }) : label };
  };
  const badge = (amount: number) => (amount > 0 ? <span className={styles.badge}>{money(amount)}</span> : null);

  const outside = (kind: RouletteKind, numbers: readonly number[], text: string, pos: Place, extra = '', name = text) => {
    const { amount, label } = withBet(name, numbers);
    return (
      <button
        key={`${kind}-${shapeKey(numbers)}`}
        type="button"
        data-testid={`place-${kind}${extra}`}
        className={clsx(styles.cell, styles.outside, styles[kind], winning !== null && numbers.includes(winning) && styles.hit)}
        style={place(pos)}
        disabled={disabled}
        aria-label={label}
        onClick={() => onOutside(kind, numbers)}
      >
        <span aria-hidden="true">{text}</span>
        {badge(amount)}
      </button>
    );
  };

  return (
    <div className={styles.boardWrap}>
      <div className={styles.board} role="group" aria-label={t('play.roulette.table')}>
        {Array.from({ length: 37 }, (_, n) => {
          const color = pocketColor(n);
          const { amount, label } = withBet(t('play.roulette.numberLabel', { n, color: t(`play.roulette.color.${color}`) }), [n]);
          const isPending = pending.includes(n);
          return (
            <button
              key={n}
              type="button"
              data-testid={`place-${n}`}
              className={clsx(
                styles.cell,
                styles.number,
                styles[color],
                isPending && styles.pending,
                winning === n && styles.hit,
              )}
              style={place(numberPlace(n))}
              disabled={disabled}
              aria-label={isPending ? t('play.roulette.selected', { label }) : label}
              onClick={() => onNumber(n)}
            >
              <span aria-hidden="true">{n}</span>
              {badge(amount)}
            </button>
          );
        })}
        {ROULETTE_SHAPES.column.map((numbers, ci) =>
          outside(
            'column',
            numbers,
            t('play.roulette.columnBet'),
            { c: 14, r: 3 - ci, mc: ci + 1, mr: 14 },
            `-${ci + 1}`,
            t('play.roulette.columnN', { n: ci + 1 }),
          ),
        )}
        {ROULETTE_SHAPES.dozen.map((numbers, d) =>
          outside(
            'dozen',
            numbers,
            t(`play.roulette.dozen.${(d + 1) as 1 | 2 | 3}`),
            { c: 2 + 4 * d, r: 4, cs: 4, mc: 4, mr: 2 + 4 * d, mrs: 4 },
            `-${d + 1}`,
          ),
        )}
        {OUTSIDE_KINDS.map((kind, i) =>
          outside(kind, ROULETTE_SHAPES[kind][0]!, t(`play.roulette.kind.${kind}`), {
            c: 2 + 2 * i,
            r: 5,
            cs: 2,
            mc: 5,
            mr: 2 + 2 * i,
            mrs: 2,
          }),
        )}
      </div>
    </div>
  );
}

/** A chip's name: "Split 1–2", "Red", "2nd 12", "Column 3"… */
export function chipLabel(t: TFunction, chip: RouletteChip): string {
  const key = shapeKey(chip.numbers);
  const index = ROULETTE_SHAPES[chip.kind].findIndex((s) => shapeKey(s) === key);
  if (chip.kind === 'dozen') return t(`play.roulette.dozen.${(index + 1) as 1 | 2 | 3}`);
  if (chip.kind === 'column') return t('play.roulette.columnN', { n: index + 1 });
  const kind: string = t(`play.roulette.kind.${chip.kind}`);
  if ((OUTSIDE_KINDS as readonly string[]).includes(chip.kind)) return kind;
  return t('play.roulette.insideLabel', { kind, numbers: chip.numbers.join('–') });
}
