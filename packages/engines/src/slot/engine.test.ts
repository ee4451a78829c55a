import { describe, expect, it } from 'vitest';
import { FairStream, nobleHmac, type Rng } from '../rng';
import { betUnits, slot, type SlotParams } from './engine';
import { getProfile, PROFILE_COUNT, profileOf } from './profiles';
import { stakeLevels } from './stakes';
import { JACKPOT_DIVISOR, PROFILE_LINES, SCATTER, SYMBOLS } from './symbols';

const paramsOf = (profile: number, extra: Partial<SlotParams> = {}): SlotParams => ({
  profile,
  theme: 'jungle',
  lines: PROFILE_LINES[profile]!,
  ...extra,
});
const stream = (nonce: number) => new FairStream(nobleHmac, 'server-seed', 'client-seed', nonce);

/** Replays fixed stops (cycling) and records every call, to pin the stream order. */
class Scripted implements Rng {
  calls: string[] = [];
  private i = 0;
  constructor(
    private readonly stops: number[],
    private readonly float = 0.5,
  ) {}
  int(n: number) {
    this.calls.push(`int(${n})`);
    return this.stops[this.i++ % this.stops.length]!;
  }
  next() {
    this.calls.push('next');
    return this.float;
  }
}

/** The first stop of each reel whose window shows a scatter (or none, with `scatter` false). */
const stopsWith = (profile: number, scatter: boolean) =>
  getProfile(profile).strips.map((strip) =>
    strip.findIndex((_, i) => [0, 1, 2].some((r) => strip[(i + r) % strip.length] === SCATTER) === scatter),
  );

describe('bets', () => {
  it('counts stake in bet units: lines, or 20 for ways', () => {
    expect(betUnits(paramsOf(0))).toBe(5);
    expect(betUnits(paramsOf(7))).toBe(50);
    expect(betUnits(paramsOf(10))).toBe(20);
    expect(slot.stakeOf({ stake: 400 })).toBe(400);
  });

  it('checks the stake and the params', () => {
    expect(slot.check!(paramsOf(3), { stake: 40 })).toBeNull();
    expect(slot.check!(paramsOf(3), { stake: 30 })).toMatch(/multiple of 20/);
    expect(slot.check!(paramsOf(10), { stake: 30 })).toMatch(/multiple of 20/);
    expect(slot.check!(paramsOf(10), { stake: 0 })).toMatch(/multiple/);
    expect(slot.check!(paramsOf(3), { stake: 20.5 })).toMatch(/multiple/);
    expect(slot.check!(paramsOf(3, { lines: 25 }), { stake: 50 })).toMatch(/20 lines/);
    expect(slot.check!(paramsOf(12), { stake: 50 })).toMatch(/unknown/);
    expect(slot.check!(paramsOf(3, { jackpot: true }), { stake: 40 })).toMatch(/maxBet/);
    expect(slot.check!(paramsOf(3, { maxBet: 100 }), { stake: 120 })).toMatch(/max bet/);
    expect(() => slot.play(paramsOf(3), { stake: 30 }, stream(0))).toThrow(/multiple/);
  });

  it('offers ascending stake levels inside the bounds', () => {
    for (let p = 0; p < PROFILE_COUNT; p++) {
      const units = betUnits(paramsOf(p));
      for (const [min, max] of [
        [100, 100_000],
        [10, 2_000_000],
        [1, 50_000_000],
        [500, 5_000],
        [1000, 1200],
      ] as const) {
        const levels = stakeLevels(paramsOf(p), min, max);
        expect(levels.length).toBeGreaterThanOrEqual(1);
        expect(levels.length).toBeLessThanOrEqual(15);
        expect(levels.every((s, i) => s % units === 0 && s >= min && s <= max && (i === 0 || s > levels[i - 1]!))).toBe(true);
        if (max / min >= 100 && max >= 8 * units) expect(levels.length).toBeGreaterThanOrEqual(8);
      }
    }
    expect(stakeLevels(paramsOf(3), 100, 100_000)).toEqual([100, 200, 400, 1000, 2000, 4000, 10000, 20000, 40000, 100000]);
  });

  it('always offers at least the smallest legal stake', () => {
    expect(stakeLevels(paramsOf(7), 120, 130)).toEqual([150]);
    expect(stakeLevels(paramsOf(10), 0, 10)).toEqual([20]);
  });
});

