/**
 * Odds of the book: integer decimal odds in ten-thousandths (1.9500 = 19_500), what one unit staked
 * returns on a win, stake included. Every other format is computed from them for display only; a
 * bet keeps the decimal odds it was sold at. Displays are plain numbers (no words such as
 * "evens"), so they need no translation.
 */
export type Odds = number;

/** One whole unit of decimal odds (1.0000): a refund. */
export const ODDS_UNIT = 10_000;
/** The widest odds the book knows (a price is a number above 1.0000, at most 1000.0000). */
export const MIN_VALID_ODDS = 10_001;
export const MAX_VALID_ODDS = 10_000_000;

export const ODDS_FORMATS = ['DECIMAL', 'FRACTIONAL', 'AMERICAN', 'HONG_KONG', 'MALAY', 'INDONESIAN'] as const;
export type OddsFormat = (typeof ODDS_FORMATS)[number];

/** Whole ten-thousandths above 1.0000, at most 1000.0000. */
export const isOdds = (o: number): boolean => Number.isInteger(o) && o >= MIN_VALID_ODDS && o <= MAX_VALID_ODDS;

/** `n` ten-thousandths as a decimal with at least two and at most four decimals (exact). */
function tenThousandths(n: number): string {
  const sign = n < 0 ? '-' : '';
  const abs = Math.abs(n);
  const frac = String(abs % ODDS_UNIT)
    .padStart(4, '0')
    .replace(/0{1,2}$/, '');
  return `${sign}${Math.floor(abs / ODDS_UNIT)}.${frac}`;
}

/**
 * A Malay price above 2.00, −1 / profit (profit in ten-thousandths above 10,000): two decimals, or
 * three significant digits when below 0.1 in size (so never "−0.00"). The size is rounded up, so
 * the price read back is never above the real one (and never past 1000.00).
 */
function malayNegative(profit: number): string {
  if (profit <= 100_000) return (-Math.ceil(1_000_000 / profit) / 100).toFixed(2);
  const k = profit > 1_000_000 ? 5 : 4;
  return (-Math.ceil(10 ** (4 + k) / profit) / 10 ** k).toFixed(k);
}

const gcd = (a: number, b: number): number => (b === 0 ? a : gcd(b, a % b));

/** The largest denominator a fractional price is shown with. */
export const MAX_DENOMINATOR = 100;

/**
 * The fractional price (profit / stake) of odds: the fraction nearest to decimal − 1 with a
 * denominator up to 100 (the smaller denominator on a tie; at least 1/100), reduced. Two-decimal odds are exact
 * (1.95 → 19/20, 3.50 → 5/2); others take their nearest sensible fraction (1.9091 → 10/11).
 */
export function toFraction(odds: Odds): [number, number] {
  const x = (odds - ODDS_UNIT) / ODDS_UNIT;
  let best: [number, number] = [Math.max(1, Math.round(x)), 1];
  let bestErr = Math.abs(x - best[0]);
  for (let q = 2; q <= MAX_DENOMINATOR && bestErr > 0; q++) {
    const p = Math.max(1, Math.round(x * q));
    const err = Math.abs(x - p / q);
    if (err < bestErr - 1e-12) [best, bestErr] = [[p, q], err];
  }
  const [p, q] = best;
  const g = gcd(p, q);
  return [p / g, q / g];
}

/** Odds as the member's format shows them. */
export function formatOdds(odds: Odds, format: OddsFormat): string {
  const profit = odds - ODDS_UNIT;
  switch (format) {
    case 'DECIMAL':
      return tenThousandths(odds);
    case 'HONG_KONG':
      return tenThousandths(profit);
    case 'FRACTIONAL': {
      const [p, q] = toFraction(odds);
      return `${p}/${q}`;
    }
    case 'AMERICAN':
      // +100 and up from 2.00; below 2.00 the stake that wins 100, as −100 and below.
      return odds >= 2 * ODDS_UNIT ? `+${Math.round(profit / 100)}` : `-${Math.max(100, Math.round((100 * ODDS_UNIT) / profit))}`;
    case 'MALAY':
      // Up to 2.00 the profit (0, 1]; above it −1 / profit, in [−1, 0).
      return odds <= 2 * ODDS_UNIT ? tenThousandths(profit) : malayNegative(profit);
    case 'INDONESIAN':
      // From 2.00 the profit (≥ 1); below it −1 / profit (≤ −1).
      return odds >= 2 * ODDS_UNIT ? tenThousandths(profit) : (-ODDS_UNIT / profit).toFixed(2);
  }
}

/** Decimal odds from a value, rounded to the nearest ten-thousandth; null when not a valid price. */
function fromDecimal(d: number): Odds | null {
  if (!Number.isFinite(d)) return null;
  const odds = Math.round(d * ODDS_UNIT);
  return isOdds(odds) ? odds : null;
}

const NUMBER = /^[+-]?(\d+(\.\d*)?|\.\d+)$/;

/**
 * Reads a price written in a format back to decimal odds (nearest ten-thousandth), or null when
 * the text is not a price of that format: American needs |value| ≥ 100, Malay a value in [−1, 0) ∪
 * (0, 1], Indonesian |value| ≥ 1, fractional `n/d` with whole numbers.
 */
export function parseOdds(text: string, format: OddsFormat): Odds | null {
  const t = text.trim();
  if (format === 'FRACTIONAL') {
    const m = /^(\d+)\s*\/\s*(\d+)$/.exec(t);
    if (!m || Number(m[2]) === 0) return null;
    return fromDecimal(1 + Number(m[1]) / Number(m[2]));
  }
  if (!NUMBER.test(t)) return null;
  const v = Number(t);
  switch (format) {
    case 'DECIMAL':
      return fromDecimal(v);
    case 'HONG_KONG':
      return v > 0 ? fromDecimal(1 + v) : null;
    case 'AMERICAN':
      if (v >= 100) return fromDecimal(1 + v / 100);
      return v <= -100 ? fromDecimal(1 - 100 / v) : null;
    case 'MALAY':
      if (v > 0 && v <= 1) return fromDecimal(1 + v);
      return v < 0 && v >= -1 ? fromDecimal(1 - 1 / v) : null;
    case 'INDONESIAN':
      if (v >= 1) return fromDecimal(1 + v);
      return v <= -1 ? fromDecimal(1 - 1 / v) : null;
  }
}

/** Which way a price moved, for the up/down highlight. */
export function oddsMove(before: Odds, after: Odds): 'UP' | 'DOWN' | 'SAME' {
  return after > before ? 'UP' : after < before ? 'DOWN' : 'SAME';
}
