import type { FastifyRequest } from 'fastify';

/**
 * The path a request will run as, for hooks that decide by path (system gate, rate limits, the
 * SPA fallback). The router decodes percent-escapes and ignores a trailing slash, so comparing the
 * raw URL lets `/%77ps/…` or `/wps/captcha/` slip past a check on `/wps/…` or `/wps/captcha`.
 * A matched route gives its registered pattern (e.g. `/wps/chat/conversations/:id`); otherwise
 * (404, the static wildcard) the decoded, normalised path.
 */
export function routePath(req: FastifyRequest): string {
  const route = req.routeOptions.url;
  if (route && !route.includes('*')) return route;
  return normalisePath(req.url);
}

/** The URL's path percent-decoded, with repeated slashes collapsed and no trailing slash. */
export function normalisePath(url: string): string {
  const raw = url.split('?')[0]!;
  let p = raw;
  try {
    p = decodeURIComponent(raw);
  } catch {
    // A malformed escape: the router answers 400/404 for it; judge the raw text.
  }
  p = p.replace(/\/{2,}/g, '/');
  if (p.length > 1 && p.endsWith('/')) p = p.slice(0, -1);
  return p;
}
