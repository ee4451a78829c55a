import { describe, expect, test } from 'vitest';
import { FairStream, hashServerSeed, nobleHmac } from '../rng';
import { drawNumbers, houseDraw, isDrawOf, LOTTERY_FAMILIES, numberCount, prizesOf, specialOf } from './layouts';

describe('lottery draws', () => {
  test('have the official shapes: 27 northern numbers, 18 provincial, 23 different 4D numbers, five digits, three dice', () => {
    expect(LOTTERY_FAMILIES.map(numberCount)).toEqual([27, 18, 23, 5, 3]);
    for (let seed = 0; seed < 200; seed++)
      for (const family of LOTTERY_FAMILIES) {
        const numbers = drawNumbers(family, new FairStream(nobleHmac, `s${seed}`, 'G', seed));
        expect(isDrawOf(family, numbers)).toBe(true);
      }
    const north = drawNumbers('VN_NORTH', new FairStream(nobleHmac, 'x', 'G', 1));
    expect(north.map((n) => n.length)).toEqual([5, 5, 5, 5, 5, 5, 5, 5, 5, 5, 4, 4, 4, 4, 4, 4, 4, 4, 4, 4, 3, 3, 3, 2, 2, 2, 2]);
    expect(prizesOf('VN_SOUTH').at(-1)).toBe('special');
    expect(specialOf('VN_SOUTH', drawNumbers('VN_SOUTH', new FairStream(nobleHmac, 'x', 'G', 1)))).toMatch(/^\d{6}$/);
  });

  test('a house draw is recomputed from its revealed seed and matches the commitment published before it', () => {
    const seed = 'a3f1c2d4e5b6a7980112233445566778';
    const commitment = hashServerSeed(seed);
    const numbers = houseDraw(nobleHmac, 'FAST_5D', seed, 'LOTT-5D-1', 42);
    expect(hashServerSeed(seed)).toBe(commitment);
    expect(houseDraw(nobleHmac, 'FAST_5D', seed, 'LOTT-5D-1', 42)).toEqual(numbers);
    // Another draw number or game gives other numbers from the same seed.
    const others = [houseDraw(nobleHmac, 'VN_NORTH', seed, 'LOTT-5D-1', 43), houseDraw(nobleHmac, 'VN_NORTH', seed, 'X', 42)];
    expect(others[0]).not.toEqual(others[1]);
  });

  test('refuses numbers that are not a draw of the family', () => {
    expect(isDrawOf('DICE_3', ['1', '7', '3'])).toBe(false);
    expect(isDrawOf('FAST_5D', ['1', '2', '3', '4'])).toBe(false);
    expect(isDrawOf('FAST_5D', ['1', '2', '3', '4', 'a'])).toBe(false);
    const fourD = Array.from({ length: 23 }, (_, i) => String(1000 + i));
    expect(isDrawOf('SEA_4D', fourD)).toBe(true);
    expect(isDrawOf('SEA_4D', [...fourD.slice(0, 22), '1000'])).toBe(false);
    expect(isDrawOf('VN_NORTH', Array(27).fill('12345'))).toBe(false);
  });
});
