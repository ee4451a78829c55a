/**
 * Catalog queries live under ['games', …]; the member's favourite ids under ['member', 'favourites',
 * token] so that signing out (which drops ['member']) forgets them with the rest of the member data.
 */
export const GAMES_KEY = ['games'] as const;
export const FAVOURITES_KEY = ['member', 'favourites'] as const;

/** The query-string parameters every catalog call of the web client sends (spec §7). */
export function clientParams(language: string): Record<string, string> {
  return { clientType: '3', platform: 'html5-desktop', language };
}

/** A query string without the empty values. */
export function toQuery(params: Record<string, string | number | boolean | undefined | null>): string {
  const q = new URLSearchParams();
  for (const [k, v] of Object.entries(params)) if (v !== undefined && v !== null && v !== '' && v !== false) q.set(k, String(v));
  return q.toString();
}
