/**
 * The board of a 3- or 4-digit bet (3 càng's 000–999, 4D's 0000–9999): a row of 0–9 per digit,
 * and the numbers are every combination of the digits chosen in each row (the rows' product).
 */

/** At most this many numbers from one press of the rows (a full 3-digit board is 1,000). */
export const MAX_ROW_NUMBERS = 1_000;

/** How many numbers the rows make (0 while a row is empty). */
export const rowCount = (rows: readonly (readonly string[])[]) => rows.reduce((n, r) => n * r.length, 1);

/** The numbers the rows make, in order (each row's digits sorted), or null past MAX_ROW_NUMBERS. */
export function rowNumbers(rows: readonly (readonly string[])[]): string[] | null {
  if (rowCount(rows) > MAX_ROW_NUMBERS) return null;
  let out = [''];
  for (const row of rows) {
    const digits = [...row].sort();
    out = out.flatMap((prefix) => digits.map((d) => prefix + d));
  }
  return rows.length && rowCount(rows) > 0 ? out : [];
}
