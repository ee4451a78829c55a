import { LOTTERY_FAMILIES, type LotteryFamily } from '@jade/contract/lottery';
import { FairStream, pickDistinct, type HmacFn, type Rng } from '../rng';

/**
 * The lottery families hosted here and the shape of a draw's numbers.
 *
 * - `VN_NORTH`: the northern daily draw, 27 numbers (special and first prize 5 digits, second ×2
 *   and third ×6 of 5 digits, fourth ×4 and fifth ×6 of 4 digits, sixth ×3 of 3 digits, seventh
 *   ×4 of 2 digits). The fast Vietnam lotto draws the same table.
 * - `VN_SOUTH`: a southern/central provincial draw, 18 numbers (eighth prize 2 digits … special 6).
 * - `SEA_4D`: 23 distinct four-digit numbers (1st, 2nd, 3rd, 10 special, 10 consolation).
 * - `FAST_5D`: five positions, a digit 0–9 each.
 * - `DICE_3`: three dice, 1–6 each.
 *
 * A draw's numbers are strings (leading zeros kept) in the order of the layout's prizes.
 */
export { LOTTERY_FAMILIES, type LotteryFamily };

/** One prize row of a layout: its name, how many numbers, of how many digits. */
export type PrizeRow = { prize: string; count: number; digits: number };

export const LAYOUTS: Record<LotteryFamily, readonly PrizeRow[]> = {
  VN_NORTH: [
    { prize: 'special', count: 1, digits: 5 },
    { prize: 'first', count: 1, digits: 5 },
    { prize: 'second', count: 2, digits: 5 },
    { prize: 'third', count: 6, digits: 5 },
    { prize: 'fourth', count: 4, digits: 4 },
    { prize: 'fifth', count: 6, digits: 4 },
    { prize: 'sixth', count: 3, digits: 3 },
    { prize: 'seventh', count: 4, digits: 2 },
  ],
  VN_SOUTH: [
    { prize: 'eighth', count: 1, digits: 2 },
    { prize: 'seventh', count: 1, digits: 3 },
    { prize: 'sixth', count: 3, digits: 4 },
    { prize: 'fifth', count: 1, digits: 4 },
    { prize: 'fourth', count: 7, digits: 5 },
    { prize: 'third', count: 2, digits: 5 },
    { prize: 'second', count: 1, digits: 5 },
    { prize: 'first', count: 1, digits: 5 },
    { prize: 'special', count: 1, digits: 6 },
  ],
  SEA_4D: [
    { prize: 'first', count: 1, digits: 4 },
    { prize: 'second', count: 1, digits: 4 },
    { prize: 'third', count: 1, digits: 4 },
    { prize: 'special', count: 10, digits: 4 },
    { prize: 'consolation', count: 10, digits: 4 },
  ],
  FAST_5D: [{ prize: 'digits', count: 5, digits: 1 }],
  DICE_3: [{ prize: 'dice', count: 3, digits: 1 }],
};

/** How many numbers a draw of the family has. */
export const numberCount = (family: LotteryFamily) => LAYOUTS[family].reduce((n, r) => n + r.count, 0);

/** The prize of each number of a draw, in draw order (e.g. VN_NORTH: 'special', 'first', 'second', 'second', …). */
export const prizesOf = (family: LotteryFamily) => LAYOUTS[family].flatMap((r) => Array<string>(r.count).fill(r.prize));

/** The special prize of a Vietnamese draw (its đề and 3 càng). */
export function specialOf(family: 'VN_NORTH' | 'VN_SOUTH', numbers: readonly string[]) {
  const i = prizesOf(family).indexOf('special');
  return numbers[i]!;
}

const pad = (n: number, digits: number) => String(n).padStart(digits, '0');

/**
 * The numbers of a draw from a random stream, in layout order. Random-stream order: each number
 * in turn is `rng.int(10^digits)` (Vietnamese draws, repeats allowed as on the official boards);
 * SEA 4D is `pickDistinct(rng, 10000, 23)` (23 different numbers); five digits are `rng.int(10)`
 * each; dice `rng.int(6) + 1` each.
 */
export function drawNumbers(family: LotteryFamily, rng: Rng): string[] {
  if (family === 'SEA_4D') return pickDistinct(rng, 10_000, 23).map((n) => pad(n, 4));
  if (family === 'DICE_3') return [0, 1, 2].map(() => String(rng.int(6) + 1));
  return LAYOUTS[family].flatMap((r) => Array.from({ length: r.count }, () => pad(rng.int(10 ** r.digits), r.digits)));
}

/**
 * A house draw's numbers from its seed (commit and reveal): the stream of the draw's server seed,
 * with the game code as client seed and the draw's number as nonce. Anyone with the revealed seed
 * recomputes them; its SHA-256 (`hashServerSeed`) was published when the draw opened.
 */
export function houseDraw(hmacFn: HmacFn, family: LotteryFamily, serverSeed: string, gameCode: string, drawNo: number) {
  return drawNumbers(family, new FairStream(hmacFn, serverSeed, gameCode, drawNo));
}

/** Whether some numbers have the family's shape (count, digits, dice faces, 4D all different). */
export function isDrawOf(family: LotteryFamily, numbers: readonly string[]): boolean {
  const rows = LAYOUTS[family].flatMap((r) => Array<number>(r.count).fill(r.digits));
  if (numbers.length !== rows.length) return false;
  const ok = numbers.every((n, i) => new RegExp(`^\\d{${rows[i]}}$`).test(n));
  if (!ok) return false;
  if (family === 'DICE_3') return numbers.every((n) => n >= '1' && n <= '6');
  if (family === 'SEA_4D') return new Set(numbers).size === numbers.length;
  return true;
}
