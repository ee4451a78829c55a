import { describe, expect, test } from 'vitest';
import { PROFILE_LINES, slot } from '@jade/engines/slot';
import { FairStream, nobleHmac } from '@jade/engines/rng';
import {
  autoplayStops,
  cellsOfWin,
  framesOf,
  linePoints,
  slotDetail,
  stepStake,
  winningCells,
  WILD,
  type SlotDetailView,
} from './slot-logic';
import { PICTURES } from './slot-pictures';
import { PICTURE_NAMES, pictureOf, THEME_NAMES } from './slot-theme';
import play from '@/locales/play.en.json';

const LINE_PROFILE = PROFILE_LINES.findIndex((l) => l === 20);
const WAYS_PROFILE = PROFILE_LINES.indexOf(243);

/** Spins the real engine until a round satisfies `want` (deterministic: fixed seeds, rising nonces). */
function findRound(profile: number, want: (d: SlotDetailView) => boolean) {
  const lines = PROFILE_LINES[profile]!;
  const stake = (lines === 243 ? 20 : lines) * 10;
  for (let nonce = 0; nonce < 20_000; nonce++) {
    const out = slot.play(
      { profile, theme: 'dragon', lines },
      { stake },
      new FairStream(nobleHmac, 'slot-view-seed', 'client', nonce),
    );
    const d = slotDetail(out.detail as unknown as Record<string, unknown>)!;
    if (want(d)) return { out, d, stake };
  }
  throw new Error('no such round');
}

describe('slot window and wins', () => {
  test('a payline win covers its first `count` cells, each the symbol or a wild', () => {
    const { d } = findRound(LINE_PROFILE, (x) => x.wins.some((w) => w.line !== undefined && w.count >= 3));
    for (const win of d.wins) {
      const cells = cellsOfWin(win, d.window);
      expect(cells).toHaveLength(win.count);
      cells.forEach(([reel, row], i) => {
        expect(reel).toBe(i);
        expect([win.symbol, WILD]).toContain(d.window[reel]![row]);
      });
    }
    const hit = winningCells(d);
    for (const win of d.wins) for (const [reel, row] of cellsOfWin(win, d.window)) expect(hit.has(`${reel}:${row}`)).toBe(true);
  });

  test('a ways win covers every matching cell of its first reels', () => {
    const { d } = findRound(WAYS_PROFILE, (x) => x.wins.length > 0);
    for (const win of d.wins) {
      const cells = cellsOfWin(win, d.window);
      const perReel = Array.from({ length: win.count }, (_, r) => cells.filter(([reel]) => reel === r).length);
      expect(perReel.every((n) => n > 0)).toBe(true);
      expect(perReel.reduce((a, b) => a * b, 1)).toBe(win.ways);
    }
  });

  test('frames play the base window then every free spin, and their pays add up to the win', () => {
    const { out, d } = findRound(LINE_PROFILE, (x) => x.freeSpins.length > 0);
    const frames = framesOf(d);
    expect(frames).toHaveLength(1 + d.freeSpins.length);
    expect(frames[0]!.window).toEqual(d.window);
    expect(frames[1]).toMatchObject({ free: 1, freeTotal: d.freeSpins.length, window: d.freeSpins[0]!.window });
    expect(frames.reduce((s, f) => s + f.pay, 0)).toBe(out.win);
    expect(d.scatter.count).toBeGreaterThanOrEqual(3);
    const scatters = [...winningCells(d)].filter((k) => {
      const [reel, row] = k.split(':').map(Number);
      return d.window[reel!]![row!] === 'S';
    });
    expect(scatters).toHaveLength(d.scatter.count);
  });

  test('refuses details that are not a 5 × 3 window', () => {
    expect(slotDetail({})).toBeNull();
    expect(slotDetail({ window: [['W']] })).toBeNull();
  });

  test('draws a payline through the cell centres', () => {
    expect(linePoints(0)).toBe('0.5,1.5 1.5,1.5 2.5,1.5 3.5,1.5 4.5,1.5');
    expect(linePoints(3)).toBe('0.5,0.5 1.5,1.5 2.5,2.5 3.5,1.5 4.5,0.5');
  });
});

describe('slot controls', () => {
  test('steps through the stake levels and stops at the ends', () => {
    const levels = [20, 40, 100, 200];
    expect(stepStake(levels, 40, 1)).toBe(100);
    expect(stepStake(levels, 40, -1)).toBe(20);
    expect(stepStake(levels, 20, -1)).toBe(20);
    expect(stepStake(levels, 200, 1)).toBe(200);
    expect(stepStake(levels, 33, 1)).toBe(20);
  });

  test('autoplay stops when the count is used up, on a big win, on a low balance', () => {
    const none = { winAbove: null, balanceBelow: null };
    expect(autoplayStops(3, 0, 10_000, none, 100)).toBe(false);
    expect(autoplayStops(0, 0, 10_000, none, 100)).toBe(true);
    expect(autoplayStops(3, 5_001, 10_000, { ...none, winAbove: 5_000 }, 100)).toBe(true);
    expect(autoplayStops(3, 5_000, 10_000, { ...none, winAbove: 5_000 }, 100)).toBe(false);
    expect(autoplayStops(3, 0, 999, { ...none, balanceBelow: 1_000 }, 100)).toBe(true);
    expect(autoplayStops(3, 0, 99, none, 100)).toBe(true);
  });
});

describe('slot themes', () => {
  test('every theme draws every symbol, and every picture has an English name', () => {
    const pics = play.slot.pics as Record<string, string>;
    for (const theme of THEME_NAMES)
      for (const key of ['W', 'S', 'H1', 'H2', 'H3', 'H4', 'L1', 'L2', 'L3', 'L4', 'L5']) {
        const p = pictureOf(theme, key);
        if (p.kind === 'low') expect(p.rank).toMatch(/^(A|K|Q|J|10)$/);
        else expect(PICTURES[p.name]?.length, `${theme} ${key} is drawn`).toBeGreaterThan(0);
        expect(pics[p.name], `${theme} ${key}`).toBeTruthy();
      }
    for (const name of PICTURE_NAMES) expect(pics[name]).toBeTruthy();
    expect(pictureOf('unknown-theme', 'H1').kind).toBe('high');
  });
});
