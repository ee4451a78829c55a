import { PAYLINES } from '@jade/engines/slot';

/** The slot round detail as the page draws it (the engine's SlotDetail). */
export type SlotWin = { line?: number; symbol: string; count: number; ways?: number; pay: number };
export type SlotSpinView = { window: string[][]; wins: SlotWin[]; scatter: { count: number; pay: number }; pay?: number };
export type SlotDetailView = SlotSpinView & {
  stops: number[];
  freeSpins: (SlotSpinView & { stops: number[]; pay: number })[];
  multiplier: number;
  lineBet: number;
  jackpot?: boolean;
  jackpotWin?: number;
};
/** One screen of a round: the base spin, then each free spin in order. */
export type SlotFrame = SlotSpinView & { free: number; freeTotal: number; pay: number };
/** A window cell: [reel, row]. */
export type Cell = readonly [number, number];

export const REELS = 5;
export const ROWS = 3;
export const WILD = 'W';
export const SCATTER = 'S';

/** Reads a round's detail, or null when it is not a slot detail (never trust the shape blindly). */
export function slotDetail(detail: Record<string, unknown>): SlotDetailView | null {
  const w = detail.window;
  if (!Array.isArray(w) || w.length !== REELS || !w.every((r) => Array.isArray(r) && r.length === ROWS)) return null;
  const d = detail as unknown as SlotDetailView;
  return { ...d, wins: d.wins ?? [], freeSpins: d.freeSpins ?? [], scatter: d.scatter ?? { count: 0, pay: 0 } };
}

/** The frames to show, in order: the base window, then every free-spin window. */
export function framesOf(d: SlotDetailView): SlotFrame[] {
  const basePay = d.wins.reduce((s, w) => s + w.pay, 0) + d.scatter.pay;
  const n = d.freeSpins.length;
  return [
    { window: d.window, wins: d.wins, scatter: d.scatter, free: 0, freeTotal: n, pay: basePay },
    ...d.freeSpins.map((fs, i) => ({
      window: fs.window,
      wins: fs.wins,
      scatter: fs.scatter,
      free: i + 1,
      freeTotal: n,
      pay: fs.pay,
    })),
  ];
}

/**
 * The cells a win covers: a payline's first `count` cells (left to right), or for a ways win every
 * cell of its first `count` reels showing the symbol or a wild.
 */
export function cellsOfWin(win: SlotWin, window: string[][]): Cell[] {
  if (win.line !== undefined) {
    const rows = PAYLINES[win.line];
    if (!rows) return [];
    return rows.slice(0, win.count).map((row, reel) => [reel, row] as const);
  }
  const cells: Cell[] = [];
  for (let reel = 0; reel < Math.min(win.count, REELS); reel++)
    window[reel]?.forEach((sym, row) => {
      if (sym === win.symbol || sym === WILD) cells.push([reel, row]);
    });
  return cells;
}

/** Every cell of a frame that takes part in a win (lines or ways, and paying scatters). */
export function winningCells(frame: SlotSpinView): Set<string> {
  const hit = new Set<string>();
  for (const w of frame.wins) for (const [reel, row] of cellsOfWin(w, frame.window)) hit.add(`${reel}:${row}`);
  if (frame.scatter.count >= 3 || frame.scatter.pay > 0)
    frame.window.forEach((col, reel) => col.forEach((sym, row) => sym === SCATTER && hit.add(`${reel}:${row}`)));
  return hit;
}

/** The payline as SVG points in a 5 × 3 box (cell centres), for the win-line overlay. */
export function linePoints(line: number): string {
  const rows = PAYLINES[line] ?? [];
  return rows.map((row, reel) => `${reel + 0.5},${row + 0.5}`).join(' ');
}

/** The next or previous stake level (clamped to the ends). */
export function stepStake(levels: readonly number[], stake: number, dir: 1 | -1): number {
  const i = levels.indexOf(stake);
  if (i < 0) return levels[0] ?? stake;
  return levels[Math.max(0, Math.min(levels.length - 1, i + dir))]!;
}

export type AutoplayStop = { winAbove: number | null; balanceBelow: number | null };

/** Whether autoplay stops after a spin: count used up, a win above the limit, or the balance too low. */
export function autoplayStops(left: number, win: number, balance: number, stop: AutoplayStop, nextStake: number): boolean {
  if (left <= 0) return true;
  if (stop.winAbove !== null && win > stop.winAbove) return true;
  if (stop.balanceBelow !== null && balance < stop.balanceBelow) return true;
  return balance < nextStake;
}
