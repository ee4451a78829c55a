import { describe, expect, test } from 'vitest';
import { piecesOf } from './figures.pieces';

const at = (s: string) => new Date(s);

describe('pieces of a range', () => {
  test('a Nepal day reads its 45-minute edge as the whole hour less 15 minutes, with complements', () => {
    // 2026-11-25 in +05:45 is [2026-11-24T18:15Z, 2026-11-25T18:15Z).
    const day = { label: 'd', from: at('2026-11-24T18:15:00Z'), to: at('2026-11-25T18:15:00Z') };
    expect(piecesOf([day], { complement: true })).toEqual({
      whole: [{ label: 'd', h0: '2026-11-24T18:00:00.000Z', h1: '2026-11-25T18:00:00.000Z' }],
      raw: [
        { label: 'd', a: '2026-11-24T18:00:00.000Z', b: '2026-11-24T18:15:00.000Z', sign: -1 },
        { label: 'd', a: '2026-11-25T18:00:00.000Z', b: '2026-11-25T18:15:00.000Z', sign: 1 },
      ],
    });
    // Without complements (distinct members cannot be subtracted) the 45 minutes are read as they are.
    expect(piecesOf([day]).raw).toEqual([
      { label: 'd', a: '2026-11-24T18:15:00.000Z', b: '2026-11-24T19:00:00.000Z', sign: 1 },
      { label: 'd', a: '2026-11-25T18:00:00.000Z', b: '2026-11-25T18:15:00.000Z', sign: 1 },
    ]);
  });

  test('a half-hour edge, a range inside one hour and open ends stay raw or whole as before', () => {
    const newfoundland = { label: 'n', from: at('2026-11-25T03:30:00Z'), to: at('2026-11-26T03:30:00Z') };
    expect(piecesOf([newfoundland], { complement: true }).raw.map((r) => r.sign)).toEqual([1, 1]);
    const inside = { label: 'i', from: at('2026-11-25T03:10:00Z'), to: at('2026-11-25T03:55:00Z') };
    expect(piecesOf([inside], { complement: true })).toEqual({
      whole: [],
      raw: [{ label: 'i', a: '2026-11-25T03:10:00.000Z', b: '2026-11-25T03:55:00.000Z', sign: 1 }],
    });
    expect(piecesOf([{ label: 'o', from: null, to: at('2026-11-25T03:50:00Z') }], { complement: true })).toEqual({
      whole: [{ label: 'o', h0: '-infinity', h1: '2026-11-25T04:00:00.000Z' }],
      raw: [{ label: 'o', a: '2026-11-25T03:50:00.000Z', b: '2026-11-25T04:00:00.000Z', sign: -1 }],
    });
  });
});
