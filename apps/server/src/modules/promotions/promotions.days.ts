const DAY = 86_400_000;

/** The merchant's business day (its clock, `offset` minutes east of UTC) of an instant, as YYYY-MM-DD. */
export function businessDay(at: Date, offset: number): string {
  return new Date(at.getTime() + offset * 60_000).toISOString().slice(0, 10);
}

/** The day before a YYYY-MM-DD day. */
export const dayBefore = (day: string) => new Date(Date.parse(`${day}T00:00:00Z`) - DAY).toISOString().slice(0, 10);
