import { describe, expect, test } from 'vitest';
import type { LotteryVerify } from '@jade/contract/lottery';
import { houseDraw } from '@jade/engines/lottery/layouts';
import { hashServerSeed, nobleHmac } from '@jade/engines/rng';
import { verifyDraw } from './verify-page';

const SEED = 'a'.repeat(64);
const drawn = houseDraw(nobleHmac, 'VN_NORTH', SEED, 'LOTT_VN_1M', 202611270100);
const verify = (over: Partial<LotteryVerify> = {}): LotteryVerify => ({
  gameCode: 'LOTT_VN_1M',
  family: 'VN_NORTH',
  drawNo: '20261127-0100',
  status: 'SETTLED',
  drawAt: '2026-11-27T09:40:00.000Z',
  serverSeedHash: hashServerSeed(SEED),
  serverSeed: SEED,
  clientSeed: 'LOTT_VN_1M',
  nonce: 202611270100,
  numbers: drawn,
  resultVersion: 1,
  resultSource: 'HOUSE',
  matchesSeed: true,
  ...over,
});

describe('verifyDraw', () => {
  test('recomputes a settled draw from its seed and finds the same numbers', () => {
    expect(verifyDraw(verify())).toEqual({ kind: 'done', hash: hashServerSeed(SEED), numbers: drawn, match: true });
  });

  test('says when the seed is not revealed, does not match its hash, or gives other numbers', () => {
    expect(verifyDraw(verify({ serverSeed: null, status: 'OPEN' }))).toEqual({ kind: 'unrevealed' });
    expect(verifyDraw(verify({ serverSeedHash: '0'.repeat(64) }))).toMatchObject({ kind: 'hash-mismatch' });
    expect(verifyDraw(verify({ numbers: ['00000', ...drawn.slice(1)] }))).toMatchObject({ kind: 'done', match: false });
  });
});
