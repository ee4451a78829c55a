import { MONTH_HOURS } from './figures.tables';

const HOUR = 3_600_000;

/** A labelled half-open range of instants; null ends are open. */
export type Range = { label: string; from: Date | null; to: Date | null };

/**
 * How a range is read: `whole` runs of full UTC hours come from the hourly buckets (plus the
 * queue's rows not yet drained), `raw` pieces — the partial hours at either end, each under an
 * hour — from the raw rows, which are always current. Open ends are ±infinity (whole).
 *
 * With `complement` (sums, not distinct members), a partial hour of more than half an hour is read
 * as its whole hour from the buckets less the raw rows of the rest of that hour (`sign` −1): the
 * same figures from fewer raw rows (at +05:45 a day's edges read 15 minutes, not 45 and 15).
 */
export type Pieces = {
  whole: { label: string; h0: string; h1: string }[];
  raw: { label: string; a: string; b: string; sign: 1 | -1 }[];
};

const floorHour = (ms: number) => Math.floor(ms / HOUR) * HOUR;
const ceilHour = (ms: number) => Math.ceil(ms / HOUR) * HOUR;
const iso = (ms: number) => new Date(ms).toISOString();

export function piecesOf(ranges: Range[], opts: { complement?: boolean } = {}): Pieces {
  const out: Pieces = { whole: [], raw: [] };
  const more = (part: number) => opts.complement === true && part > HOUR / 2;
  for (const r of ranges) {
    const from = r.from?.getTime() ?? null;
    const to = r.to?.getTime() ?? null;
    if (from !== null && to !== null && from >= to) continue;
    let h0 = from === null ? null : ceilHour(from);
    let h1 = to === null ? null : floorHour(to);
    if (h0 !== null && h1 !== null && h0 >= h1) {
      out.raw.push({ label: r.label, a: iso(from!), b: iso(to!), sign: 1 });
      continue;
    }
    if (from !== null && from < h0!) {
      if (more(h0! - from)) {
        h0 = h0! - HOUR;
        out.raw.push({ label: r.label, a: iso(h0), b: iso(from), sign: -1 });
      } else out.raw.push({ label: r.label, a: iso(from), b: iso(h0!), sign: 1 });
    }
    if (to !== null && h1! < to) {
      if (more(to - h1!)) {
        h1 = h1! + HOUR;
        out.raw.push({ label: r.label, a: iso(to), b: iso(h1), sign: -1 });
      } else out.raw.push({ label: r.label, a: iso(h1!), b: iso(to), sign: 1 });
    }
    out.whole.push({ label: r.label, h0: h0 === null ? '-infinity' : iso(h0), h1: h1 === null ? 'infinity' : iso(h1) });
  }
  return out;
}

/** The start of the UTC month of an instant. */
const monthOf = (ms: number) => {
  const d = new Date(ms);
  return Date.UTC(d.getUTCFullYear(), d.getUTCMonth(), 1);
};
const nextMonth = (ms: number) => {
  const d = new Date(ms);
  return Date.UTC(d.getUTCFullYear(), d.getUTCMonth() + 1, 1);
};

/**
 * The activity masks of whole pieces: for each label, the months only partly inside get a mask of
 * their hours inside (`bit(744)` as text), and the run of months wholly inside is one row with
 * every bit on. Open ends become the months of the data (`minMonth`, `maxMonth`).
 */
export function monthMasks(whole: Pieces['whole']): { label: string; m0: string; m1: string; mask: string }[] {
  const out: { label: string; m0: string; m1: string; mask: string }[] = [];
  const all = '1'.repeat(MONTH_HOURS);
  for (const w of whole) {
    const h0 = w.h0 === '-infinity' ? null : Date.parse(w.h0);
    const h1 = w.h1 === 'infinity' ? null : Date.parse(w.h1);
    if (h0 === null || h1 === null) {
      // An open end: months wholly inside run to the end of time on that side.
      const first = h0 === null ? '-infinity' : iso(h0 === monthOf(h0) ? h0 : nextMonth(h0));
      const last = h1 === null ? 'infinity' : iso(monthOf(h1));
      if (h0 !== null && h0 !== monthOf(h0)) out.push(partial(w.label, h0, Math.min(nextMonth(h0), h1 ?? Infinity)));
      if (h1 !== null && h1 !== monthOf(h1)) out.push(partial(w.label, Math.max(monthOf(h1), h0 ?? -Infinity), h1));
      out.push({ label: w.label, m0: first, m1: last, mask: all });
      continue;
    }
    let m = monthOf(h0);
    while (m < h1) {
      const end = nextMonth(m);
      if (h0 <= m && end <= h1) {
        // Months wholly inside: one row for the run.
        let last = end;
        while (nextMonth(last) <= h1) last = nextMonth(last);
        out.push({ label: w.label, m0: iso(m), m1: iso(last), mask: all });
        m = last;
        continue;
      }
      out.push(partial(w.label, Math.max(h0, m), Math.min(h1, end)));
      m = end;
    }
  }
  return out;
}

function partial(label: string, a: number, b: number) {
  const m = monthOf(a);
  const bits = Array.from({ length: MONTH_HOURS }, (_, i) => {
    const t = m + i * HOUR;
    return t >= a && t < b ? '1' : '0';
  }).join('');
  return { label, m0: iso(m), m1: iso(nextMonth(m)), mask: bits };
}
