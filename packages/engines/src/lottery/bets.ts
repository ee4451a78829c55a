import { LOTTERY_BET_TYPES, type LotteryBetType } from '@jade/contract/lottery';
import type { LotteryFamily } from './layouts';

/**
 * The bet types of each lottery family, the values their picks take, and how many tickets a
 * selection makes. A bet is `{ type, picks, position? }`: `picks` holds one group of values, or one
 * group per position for the straight stars (5D `STAR2` = the last two positions, `STAR3` the last
 * three, `STAR5` all five). Every ticket costs the unit stake (× the slip's multiplier).
 *
 * Vietnamese (VN_NORTH, VN_SOUTH; "lô" = the last two digits of every prize):
 *  LO2 two digits, pays per occurrence among the lô · DE last two digits of the special ·
 *  DAU / DUOI the first / last of those two digits · CANG3 last three of the special ·
 *  XIEN2/3/4 each 2/3/4-combination of the picks wins when all of it is among the lô ·
 *  TRUOT4/8/10 each 4/8/10-combination wins when none of it is.
 * SEA 4D: BIG pays on every prize (1st, 2nd, 3rd, special, consolation), SMALL on the first three;
 *  BIG_BOX / SMALL_BOX: every different order of the number is a ticket; BIG_IBOX / SMALL_IBOX: one
 *  ticket covering every order, its prize divided by their count.
 * Fast 5D: DIGIT (a position's digit) · BSOE (a position big 5–9 / small 0–4 / odd / even) ·
 *  SUM_BSOE (the sum of the five: big 23–45 / small 0–22 / odd / even) · STAR2/3/5 straight ·
 *  STAR2_GROUP (the last two, any order, different digits) · STAR3_GROUP3 (the last three are a
 *  pair and a single: ticket = pair digit, single digit) · STAR3_GROUP6 (the last three different,
 *  any order) · STAR5_GROUP120 (all five different, any order).
 * Three dice: SUM (4–17) · BSOE (big 11–17 / small 4–10 / odd / even; a triple loses) · TRIPLE (a
 *  given face thrice) · ANY_TRIPLE · PAIR (a given face at least twice).
 */
export const BET_TYPES = LOTTERY_BET_TYPES;

export type { LotteryBetType };

export type LotteryBet = { type: LotteryBetType; picks: string[][]; position?: number | undefined };

/** At most this many tickets in one bet line (C(100, 3) of a typed list would be 161,700). */
export const MAX_TICKETS = 10_000;

const numbers = (digits: number) => Array.from({ length: 10 ** digits }, (_, i) => String(i).padStart(digits, '0'));
const BSOE = ['BIG', 'SMALL', 'ODD', 'EVEN'] as const;
const DOMAINS = {
  D: numbers(1),
  NN: numbers(2),
  NNN: numbers(3),
  NNNN: numbers(4),
  BSOE: [...BSOE],
  FACE: ['1', '2', '3', '4', '5', '6'],
  SUM: Array.from({ length: 14 }, (_, i) => String(i + 4)),
  ANY: ['ANY'],
};
export type PickDomain = keyof typeof DOMAINS;

/** The values a pick of a domain can take, in board order. */
export const domainValues = (domain: PickDomain): readonly string[] => DOMAINS[domain];

/**
 * A type's shape: the domain of its picks, how many groups, the combination size `k` (a ticket is
 * a k-subset of a group's picks), and whether it is bet on one of the five positions.
 */
export type BetShape = { domain: PickDomain; groups: number; k: number; positional?: true; ordered?: true };