describe('play', () => {
  it('is deterministic: the same seeds give the same round', () => {
    for (let p = 0; p < PROFILE_COUNT; p++) {
      const params = paramsOf(p, { jackpot: true, maxBet: 1_000_000 });
      const stake = betUnits(params) * 3;
      for (let nonce = 0; nonce < 20; nonce++) {
        expect(slot.play(params, { stake }, stream(nonce))).toEqual(slot.play(params, { stake }, stream(nonce)));
      }
      const windows = new Set(
        Array.from({ length: 20 }, (_, n) => JSON.stringify(slot.play(params, { stake }, stream(n)).detail.stops)),
      );
      expect(windows.size).toBeGreaterThan(15);
    }
  });

  it('draws 5 reel stops per spin, then the jackpot', () => {
    const p = getProfile(3);
    const rng = new Scripted(stopsWith(3, false));
    slot.play(paramsOf(3, { jackpot: true, maxBet: 100_000 }), { stake: 20 }, rng);
    expect(rng.calls).toEqual([...p.strips.map((s) => `int(${s.length})`), 'next']);
    const fair = stream(7);
    const o = slot.play(paramsOf(3), { stake: 20 }, fair);
    expect(fair.draws).toBe(5 * (1 + o.detail.freeSpins.length));
  });

  it('records a consistent, integer, JSON-safe detail', () => {
    for (let p = 0; p < PROFILE_COUNT; p++) {
      const profile = getProfile(p);
      const lineBet = 7;
      const stake = lineBet * profile.betUnits;
      for (let nonce = 0; nonce < 200; nonce++) {
        const { win, result, detail } = slot.play(paramsOf(p), { stake }, stream(nonce));
        expect(JSON.parse(JSON.stringify(detail))).toEqual(detail);
        expect(detail.lineBet).toBe(lineBet);
        const spins = [{ ...detail, pay: win - detail.freeSpins.reduce((a, s) => a + s.pay, 0) }, ...detail.freeSpins];
        for (const [i, s] of spins.entries()) {
          const mult = i === 0 ? 1 : profile.multiplier;
          const shown = profile.strips.map((strip, r) =>
            [0, 1, 2].map((row) => SYMBOLS[strip[(s.stops[r]! + row) % strip.length]!]),
          );
          expect(s.window).toEqual(shown);
          expect(s.wins.reduce((a, w) => a + w.pay, 0) + s.scatter.pay).toBe(s.pay);
          for (const w of s.wins) expect(w.pay % (lineBet * mult)).toBe(0);
          expect(s.scatter.count).toBe(s.window.flat().filter((k) => k === 'S').length);
          expect(s.scatter.pay).toBe(profile.scatterPays[Math.min(s.scatter.count, 15)]! * stake * mult);
        }
        expect(Number.isInteger(win)).toBe(true);
        expect(detail.freeSpins.length > 0).toBe(detail.scatter.count >= 3);
        expect(result).toMatch(win > 0 ? /^win \d+\.\d\d×/ : /^no win/);
      }
    }
  });

  it('triggers free spins on 3 scatters and multiplies their wins', () => {
    for (const p of [0, 3, 10]) {
      const profile = getProfile(p);
      const trigger = stopsWith(p, true).map((s, r) => (r < 3 ? s : stopsWith(p, false)[r]!));
      const quiet = stopsWith(p, false);
      const rng = new Scripted([...trigger, ...Array.from({ length: 100 }, () => quiet).flat()]);
      const { detail, result } = slot.play(paramsOf(p), { stake: profile.betUnits }, rng);
      expect(detail.scatter.count).toBe(3);
      expect(detail.scatter.pay).toBe(profile.scatterPays[3]! * profile.betUnits);
      expect(detail.freeSpins).toHaveLength(profile.freeSpins);
      expect(detail.multiplier).toBe(profile.multiplier);
      expect(result).toContain(`${profile.freeSpins} free spins`);
      // every free spin shows the quiet window: the base pay of that window times the multiplier
      const base = slot.play(paramsOf(p), { stake: profile.betUnits }, new Scripted(quiet)).win;
      expect(detail.freeSpins.every((s) => s.pay === base * profile.multiplier)).toBe(true);
    }
  });

  it('caps retriggered free spins at 50 per round', () => {
    const rng = new Scripted(stopsWith(8, true));
    const { detail } = slot.play(paramsOf(8), { stake: 20 }, rng);
    expect(detail.freeSpins).toHaveLength(50);
    expect(rng.calls).toHaveLength(5 * 51);
  });

  it('flags the jackpot with chance stake / maxBet / 20000, outside the win', () => {
    const params = paramsOf(3, { jackpot: true, maxBet: 20_000 });
    const quiet = stopsWith(3, false);
    const hit = slot.play(params, { stake: 2000 }, new Scripted(quiet, 0.1 / JACKPOT_DIVISOR - 1e-12));
    const miss = slot.play(params, { stake: 2000 }, new Scripted(quiet, 0.1 / JACKPOT_DIVISOR));
    expect(hit.detail.jackpot).toBe(true);
    expect(hit.result).toContain('jackpot');
    expect(miss.detail.jackpot).toBe(false);
    expect(hit.win).toBe(miss.win);
    expect(slot.play(paramsOf(3), { stake: 2000 }, new Scripted(quiet)).detail.jackpot).toBeUndefined();
  });
});

describe('profiles', () => {
  it('publish strips and pays as symbol keys', () => {
    for (let p = 0; p < PROFILE_COUNT; p++) {
      const info = profileOf(p);
      expect(info.lines).toBe(PROFILE_LINES[p]);
      expect(info.strips).toHaveLength(5);
      expect(info.strips.flat().every((k) => SYMBOLS.includes(k))).toBe(true);
      expect(info.pays.S).toEqual([...getProfile(p).scatterPays.slice(3, 6)]);
      expect(info.ways).toBe(p >= 9);
    }
  });
});
