import { domainValues, type PickDomain } from './bets';
import type { Rng } from '../rng';

/** A typed list read: the picks in board order, or the pieces that are not numbers of the bet. */
export type ParsedPicks = { picks: string[]; invalid: string[] };

/**
 * Reads numbers typed on the slip: separated by spaces, commas, semicolons or new lines (`12 34 56`),
 * with ranges (`10-19`, either order), each of exactly the domain's digits; repeats count once.
 * Words of the domain (BIG, SMALL, ODD, EVEN) are read in any case.
 */
export function parsePicks(domain: PickDomain, text: string): ParsedPicks {
  const values = domainValues(domain);
  const allowed = new Set(values);
  const chosen = new Set<string>();
  const invalid: string[] = [];
  for (const token of text.split(/[\s,;]+/).filter(Boolean)) {
    const range = /^(\d+)-(\d+)$/.exec(token);
    if (range && allowed.has(range[1]!) && allowed.has(range[2]!)) {
      const [a, b] = [values.indexOf(range[1]!), values.indexOf(range[2]!)].sort((x, y) => x - y) as [number, number];
      for (let i = a; i <= b; i++) chosen.add(values[i]!);
    } else if (allowed.has(token.toUpperCase())) chosen.add(token.toUpperCase());
    else invalid.push(token);
  }
  return { picks: values.filter((v) => chosen.has(v)), invalid };
}

export type QuickPick = 'big' | 'small' | 'odd' | 'even' | 'all' | 'clear';

/**
 * The board's quick picks over a numeric domain: the upper or lower half of its values (big,
 * small), the odd or even ones (by the last digit), all, or none.
 */
export function quickPick(domain: PickDomain, which: QuickPick): string[] {
  const values = domainValues(domain);
  const half = Math.floor(values.length / 2);
  switch (which) {
    case 'big':
      return values.slice(values.length - half);
    case 'small':
      return values.slice(0, half);
    case 'odd':
      return values.filter((v) => Number(v.slice(-1)) % 2 === 1);
    case 'even':
      return values.filter((v) => Number(v.slice(-1)) % 2 === 0);
    case 'all':
      return [...values];
    case 'clear':
      return [];
  }
}

/** `count` different random values of the domain, in board order (the slip's "random"). */
export function randomPicks(domain: PickDomain, count: number, rng: Rng): string[] {
  const values = domainValues(domain);
  const chosen = new Set<number>();
  while (chosen.size < Math.min(count, values.length)) chosen.add(rng.int(values.length));
  return [...chosen].sort((a, b) => a - b).map((i) => values[i]!);
}
