import { LIMITS } from '@jade/contract/limits';

/**
 * A home row's slides (spec §9): at most 12 items, two to a slide (a 2-row chunk), so six slides
 * fill one desktop view.
 */
export function rowChunks<T>(
  items: readonly T[],
  cap: number = LIMITS.homeVendorCap,
  perChunk: number = LIMITS.homeRowsPerChunk,
): T[][] {
  const kept = items.slice(0, Math.max(0, cap));
  const chunks: T[][] = [];
  for (let i = 0; i < kept.length; i += perChunk) chunks.push(kept.slice(i, i + perChunk));
  return chunks;
}
