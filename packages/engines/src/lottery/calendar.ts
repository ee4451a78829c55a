/**
 * A lottery game's draw calendar, in the game's own time zone (a fixed offset: the markets served
 * here, UTC+7 and UTC+8, keep no summer time).
 *
 * - `daily`: one draw at a local time on some weekdays (northern Vietnam: every day 18:15 +07:00;
 *   SEA 4D: Wednesday, Saturday and Sunday 19:00 +08:00). Draw number `YYYYMMDD` (local date).
 * - `cycle`: a draw every `seconds` from local midnight (fast games: 60, 180, 300). Draw number
 *   `YYYYMMDD-NNNN`, NNNN the draw's index in its local day from 0001; draw 0001 is at
 *   midnight + `seconds`, the last one at midnight of the next day.
 *
 * A draw takes bets from the previous draw's time (daily: from the previous drawing day's time)
 * until `closeSeconds` before its own time.
 */
export type DrawSchedule =
  | { kind: 'daily'; utcOffsetMinutes: number; time: string; weekdays: readonly number[]; closeSeconds: number }
  | { kind: 'cycle'; utcOffsetMinutes: number; seconds: number; closeSeconds: number };

export type ScheduledDraw = { drawNo: string; opensAt: Date; closesAt: Date; drawAt: Date };

const DAY = 86_400_000;
const pad = (n: number, w = 2) => String(n).padStart(w, '0');

/** The local date (UTC-based arithmetic shifted by the offset) of an instant, as YYYYMMDD. */
const localDay = (ms: number, offsetMin: number) => {
  const d = new Date(ms + offsetMin * 60_000);
  return `${d.getUTCFullYear()}${pad(d.getUTCMonth() + 1)}${pad(d.getUTCDate())}`;
};
/** The instant of local midnight starting the day YYYYMMDD. */
const midnightOf = (day: string, offsetMin: number) =>
  Date.UTC(Number(day.slice(0, 4)), Number(day.slice(4, 6)) - 1, Number(day.slice(6, 8))) - offsetMin * 60_000;

/** Why a schedule cannot run (null when it can). */
export function checkSchedule(s: DrawSchedule): string | null {
  if (!Number.isInteger(s.utcOffsetMinutes) || Math.abs(s.utcOffsetMinutes) > 14 * 60)
    return 'The time zone offset is out of range.';
  if (!Number.isInteger(s.closeSeconds) || s.closeSeconds < 0) return 'The closing time must be whole seconds, 0 or more.';
  if (s.kind === 'cycle') {
    if (!Number.isInteger(s.seconds) || s.seconds < 30 || DAY % (s.seconds * 1000) !== 0)
      return 'A cycle must be whole seconds, at least 30, dividing a day.';
    if (s.closeSeconds >= s.seconds) return 'A cycle closes before its draw: the closing time must be shorter than the cycle.';
    return null;
  }
  if (!/^([01]\d|2[0-3]):[0-5]\d$/.test(s.time)) return 'The draw time must be HH:MM.';
  if (s.weekdays.length === 0 || s.weekdays.some((w) => !Number.isInteger(w) || w < 0 || w > 6))
    return 'Choose weekdays from 0 (Sunday) to 6.';
  if (s.closeSeconds >= DAY / 1000) return 'The closing time must be shorter than a day.';
  return null;
}

/** The draw at or after `day`'s drawing time, walking forward over non-drawing weekdays (daily). */
function dailyFrom(s: Extract<DrawSchedule, { kind: 'daily' }>, fromMs: number, step: 1 | -1): number {
  const [h, m] = s.time.split(':').map(Number) as [number, number];
  let day = midnightOf(localDay(fromMs, s.utcOffsetMinutes), s.utcOffsetMinutes);
  for (let i = 0; i < 16; i++, day += step * DAY) {
    const at = day + (h * 60 + m) * 60_000;
    const weekday = new Date(day + s.utcOffsetMinutes * 60_000).getUTCDay();
    if (s.weekdays.includes(weekday) && (step === 1 ? at >= fromMs : at < fromMs)) return at;
  }
  throw new Error('no drawing day within two weeks');
}

/** The draw whose time is `drawAtMs` (a drawing time of the schedule). */
function drawAtTime(s: DrawSchedule, drawAtMs: number): ScheduledDraw {
  const close = (at: number) => new Date(at - s.closeSeconds * 1000);
  if (s.kind === 'daily') {
    const prev = dailyFrom(s, drawAtMs, -1);
    return {
      drawNo: localDay(drawAtMs, s.utcOffsetMinutes),
      opensAt: new Date(prev),
      closesAt: close(drawAtMs),
      drawAt: new Date(drawAtMs),
    };
  }
  const ms = s.seconds * 1000;
  // The last draw of a day is at the next midnight: it belongs to the day before.
  const day = localDay(drawAtMs - 1, s.utcOffsetMinutes);
  const index = Math.round((drawAtMs - midnightOf(day, s.utcOffsetMinutes)) / ms);
  return {
    drawNo: `${day}-${pad(index, 4)}`,
    opensAt: new Date(drawAtMs - ms),
    closesAt: close(drawAtMs),
    drawAt: new Date(drawAtMs),
  };
}

/** The first draw whose time is after `at` (the one taking bets at `at`, or about to), then the next ones. */
export function drawsAfter(s: DrawSchedule, at: Date, count: number): ScheduledDraw[] {
  const out: ScheduledDraw[] = [];
  let t = at.getTime() + 1;
  for (let i = 0; i < count; i++) {
    let drawAt: number;
    if (s.kind === 'daily') drawAt = dailyFrom(s, t, 1);
    else {
      // Cycles count from local midnight: local time = UTC time + offset.
      const ms = s.seconds * 1000;
      const off = s.utcOffsetMinutes * 60_000;
      drawAt = Math.ceil((t + off) / ms) * ms - off;
    }
    const d = drawAtTime(s, drawAt);
    out.push(d);
    t = drawAt + 1;
  }
  return out;
}

/** The draw of a draw number, or null when the number is not one of the schedule's. */
export function drawOf(s: DrawSchedule, drawNo: string): ScheduledDraw | null {
  const m = /^(\d{8})(?:-(\d{4}))?$/.exec(drawNo);
  if (!m) return null;
  const midnight = midnightOf(m[1]!, s.utcOffsetMinutes);
  if (Number.isNaN(midnight) || localDay(midnight, s.utcOffsetMinutes) !== m[1]) return null;
  if (s.kind === 'cycle') {
    const index = Number(m[2]);
    if (!m[2] || index < 1 || index > DAY / (s.seconds * 1000)) return null;
    return drawAtTime(s, midnight + index * s.seconds * 1000);
  }
  if (m[2]) return null;
  const [h, min] = s.time.split(':').map(Number) as [number, number];
  const at = midnight + (h * 60 + min) * 60_000;
  const weekday = new Date(midnight + s.utcOffsetMinutes * 60_000).getUTCDay();
  return s.weekdays.includes(weekday) ? drawAtTime(s, at) : null;
}

/** Where a scheduled draw is by the clock: not yet taking bets, taking them, or closed (awaiting or past its draw). */
export function phaseAt(d: ScheduledDraw, now: Date): 'scheduled' | 'open' | 'closed' {
  const t = now.getTime();
  if (t < d.opensAt.getTime()) return 'scheduled';
  return t < d.closesAt.getTime() ? 'open' : 'closed';
}
