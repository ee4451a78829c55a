/**
 * node-postgres returns int8/bigint and numeric columns as strings, PGlite as numbers. Every raw
 * SQL result that carries such a value passes through here, so the rest of the code sees numbers.
 */
export function toInt(value: unknown): number {
  if (typeof value === 'number') return value;
  if (typeof value === 'bigint') return Number(value);
  if (typeof value === 'string' && /^-?\d+$/.test(value)) {
    const n = Number(value);
    if (!Number.isSafeInteger(n)) throw new RangeError(`Integer out of safe range: ${value}`);
    return n;
  }
  if (value === null || value === undefined) return 0;
  throw new TypeError(`Not an integer: ${String(value)}`);
}

/** Timestamps come back as Date from both drivers, or as ISO text from raw JSON; answer ISO text. */
export function toIso(value: Date | string): string {
  return value instanceof Date ? value.toISOString() : new Date(value).toISOString();
}
