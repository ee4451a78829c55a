const DAY = 86_400_000;

/** The merchant's business day (its clock, `offset` minutes east of UTC) of an instant, as YYYY-MM-DD. */
export function businessDay(at: Date, offset: number): string {
  return new Date(at.getTime() + offset * 60_000).toISOString().slice(0, 10);
}

/** The day before a YYYY-MM-DD day. */
export const dayBefore = (day: string) => new Date(Date.parse(`${day}T00:00:00Z`) - DAY).toISOString().slice(0, 10);

/** A YYYY-MM-DD day `n` days later (earlier when negative). */
export const addDays = (day: string, n: number) => new Date(Date.parse(`${day}T00:00:00Z`) + n * DAY).toISOString().slice(0, 10);

/** The instant a business day starts on the merchant's clock. */
export const dayStartAt = (day: string, offset: number) => new Date(Date.parse(`${day}T00:00:00Z`) - offset * 60_000);

/** The Monday that starts the business week of a day. */
export const weekOf = (day: string) => addDays(day, -((new Date(`${day}T00:00:00Z`).getUTCDay() + 6) % 7));
