import type { z } from 'zod';
import { api } from '@/lib/api-client';

type Options = { method?: 'GET' | 'POST'; body?: unknown; signal?: AbortSignal };

/**
 * Calls the in-house game server (`/gs/v1/*`) through the site's client (same headers, envelope
 * and ApiError), with the page's game-session token as the bearer — never the site's session
 * token; none before the session is opened.
 */
export const gsApi = <T extends z.ZodType>(path: string, schema: T, session: string | null, opts: Options = {}) =>
  api(path, schema, { ...opts, bearer: session });
