import type { z } from 'zod';
import type { ValidationIssue } from '@jade/contract/common';
import { ApiError } from '@/lib/api-client';
import i18n from '@/lib/i18n';

type Options = { method?: 'GET' | 'POST'; body?: unknown; signal?: AbortSignal };

/**
 * Calls the in-house game server (`/gs/v1/*`) with the page's game-session token as the bearer —
 * never the site's session token — and unwraps the envelope like the site client: `value` parsed
 * by its contract schema, or an ApiError with the catalogue code.
 */
export async function gsApi<T extends z.ZodType>(
  path: string,
  schema: T,
  session: string | null,
  opts: Options = {},
): Promise<z.infer<T>> {
  let res: Response;
  try {
    res = await fetch(path, {
      method: opts.method ?? 'GET',
      headers: {
        accept: 'application/json',
        'x-lang': i18n.language || 'en',
        ...(session ? { authorization: `Bearer ${session}` } : {}),
        ...(opts.body !== undefined ? { 'content-type': 'application/json' } : {}),
      },
      body: opts.body !== undefined ? JSON.stringify(opts.body) : null,
      signal: opts.signal ?? null,
    });
  } catch (err) {
    if ((err as Error).name === 'AbortError') throw err;
    throw new ApiError('NETWORK_ERROR', 0, 'Network link is abnormal');
  }
  let json: { success?: boolean; code?: string; message?: string; value?: unknown; requestId?: string };
  try {
    json = await res.json();
  } catch {
    throw new ApiError('NETWORK_ERROR', res.status, `Unexpected answer (${res.status})`);
  }
  if (!json.success) {
    const issues = Array.isArray(json.value) ? (json.value as ValidationIssue[]) : [];
    throw new ApiError(json.code ?? 'INTERNAL_ERROR', res.status, json.message ?? '', issues, json.requestId);
  }
  return schema.parse(json.value);
}
