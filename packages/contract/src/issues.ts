// Reading and writing the numbers an error answer carries, without the validation library (the
// web's API client reads them on every page); `common.ts` holds the ValidationIssue schema, whose
// shape is Issue, and re-exports these.

/** One problem found in a request: the dotted path of the field and what is wrong with it. */
export type Issue = { path: string; message: string };

/**
 * A number an error answer carries (the withdrawable amount, the minutes to wait, a minimum age):
 * one issue whose path names the field refused (or the number itself, e.g. `retryAfterMinutes`)
 * and whose message is the decimal digits, so no client parses numbers out of message text.
 */
export const numberIssue = (path: string, value: number): Issue => ({ path, message: String(value) });

/** The number carried under `path` by {@link numberIssue}, or null when there is none. */
export function issueNumber(issues: readonly Issue[], path: string): number | null {
  const message = issues.find((i) => i.path === path)?.message;
  return message !== undefined && /^-?\d+$/.test(message) ? Number(message) : null;
}
