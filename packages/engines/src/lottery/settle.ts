import { choose, permutationsOf, shapeOf, ticketCount, type LotteryBet } from './bets';
import { prizesOf, specialOf, type LotteryFamily } from './layouts';
import { oddsKeyOf, type OddsTable } from './odds';

/**
 * What a bet line won against a draw: its tickets, the winning tickets (a lô ticket counts once
 * per occurrence), what they pay (minor units, stakes included) and what hit, for "my bets":
 * a pick (`12`), a combination (`12 34`), a 4D number with its prize (`1234 first`), a straight
 * (`3 7`).
 */
export type LineResult = { tickets: number; winning: number; win: number; hits: string[] };

/** Each winning ticket pays floor(unit × odds / (100 × div)); `div` > 1 only for the 4D ibox. */
const pay = (unit: number, odds: number, div = 1) => Math.floor((unit * odds) / (100 * div));

const digitsOf = (numbers: readonly string[]) => numbers.map(Number);
const sumOf = (xs: number[]) => xs.reduce((a, b) => a + b, 0);

/** Big/small/odd/even of a value against the boundary of big. */
function bsoe(pick: string, value: number, bigFrom: number) {
  if (pick === 'BIG') return value >= bigFrom;
  if (pick === 'SMALL') return value < bigFrom;
  if (pick === 'ODD') return value % 2 === 1;
  return value % 2 === 0;
}

/**
 * Settles one bet line of `unit` minor units per ticket against a draw's numbers (layout order)
 * with an odds table. Counts winning combinations without listing every ticket (C(m, k) of the m
 * picks that hit), so a 4,950-ticket xiên costs no more than a single.
 */
export function settleLine(
  family: LotteryFamily,
  bet: LotteryBet,
  numbers: readonly string[],
  odds: OddsTable,
  unit: number,
): LineResult {
  const tickets = ticketCount(family, bet);
  const picks = bet.picks[0] ?? [];
  const o = (key: string) => odds[key] ?? 0;
  const single = (hit: (p: string) => boolean) => {
    const hits = picks.filter(hit);
    return { tickets, winning: hits.length, win: hits.length * pay(unit, o(bet.type)), hits };
  };
  if (family === 'VN_NORTH' || family === 'VN_SOUTH') {
    const lo = numbers.map((n) => n.slice(-2));
    const loSet = new Set(lo);
    const special = specialOf(family, numbers);
    const k = shapeOf(family, bet.type).k;
    switch (bet.type) {
      case 'LO2': {
        const occurrences = picks.map((p) => lo.filter((x) => x === p).length);
        const winning = sumOf(occurrences);
        return { tickets, winning, win: winning * pay(unit, o('LO2')), hits: picks.filter((_, i) => occurrences[i]! > 0) };
      }
      case 'DE':
        return single((p) => p === special.slice(-2));
      case 'DAU':
        return single((p) => p === special.slice(-2, -1));
      case 'DUOI':
        return single((p) => p === special.slice(-1));
      case 'CANG3':
        return single((p) => p === special.slice(-3));
      default: {
        // XIEN: combinations of the picks that appeared; TRUOT: of the picks that did not.
        const xien = bet.type.startsWith('XIEN');
        const side = picks.filter((p) => loSet.has(p) === xien).sort();
        const winning = choose(side.length, k);
        return { tickets, winning, win: winning * pay(unit, o(bet.type)), hits: winning > 0 ? side : [] };
      }
    }
  }
  if (family === 'SEA_4D') {
    const prizes = prizesOf(family);
    const small = bet.type.startsWith('SMALL');
    const prizeOf = (n: string) => {
      const i = numbers.indexOf(n);
      const prize = i < 0 ? undefined : prizes[i];
      return prize && (!small || ['first', 'second', 'third'].includes(prize)) ? prize : undefined;
    };
    const ibox = bet.type.endsWith('_IBOX');
    const box = ibox || bet.type.endsWith('_BOX');
    let winning = 0;
    let win = 0;
    const hits: string[] = [];
    for (const pick of picks) {
      const orders = box ? permutationsOf(pick) : [pick];
      for (const n of orders) {
        const prize = prizeOf(n);
        if (!prize) continue;
        winning += 1;
        win += pay(unit, o(oddsKeyOf(bet.type, { prize })), ibox ? orders.length : 1);
        hits.push(`${n} ${prize}`);
      }
    }
    return { tickets, winning, win, hits };
  }
  if (family === 'FAST_5D') {
    const d = digitsOf(numbers);
    const tail = (n: number) => d.slice(5 - n);
    const distinct = (xs: number[]) => new Set(xs).size === xs.length;
    const within = (xs: number[]) => xs.every((x) => picks.includes(String(x)));
    const one = (won: boolean, hit: string) => ({
      tickets,
      winning: won ? 1 : 0,
      win: won ? pay(unit, o(bet.type)) : 0,
      hits: won ? [hit] : [],
    });
    switch (bet.type) {
      case 'DIGIT':
        return single((p) => Number(p) === d[bet.position!]);
      case 'BSOE':
        return single((p) => bsoe(p, d[bet.position!]!, 5));
      case 'SUM_BSOE':
        return single((p) => bsoe(p, sumOf(d), 23));
      case 'STAR2':
      case 'STAR3':
      case 'STAR5': {
        const t = tail(bet.picks.length);
        return one(
          t.every((x, i) => bet.picks[i]!.includes(String(x))),
          t.join(' '),
        );
      }
      case 'STAR3_GROUP3': {
        const t = tail(3);
        const pair = t.find((x, i) => t.indexOf(x) !== i);
        const lone = t.find((x) => x !== pair);
        const won = pair !== undefined && lone !== undefined && within([pair, lone]);
        return one(won, `${pair} ${pair} ${lone}`);
      }
      default: {
        const t = tail(bet.type === 'STAR2_GROUP' ? 2 : bet.type === 'STAR3_GROUP6' ? 3 : 5);
        return one(distinct(t) && within(t), [...t].sort().join(' '));
      }
    }
  }
  // Three dice.
  const f = digitsOf(numbers);
  const sum = sumOf(f);
  const triple = f[0] === f[1] && f[1] === f[2];
  switch (bet.type) {
    case 'SUM': {
      const hits = picks.filter((p) => Number(p) === sum);
      return { tickets, winning: hits.length, win: hits.length * pay(unit, o(oddsKeyOf('SUM', { sum }))), hits };
    }
    case 'BSOE':
      return single((p) => !triple && bsoe(p, sum, 11));
    case 'TRIPLE':
      return single((p) => triple && Number(p) === f[0]);
    case 'ANY_TRIPLE':
      return single(() => triple);
    default:
      return single((p) => f.filter((x) => x === Number(p)).length >= 2);
  }
}
