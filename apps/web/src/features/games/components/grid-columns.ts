/** Narrowest card of the game grid, in CSS pixels, and the gap between cards. */
export const CARD_MIN_WIDTH = 150;
export const CARD_MIN_WIDTH_LARGE = 220;
export const GRID_GAP = 12;
export const MAX_COLUMNS = 8;

/**
 * How many cards fit in a row of `width` pixels: as many as keep each card at least `minWidth`
 * wide, at least 2 (phones) and at most 8 (wide screens), so a row never scrolls sideways.
 */
export function columnCount(width: number, minWidth = CARD_MIN_WIDTH, gap = GRID_GAP): number {
  if (!Number.isFinite(width) || width <= 0) return 2;
  const fit = Math.floor((width + gap) / (minWidth + gap));
  return Math.min(MAX_COLUMNS, Math.max(2, fit));
}

/** The rows of a virtualized grid: the index range of the items of row `row`. */
export function rowRange(row: number, columns: number, total: number): [number, number] {
  const start = row * columns;
  return [start, Math.min(total, start + columns)];
}
