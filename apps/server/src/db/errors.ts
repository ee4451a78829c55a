/** PostgreSQL's unique_violation (both drivers report it the same way). */
const UNIQUE_VIOLATION = '23505';

/**
 * Whether a failed query broke a unique constraint: the race a conditional insert lost, or a name
 * someone else took first. Drizzle wraps the driver's error, so its code is on the error or its cause.
 */
export function isUniqueViolation(err: unknown): boolean {
  const e = err as { code?: string; cause?: { code?: string } } | null;
  return e?.code === UNIQUE_VIOLATION || e?.cause?.code === UNIQUE_VIOLATION;
}
