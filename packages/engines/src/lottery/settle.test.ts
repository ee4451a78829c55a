import fc from 'fast-check';
import { describe, expect, test } from 'vitest';
import { FairStream, nobleHmac } from '../rng';
import { BET_TYPES, checkBet, domainValues, shapeOf, ticketCount, type LotteryBet, type LotteryBetType } from './bets';
import { drawNumbers, LOTTERY_FAMILIES, type LotteryFamily } from './layouts';
import { DEFAULT_ODDS } from './odds';
import { settleLine } from './settle';

/**
 * The reference: every ticket of a bet listed one by one and judged by arithmetic on the numbers
 * (not by the string slicing and combination counting `settleLine` uses).
 */

function combinations<T>(xs: T[], k: number): T[][] {
  if (k === 0) return [[]];
  return xs.flatMap((x, i) => combinations(xs.slice(i + 1), k - 1).map((c) => [x, ...c]));
}
function orders(n: string): string[] {
  return [...new Set(permute([0, 1, 2, 3]).map((p) => p.map((i) => n[i]).join('')))];
}
function permute(xs: number[]): number[][] {
  return xs.length <= 1 ? [xs] : xs.flatMap((x, i) => permute([...xs.slice(0, i), ...xs.slice(i + 1)]).map((p) => [x, ...p]));
}

/** Each ticket's payout in minor units, for a unit stake. */
function reference(family: LotteryFamily, bet: LotteryBet, numbers: string[], unit: number): { tickets: number; win: number } {
  const odds = DEFAULT_ODDS[family];
  const pay = (key: string, times = 1, div = 1) => times * Math.floor((unit * odds[key]!) / (100 * div));
  const n = numbers.map(Number);
  const picks = bet.picks[0]!;
  let tickets = 0;
  let win = 0;
  const ticket = (payout: number) => {
    tickets += 1;
    win += payout;
  };
  if (family === 'VN_NORTH' || family === 'VN_SOUTH') {
    const special = family === 'VN_NORTH' ? n[0]! : n[17]!;
    const lo = n.map((x) => x % 100);
    const k = shapeOf(family, bet.type).k;
    for (const combo of combinations(picks.map(Number), k)) {
      const p = combo[0]!;
      const won = {
        LO2: lo.filter((x) => x === p).length,
        DE: Number(special % 100 === p),
        DAU: Number(Math.floor((special % 100) / 10) === p),
        DUOI: Number(special % 10 === p),
        CANG3: Number(special % 1000 === p),
      }[bet.type as 'LO2'];
      if (won !== undefined) ticket(pay(bet.type, won));
      else if (bet.type.startsWith('XIEN')) ticket(combo.every((c) => lo.includes(c)) ? pay(bet.type) : 0);
      else ticket(combo.every((c) => !lo.includes(c)) ? pay(bet.type) : 0);
    }
  } else if (family === 'SEA_4D') {
    const tier = (i: number) => (i < 3 ? String(i + 1) : i < 13 ? 'S' : 'C');
    const side = bet.type.startsWith('BIG') ? 'BIG' : 'SMALL';
    const prizeOf = (x: string) => {
      const i = numbers.indexOf(x);
      return i < 0 || (side === 'SMALL' && i >= 3) ? null : `${side}_${tier(i)}`;
    };
    for (const p of picks) {
      if (bet.type.endsWith('_IBOX')) {
        const all = orders(p);
        ticket(all.reduce((s, o) => s + (prizeOf(o) ? pay(prizeOf(o)!, 1, all.length) : 0), 0));
      } else for (const o of bet.type.endsWith('_BOX') ? orders(p) : [p]) ticket(prizeOf(o) ? pay(prizeOf(o)!) : 0);
    }
  } else if (family === 'FAST_5D') {
    const sum = n.reduce((a, b) => a + b, 0);
    const side = (p: string, v: number, big: number) =>
      ({ BIG: v >= big, SMALL: v < big, ODD: v % 2 === 1, EVEN: v % 2 === 0 })[p]!;
    const sorted = (xs: number[]) => [...xs].sort().join();
    if (bet.type === 'DIGIT') for (const p of picks) ticket(Number(p) === n[bet.position!] ? pay('DIGIT') : 0);
    else if (bet.type === 'BSOE') for (const p of picks) ticket(side(p, n[bet.position!]!, 5) ? pay('BSOE') : 0);
    else if (bet.type === 'SUM_BSOE') for (const p of picks) ticket(side(p, sum, 23) ? pay('SUM_BSOE') : 0);
    else if (bet.type.startsWith('STAR') && !bet.type.includes('GROUP')) {
      const w = bet.picks.length;
      let combos: number[][] = [[]];
      for (const g of bet.picks) combos = combos.flatMap((c) => g.map((d) => [...c, Number(d)]));
      for (const c of combos) ticket(c.join() === n.slice(5 - w).join() ? pay(bet.type) : 0);
    } else if (bet.type === 'STAR3_GROUP3') {
      for (const a of picks)
        for (const b of picks) if (a !== b) ticket(sorted([+a, +a, +b]) === sorted(n.slice(2)) ? pay(bet.type) : 0);
    } else {
      const w = { STAR2_GROUP: 2, STAR3_GROUP6: 3, STAR5_GROUP120: 5 }[bet.type as 'STAR2_GROUP'];
      for (const c of combinations(picks.map(Number), w)) ticket(sorted(c) === sorted(n.slice(5 - w)) ? pay(bet.type) : 0);
    }
  } else {
    const sum = n[0]! + n[1]! + n[2]!;
    const triple = new Set(n).size === 1;
    for (const p of picks) {
      if (bet.type === 'SUM') ticket(Number(p) === sum ? pay(`SUM_${sum}`) : 0);
      else if (bet.type === 'BSOE') {
        const won = !triple && { BIG: sum >= 11, SMALL: sum <= 10, ODD: sum % 2 === 1, EVEN: sum % 2 === 0 }[p]!;
        ticket(won ? pay('BSOE') : 0);
      } else if (bet.type === 'TRIPLE') ticket(triple && n[0] === Number(p) ? pay('TRIPLE') : 0);
      else if (bet.type === 'ANY_TRIPLE') ticket(triple ? pay('ANY_TRIPLE') : 0);
      else ticket(n.filter((x) => x === Number(p)).length >= 2 ? pay('PAIR') : 0);
    }
  }
  return { tickets, win };
}

