/**
 * Trend charts of the last N draws (30, 50, 100), from their numbers, oldest first. Omission is
 * the number of draws since a value last came (0 in the draw it came); a value never seen in the
 * window has the window's length.
 */

/** A position's digit in each draw, with every digit's omission at that draw (the chart's rows). */
export type TrendRow = { digit: number; omissions: number[] };

/** Each draw's digit at `position` (five-digit games, dice) and the running omission of 0–9 (or 1–6). */
export function positionRows(draws: readonly (readonly string[])[], position: number, faces = 10, first = 0): TrendRow[] {
  const omission = Array<number>(faces).fill(0);
  return draws.map((numbers) => {
    const digit = Number(numbers[position]);
    for (let f = 0; f < faces; f++) omission[f] = f + first === digit ? 0 : omission[f]! + 1;
    return { digit, omissions: [...omission] };
  });
}

/** One value's figures over the window: how often it came, its omission now and its longest one. */
export type ValueStat = { value: string; count: number; current: number; longest: number };

/**
 * The figures of each value over the window, given the values each draw holds (a value counts once
 * per occurrence; its omission counts draws).
 */
export function valueStats(values: readonly string[], draws: readonly (readonly string[])[]): ValueStat[] {
  return values.map((value) => {
    let count = 0;
    let gap = 0;
    let longest = 0;
    for (const numbers of draws) {
      const times = numbers.filter((n) => n === value).length;
      count += times;
      gap = times > 0 ? 0 : gap + 1;
      longest = Math.max(longest, gap);
    }
    return { value, count, current: gap, longest };
  });
}

/** The `n` hottest (most frequent; ties by the shorter omission, then value) and coldest (longest omission now). */
export function hotAndCold(stats: readonly ValueStat[], n = 3): { hot: ValueStat[]; cold: ValueStat[] } {
  const hot = [...stats].sort((a, b) => b.count - a.count || a.current - b.current || a.value.localeCompare(b.value));
  const cold = [...stats].sort((a, b) => b.current - a.current || a.count - b.count || a.value.localeCompare(b.value));
  return { hot: hot.slice(0, n), cold: cold.slice(0, n) };
}

/** Big/small/odd/even counts of some values against the first big value. */
export function bsoeCounts(values: readonly number[], bigFrom: number) {
  const out = { big: 0, small: 0, odd: 0, even: 0 };
  for (const v of values) {
    if (v >= bigFrom) out.big += 1;
    else out.small += 1;
    if (v % 2) out.odd += 1;
    else out.even += 1;
  }
  return out;
}

/** How many draws had each sum of their digits (or dice), from `min` to `max`. */
export function sumHistogram(draws: readonly (readonly string[])[], min: number, max: number): { sum: number; count: number }[] {
  const counts = Array<number>(max - min + 1).fill(0);
  for (const numbers of draws) {
    const s = numbers.reduce((t, n) => t + Number(n), 0);
    if (s >= min && s <= max) counts[s - min]! += 1;
  }
  return counts.map((count, i) => ({ sum: min + i, count }));
}

/** Vietnamese lô: the last two digits of every prize, per draw (what the 00–99 frequency counts). */
export const loOf = (draws: readonly (readonly string[])[]) => draws.map((numbers) => numbers.map((n) => n.slice(-2)));