export function shapeOf(family: LotteryFamily, type: LotteryBetType): BetShape {
  switch (type) {
    case 'LO2':
    case 'DE':
      return { domain: 'NN', groups: 1, k: 1 };
    case 'DAU':
    case 'DUOI':
      return { domain: 'D', groups: 1, k: 1 };
    case 'CANG3':
      return { domain: 'NNN', groups: 1, k: 1 };
    case 'XIEN2':
    case 'XIEN3':
    case 'XIEN4':
      return { domain: 'NN', groups: 1, k: Number(type.slice(4)) };
    case 'TRUOT4':
    case 'TRUOT8':
    case 'TRUOT10':
      return { domain: 'NN', groups: 1, k: Number(type.slice(5)) };
    case 'BIG':
    case 'SMALL':
    case 'BIG_BOX':
    case 'SMALL_BOX':
    case 'BIG_IBOX':
    case 'SMALL_IBOX':
      return { domain: 'NNNN', groups: 1, k: 1 };
    case 'DIGIT':
      return { domain: 'D', groups: 1, k: 1, positional: true };
    case 'BSOE':
      return family === 'DICE_3' ? { domain: 'BSOE', groups: 1, k: 1 } : { domain: 'BSOE', groups: 1, k: 1, positional: true };
    case 'SUM_BSOE':
      return { domain: 'BSOE', groups: 1, k: 1 };
    case 'STAR2':
    case 'STAR3':
    case 'STAR5':
      return { domain: 'D', groups: Number(type.slice(4)), k: 1 };
    case 'STAR2_GROUP':
      return { domain: 'D', groups: 1, k: 2 };
    case 'STAR3_GROUP3':
      return { domain: 'D', groups: 1, k: 2, ordered: true };
    case 'STAR3_GROUP6':
      return { domain: 'D', groups: 1, k: 3 };
    case 'STAR5_GROUP120':
      return { domain: 'D', groups: 1, k: 5 };
    case 'SUM':
      return { domain: 'SUM', groups: 1, k: 1 };
    case 'TRIPLE':
    case 'PAIR':
      return { domain: 'FACE', groups: 1, k: 1 };
    case 'ANY_TRIPLE':
      return { domain: 'ANY', groups: 1, k: 1 };
  }
}

/** n choose k. */
export function choose(n: number, k: number) {
  if (k < 0 || k > n) return 0;
  let r = 1;
  for (let i = 0; i < k; i++) r = (r * (n - i)) / (i + 1);
  return Math.round(r);
}

/** The different orders of a four-digit number (1234 → 24, 1123 → 12, 1122 → 6, 1112 → 4, 1111 → 1). */
export function permutationsOf(n: string): string[] {
  if (n.length <= 1) return [n];
  const out = new Set<string>();
  for (let i = 0; i < n.length; i++) for (const rest of permutationsOf(n.slice(0, i) + n.slice(i + 1))) out.add(n[i] + rest);
  return [...out].sort();
}

/** How many tickets a (valid) bet makes. */
export function ticketCount(family: LotteryFamily, bet: LotteryBet): number {
  const shape = shapeOf(family, bet.type);
  if (shape.groups > 1) return bet.picks.reduce((n, g) => n * g.length, 1);
  const n = bet.picks[0]?.length ?? 0;
  if (bet.type === 'BIG_BOX' || bet.type === 'SMALL_BOX') return bet.picks[0]!.reduce((t, p) => t + permutationsOf(p).length, 0);
  return shape.ordered ? n * (n - 1) : choose(n, shape.k);
}

/** Why a bet is not valid for the family (null when it is): the type, position, groups and picks. */
export function checkBet(family: LotteryFamily, bet: LotteryBet): string | null {
  if (!(BET_TYPES[family] as readonly string[]).includes(bet.type)) return `${bet.type} is not a bet of this game.`;
  const shape = shapeOf(family, bet.type);
  if (shape.positional) {
    if (bet.position === undefined || !Number.isInteger(bet.position) || bet.position < 0 || bet.position > 4)
      return 'Choose a position from 0 to 4.';
  } else if (bet.position !== undefined) return 'This bet has no position.';
  if (bet.picks.length !== shape.groups) return `Pick ${shape.groups === 1 ? 'one group' : `${shape.groups} groups`} of numbers.`;
  const allowed = new Set(DOMAINS[shape.domain]);
  for (const group of bet.picks) {
    if (group.some((p) => !allowed.has(p))) return 'A pick is not a number of this bet.';
    if (new Set(group).size !== group.length) return 'Each number may be picked once.';
    const least = shape.groups > 1 ? 1 : shape.ordered ? 2 : shape.k;
    if (group.length < least) return `Pick at least ${least} numbers.`;
  }
  const tickets = ticketCount(family, bet);
  if (tickets > MAX_TICKETS) return `At most ${MAX_TICKETS} tickets in one bet.`;
  return null;
}
