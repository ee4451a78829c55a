import { ENGINES } from '@jade/contract/games';
import { describe, expect, it, vi } from 'vitest';
import { ENGINES_BY_NAME, MULTI_STEP, declaredRtpBp, isMultiStep } from './index';
import { limbo } from './limbo';

// The slot engine is tested on its own; here only the wiring matters.
vi.mock('./slot', () => ({
  slot: { stakeOf: () => 0, play: () => ({ win: 0, result: '', detail: {} }) },
  rtpBp: (profile: number) => 9000 + profile,
}));

describe('engine registry', () => {
  it('has every single-step engine and leaves mines to MULTI_STEP', () => {
    for (const name of ENGINES) {
      if (isMultiStep(name)) {
        expect(name in ENGINES_BY_NAME).toBe(false);
        expect(MULTI_STEP[name].deal).toBeTypeOf('function');
      } else {
        expect(ENGINES_BY_NAME[name].play).toBeTypeOf('function');
      }
    }
    expect(Object.keys(ENGINES_BY_NAME).length).toBe(ENGINES.length - 1);
    expect(ENGINES_BY_NAME.limbo).toBe(limbo);
    expect(isMultiStep('mines')).toBe(true);
    expect(isMultiStep('crash')).toBe(false);
  });

  it('declares the RTP to show before play', () => {
    expect(declaredRtpBp('slot', { profile: 7 })).toBe(9007);
    expect(declaredRtpBp('baccarat', {})).toBe(9894);
    expect(declaredRtpBp('baccarat', {}, { player: 100, banker: 100, tie: 0 })).toBe(Math.round((9877 + 9894) / 2));
    expect(declaredRtpBp('baccarat', {}, { player: 0, banker: 0, tie: 0 })).toBe(9894);
    expect(declaredRtpBp('dragontiger', {})).toBe(9615);
    expect(declaredRtpBp('dragontiger', {}, { dragon: 0, tiger: 0, tie: 5 })).toBe(9231);
    expect(declaredRtpBp('roulette', {})).toBe(9730);
    for (const e of ['dice', 'limbo', 'crash', 'mines'] as const) expect(declaredRtpBp(e, {})).toBe(9900);
    expect(declaredRtpBp('plinko', {})).toBe(9906);
    expect(declaredRtpBp('plinko', {}, { stake: 1, rows: 16, risk: 'high' })).toBe(9898);
    expect(declaredRtpBp('keno', {})).toBe(9656);
    expect(declaredRtpBp('keno', {}, { stake: 1, picks: [1] })).toBe(9500);
    expect(declaredRtpBp('fishing', {})).toBe(9600);
  });
});