/** A draw from a seed, and a valid bet whose picks lean on the draw's own numbers (so lines win). */
const drawAndBet = fc
  .record({
    family: fc.constantFrom(...LOTTERY_FAMILIES),
    seed: fc.string({ minLength: 1, maxLength: 8 }),
    typeIndex: fc.nat(),
    position: fc.integer({ min: 0, max: 4 }),
    choice: fc.array(fc.nat(), { minLength: 1, maxLength: 40 }),
    unit: fc.integer({ min: 1, max: 100_000 }),
  })
  .map(({ family, seed, typeIndex, position, choice, unit }) => {
    const drawn = drawNumbers(family, new FairStream(nobleHmac, seed, 'T', 1));
    // One dice draw in four is a triple (1 in 36 otherwise).
    const numbers = family === 'DICE_3' && choice[0]! % 4 === 0 ? [drawn[0]!, drawn[0]!, drawn[0]!] : drawn;
    const types = BET_TYPES[family] as readonly LotteryBetType[];
    const type = types[typeIndex % types.length]!;
    const shape = shapeOf(family, type);
    const values = domainValues(shape.domain);
    // Candidates: values taken from the draw (its lô, special, digits) and a few others.
    const fromDraw = numbers.flatMap((x) => [x, x.slice(-2), x.slice(-3), x.slice(-1)]).filter((v) => values.includes(v));
    // (A lô trượt wins when its numbers are absent: its candidates are not taken from the draw.)
    const lo = new Set(numbers.map((x) => x.slice(-2)));
    const absent = values.filter((v) => !lo.has(v));
    const others = choice.map((c, i) => (i % 2 ? absent[c % absent.length]! : values[c % values.length]!));
    const pool = [...new Set(type.startsWith('TRUOT') ? others : [...fromDraw, ...others])];
    const size = shape.k === 1 && shape.groups === 1 ? 6 : shape.k + 3;
    // One bet in three takes the draw's own values first; the others take the pool at random.
    const lead = choice[0]! % 3 === 0 && !type.startsWith('TRUOT') ? fromDraw : [];
    const group = (offset: number) =>
      [...new Set([...lead, ...choice.map((c, i) => pool[(c + i * 7 + offset) % pool.length]!)])].slice(0, size);
    let picks = Array.from({ length: shape.groups }, (_, g) => group(g * 13));
    const least = shape.ordered ? 2 : shape.k;
    if (shape.groups === 1 && picks[0]!.length < least) picks = [[...new Set([...picks[0]!, ...values])].slice(0, least)];
    const bet: LotteryBet = { type, picks, ...(shape.positional ? { position } : {}) };
    return { family, numbers, bet, unit };
  });

