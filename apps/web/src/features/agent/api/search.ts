import { timezoneOffset } from '@/lib/dates';

/** The query string of an agent call: the given filters (empty ones left out) and `tz`, so the server counts the agent's days. */
export function agentSearch(params: Record<string, string | number | undefined>): string {
  const search = new URLSearchParams();
  for (const [key, value] of Object.entries(params)) if (value !== undefined && value !== '') search.set(key, String(value));
  search.set('tz', String(timezoneOffset()));
  return search.toString();
}
