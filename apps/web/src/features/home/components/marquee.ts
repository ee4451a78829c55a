export type MarqueeNotice = { id: number; title: string };

/** The notices the marquee shows: titles trimmed to one line, empty ones dropped, each id once. */
export function marqueeItems(list: readonly MarqueeNotice[]): MarqueeNotice[] {
  const seen = new Set<number>();
  const out: MarqueeNotice[] = [];
  for (const n of list) {
    const title = n.title.replace(/\s+/g, ' ').trim();
    if (!title || seen.has(n.id)) continue;
    seen.add(n.id);
    out.push({ id: n.id, title });
  }
  return out;
}

/** Readable scrolling speed in characters per second, whatever the number of notices. */
const CHARS_PER_SECOND = 8;
const MIN_SECONDS = 12;

/**
 * How long one pass of the marquee takes: proportional to the text, so a long list scrolls at the
 * same readable speed as a short one (a fixed duration would race through long lists).
 */
export function marqueeSeconds(items: readonly MarqueeNotice[]): number {
  const chars = items.reduce((sum, n) => sum + n.title.length + 6, 0);
  return Math.max(MIN_SECONDS, Math.round(chars / CHARS_PER_SECOND));
}
