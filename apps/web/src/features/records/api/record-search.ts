import { timezoneOffset } from '@/lib/dates';

/**
 * The query string of a record call: the given filters (undefined ones left out) and `tz`, the
 * member's offset from UTC, so that the server counts the member's days.
 */
export function recordSearch(params: Record<string, string | number | undefined>): string {
  const search = new URLSearchParams();
  for (const [key, value] of Object.entries(params)) if (value !== undefined && value !== '') search.set(key, String(value));
  search.set('tz', String(timezoneOffset()));
  return search.toString();
}