describe('lottery settlement', () => {
  test('pays every bet type exactly what its tickets, judged one by one against the odds table, pay', () => {
    const won = new Set<string>();
    fc.assert(
      fc.property(drawAndBet, ({ family, numbers, bet, unit }) => {
        expect(checkBet(family, bet)).toBeNull();
        const line = settleLine(family, bet, numbers, DEFAULT_ODDS[family], unit);
        const ref = reference(family, bet, numbers, unit);
        expect(line.tickets).toBe(ref.tickets);
        expect(ticketCount(family, bet)).toBe(ref.tickets);
        expect(line.win).toBe(ref.win);
        expect(line.hits.length > 0).toBe(line.win > 0);
        if (line.win > 0) won.add(`${family} ${bet.type}`);
      }),
      // A fixed seed, so that the check below (a winning line of every type was met) is stable.
      { numRuns: 3000, seed: 2026 },
    );
    // The runs met a winning line of every bet type (not only losing ones).
    const all = LOTTERY_FAMILIES.flatMap((f) => BET_TYPES[f].map((t) => `${f} ${t}`));
    expect(all.filter((t) => !won.has(t))).toEqual([]);
  });

  test('reads a northern board as the players do', () => {
    // special, first, second ×2, third ×6, fourth ×4, fifth ×6, sixth ×3, seventh ×4
    const board = [
      '12345',
      '67890',
      '11111',
      '22245',
      '33333',
      '44444',
      '55555',
      '66666',
      '77777',
      '88845',
      '1234',
      '2345',
      '3456',
      '4567',
      '5678',
      '6789',
      '7890',
      '8901',
      '9012',
      '0123',
      '123',
      '234',
      '345',
      '12',
      '45',
      '99',
      '07',
    ];
    const u = 1000;
    const line = (type: LotteryBetType, picks: string[]) =>
      settleLine('VN_NORTH', { type, picks: [picks] }, board, DEFAULT_ODDS.VN_NORTH, u);
    // 45 ends five prizes (12345, 22245, 88845, 2345, 345) and the seventh's 45: six times.
    expect(line('LO2', ['45'])).toMatchObject({ tickets: 1, winning: 6, win: 6 * 3500 });
    expect(line('DE', ['45', '12'])).toMatchObject({ tickets: 2, winning: 1, win: 95_000, hits: ['45'] });
    expect(line('DAU', ['4']).win).toBe(9500);
    expect(line('DUOI', ['5']).win).toBe(9500);
    expect(line('CANG3', ['345']).win).toBe(950_000);
    expect(line('XIEN2', ['45', '12', '98'])).toMatchObject({ tickets: 3, winning: 1, hits: ['12', '45'] });
    expect(line('TRUOT4', ['00', '02', '03', '04', '05'])).toMatchObject({ tickets: 5, winning: 5 });
  });

  test('a 4D box pays each order that was drawn, an ibox the same prize divided among its orders', () => {
    const draw = ['1234', '5678', '9012', ...Array.from({ length: 20 }, (_, i) => String(3000 + i))];
    draw[3] = '4321';
    const box = settleLine('SEA_4D', { type: 'BIG_BOX', picks: [['1234']] }, draw, DEFAULT_ODDS.SEA_4D, 100);
    expect(box).toMatchObject({ tickets: 24, winning: 2, win: 250_000 + 18_000, hits: ['1234 first', '4321 special'] });
    const ibox = settleLine('SEA_4D', { type: 'BIG_IBOX', picks: [['1234']] }, draw, DEFAULT_ODDS.SEA_4D, 100);
    expect(ibox).toMatchObject({ tickets: 1, win: Math.floor(250_000 / 24) + Math.floor(18_000 / 24) });
    expect(settleLine('SEA_4D', { type: 'SMALL', picks: [['4321']] }, draw, DEFAULT_ODDS.SEA_4D, 100).win).toBe(0);
  });

  test('a triple loses big, small, odd and even; a pair bet needs two of the face', () => {
    const line = (type: LotteryBetType, picks: string[], dice: string[]) =>
      settleLine('DICE_3', { type, picks: [picks] }, dice, DEFAULT_ODDS.DICE_3, 100).win;
    expect(line('BSOE', ['BIG', 'SMALL', 'ODD', 'EVEN'], ['4', '4', '4'])).toBe(0);
    expect(line('BSOE', ['BIG', 'EVEN'], ['4', '4', '6'])).toBe(400);
    expect(line('PAIR', ['4', '6'], ['4', '4', '6'])).toBe(1300);
    expect(line('SUM', ['14', '4'], ['4', '4', '6'])).toBe(1350);
  });
});
