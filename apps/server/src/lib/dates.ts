/**
 * An inclusive range of the member's days (yyyy-MM-dd, `tz` minutes east of UTC) as UTC instants:
 * `from` at the start of its day, `to` at the start of the day after.
 */
export function dayRange(q: { from?: string | undefined; to?: string | undefined; tz: number }) {
  const start = (day: string) => {
    const [y, m, d] = day.split('-').map(Number) as [number, number, number];
    return Date.UTC(y, m - 1, d) - q.tz * 60_000;
  };
  return {
    from: q.from ? new Date(start(q.from)) : undefined,
    to: q.to ? new Date(start(q.to) + 86_400_000) : undefined,
  };
}
