import { describe, expect, test } from 'vitest';
import { ENGINES_BY_NAME } from '@jade/engines/index';
import * as mines from '@jade/engines/mines';
import { FairStream, hashServerSeed, nobleHmac } from '@jade/engines/rng';
import { canonical, recompute, verifyRound, type VerifyInput } from './verify';
import { verifyHref } from './verify-link';

const serverSeed = 'b1946ac92492d2347c6235b4d2611184';
const base = { serverSeed, serverSeedHash: hashServerSeed(serverSeed), clientSeed: 'my-client-seed', nonce: 7, actions: [] };
const stream = () => new FairStream(nobleHmac, serverSeed, base.clientSeed, base.nonce);

describe('verify: recompute a round in the browser', () => {
  test('a dice round recomputes to what the engine gave and is verified', () => {
    const bet = { stake: 1000, target: 5000, over: true };
    const expected = ENGINES_BY_NAME.dice.play({}, bet, stream());
    const input: VerifyInput = { ...base, engine: 'dice', params: {}, bet };
    expect(recompute(input)).toEqual(expected);
    const v = verifyRound(input, { win: expected.win, result: expected.result, detail: expected.detail });
    expect(v).toMatchObject({ kind: 'done', match: true, differences: [] });
  });

  test('a tampered record is a mismatch naming the fields', () => {
    const bet = { stake: 500, target: 250 };
    const expected = ENGINES_BY_NAME.limbo.play({}, bet, stream());
    const v = verifyRound(
      { ...base, engine: 'limbo', params: {}, bet },
      {
        win: expected.win + 1,
        result: expected.result,
        detail: { ...expected.detail, point: -1 },
      },
    );
    expect(v).toMatchObject({ kind: 'done', match: false, differences: ['win', 'detail.point'] });
  });

  test('mines replays the deal and the moves', () => {
    const bet = { stake: 10_000, mines: 3 };
    const dealt = mines.deal({}, bet, stream());
    const safe = [...Array(25).keys()].filter((t) => !dealt.minePositions.includes(t)).slice(0, 2);
    const expected = mines.cashout(mines.reveal(mines.reveal(dealt, safe[0]!), safe[1]!))!;
    const input: VerifyInput = { ...base, engine: 'mines', params: {}, bet, actions: [...safe, 'cashout'] };
    expect(recompute(input)).toEqual(expected);
    expect(verifyRound(input, { win: expected.win, detail: expected.detail })).toMatchObject({ kind: 'done', match: true });
    const boom = recompute({ ...input, actions: [dealt.minePositions[0]!] });
    expect(boom.win).toBe(0);
  });

  test('a wrong, unrevealed or refused seed says so', () => {
    const input: VerifyInput = { ...base, engine: 'dice', params: {}, bet: { stake: 100, target: 5000, over: false } };
    expect(verifyRound({ ...input, serverSeed: '' }, {})).toEqual({ kind: 'unrevealed' });
    expect(verifyRound({ ...input, serverSeed: 'other' }, {})).toMatchObject({
      kind: 'hash-mismatch',
      hash: hashServerSeed('other'),
    });
    expect(verifyRound({ ...input, bet: { stake: 100 } }, {})).toMatchObject({ kind: 'error' });
    expect(verifyRound(input, {})).toMatchObject({ kind: 'done', match: null });
  });

  test('canonical JSON ignores key order; the verify link carries JSON fields', () => {
    expect(canonical({ b: 1, a: [{ y: 2, x: 1 }] })).toBe(canonical({ a: [{ x: 1, y: 2 }], b: 1 }));
    const href = verifyHref({ engine: 'dice', bet: { stake: 1 }, nonce: 3, serverSeed: undefined });
    const q = new URLSearchParams(href.split('?')[1]);
    expect(q.get('verify')).toBe('1');
    expect(JSON.parse(q.get('bet')!)).toEqual({ stake: 1 });
    expect(q.get('nonce')).toBe('3');
    expect(q.has('serverSeed')).toBe(false);
  });
});
