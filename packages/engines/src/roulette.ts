import type { BetOf } from '@jade/contract/games';
import type { Engine } from './types';

/**
 * European single-zero roulette. A chip names its numbers explicitly (the contract's RouletteChip);
 * `check` accepts only the shapes a real table allows, so the payout 36/n × amount is always fair
 * to the table (36/37 = 97.30 % for every bet) and always an integer (n divides 36).
 *
 * Table layout: numbers 1–36 in 12 rows ("streets") of three: row r holds 3r+1, 3r+2, 3r+3; column c
 * (0..2) holds the numbers ≡ c+1 (mod 3). Zero sits above row 0, touching 1, 2 and 3.
 *
 * Random-stream order: one `rng.int(37)` — the pocket 0..36. Always 1 draw.
 */

export type RouletteBet = BetOf<'roulette'>;
export type RouletteChip = RouletteBet['chips'][number];
export type RouletteKind = RouletteChip['kind'];
export type RouletteDetail = {
  pocket: number;
  /** What each chip paid back, in chip order (0 for a miss). */
  wins: number[];
};

/** Exact RTP of every bet kind: 36/37 = 97.297 %, rounded to the nearest basis point. */
export const ROULETTE_RTP_BP = 9730;

export const RED_NUMBERS: readonly number[] = [1, 3, 5, 7, 9, 12, 14, 16, 18, 19, 21, 23, 25, 27, 30, 32, 34, 36];
export const BLACK_NUMBERS: readonly number[] = range(1, 36).filter((n) => !RED_NUMBERS.includes(n));

export const pocketColor = (n: number): 'green' | 'red' | 'black' =>
  n === 0 ? 'green' : RED_NUMBERS.includes(n) ? 'red' : 'black';

function range(from: number, to: number): number[] {
  return Array.from({ length: to - from + 1 }, (_, i) => from + i);
}

/** Every legal shape of each kind (numbers ascending), in board order. The UI offers these; `check` accepts only these. */
export const ROULETTE_SHAPES: Readonly<Record<RouletteKind, readonly (readonly number[])[]>> = (() => {
  const rows = range(0, 11);
  const split: number[][] = [
    [0, 1],
    [0, 2],
    [0, 3],
  ];
  for (let n = 1; n <= 36; n++) {
    if (n % 3 !== 0) split.push([n, n + 1]);
    if (n <= 33) split.push([n, n + 3]);
  }
  const corner: number[][] = [[0, 1, 2, 3]];
  for (let n = 1; n <= 32; n++) if (n % 3 !== 0) corner.push([n, n + 1, n + 3, n + 4]);
  return {
    straight: range(0, 36).map((n) => [n]),
    split,
    street: [[0, 1, 2], [0, 2, 3], ...rows.map((r) => range(3 * r + 1, 3 * r + 3))],
    corner,
    line: rows.slice(0, 11).map((r) => range(3 * r + 1, 3 * r + 6)),
    dozen: [0, 1, 2].map((d) => range(12 * d + 1, 12 * d + 12)),
    column: [1, 2, 3].map((c) => range(1, 36).filter((n) => n % 3 === c % 3)),
    red: [[...RED_NUMBERS]],
    black: [[...BLACK_NUMBERS]],
    odd: [range(1, 36).filter((n) => n % 2 === 1)],
    even: [range(1, 36).filter((n) => n % 2 === 0)],
    low: [range(1, 18)],
    high: [range(19, 36)],
  };
})();

const shapeKey = (numbers: readonly number[]) => [...numbers].sort((a, b) => a - b).join(',');
const KIND_BY_SHAPE = new Map<string, RouletteKind>(
  (Object.keys(ROULETTE_SHAPES) as RouletteKind[]).flatMap((kind) =>
    ROULETTE_SHAPES[kind].map((s) => [shapeKey(s), kind] as const),
  ),
);

/** The kind of bet a set of numbers forms (order-free), or null when no legal bet covers exactly them. */
export function rouletteKindOf(numbers: readonly number[]): RouletteKind | null {
  if (new Set(numbers).size !== numbers.length) return null;
  return KIND_BY_SHAPE.get(shapeKey(numbers)) ?? null;
}

/**
 * A chip for the numbers a board position covers (the UI knows the geometry: a click on the line
 * between 1 and 2 covers [1, 2]); null when they do not form a legal bet.
 */
export function rouletteChipFor(numbers: readonly number[], amount: number): RouletteChip | null {
  const kind = rouletteKindOf(numbers);
  return kind ? { kind, numbers: [...numbers].sort((a, b) => a - b), amount } : null;
}

/** What a chip pays back when `pocket` comes up. */
export const chipWin = (chip: RouletteChip, pocket: number) =>
  chip.numbers.includes(pocket) ? (chip.amount * 36) / chip.numbers.length : 0;

const COLOR_NAME = { green: 'Green', red: 'Red', black: 'Black' } as const;

export const roulette: Engine<RouletteBet, Record<string, unknown>, RouletteDetail> = {
  stakeOf: (bet) => bet.chips.reduce((s, c) => s + c.amount, 0),
  check(_params, bet) {
    for (const [i, chip] of bet.chips.entries()) {
      if (rouletteKindOf(chip.numbers) !== chip.kind) return `Chip ${i + 1} is not a legal ${chip.kind} bet.`;
    }
    return null;
  },
  play(_params, bet, rng) {
    const pocket = rng.int(37);
    const wins = bet.chips.map((c) => chipWin(c, pocket));
    return {
      win: wins.reduce((s, w) => s + w, 0),
      result: `${pocket} ${COLOR_NAME[pocketColor(pocket)]}`,
      detail: { pocket, wins },
    };
  },
};
