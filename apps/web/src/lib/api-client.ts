import type { ValidationIssue } from '@jade/contract/common';
import type { Check } from './answer';
import { callsReleased } from './first-paint';
import i18n from './i18n';
import { getToken } from './session';

/** An answer with success false: the catalogue code, HTTP status and the fields named. */
export class ApiError extends Error {
  constructor(
    readonly code: string,
    readonly status: number,
    message: string,
    readonly issues: ValidationIssue[] = [],
    readonly requestId?: string,
  ) {
    super(message);
  }
}

type Options = {
  method?: 'GET' | 'POST' | 'PUT' | 'DELETE';
  body?: unknown;
  signal?: AbortSignal;
  /** Send the body as an encrypted payload (credentials, codes): see packages/contract/src/crypto.ts. */
  encrypted?: boolean;
  /** Extra headers; an `authorization` here replaces the session token (the operator's console). */
  headers?: Record<string, string>;
  /**
   * The bearer instead of the site's session token: the game server's session (`/gs/v1/*`), or
   * null for none — a game page must never send the site's token to the game server.
   */
  bearer?: string | null;
};

/**
 * Calls the API and unwraps the envelope: returns `value` checked by `schema` (its contract zod
 * schema, or on the first screen a guard of lib/answer.ts), or throws ApiError. Every call carries
 * the interface language (`x-lang`). Encrypted bodies load their code (and the key's schema) on
 * first use: a first visit sends none.
 */
export async function api<T>(path: string, schema: Check<T>, opts: Options = {}): Promise<T> {
  if (!opts.encrypted) return call(path, schema, opts);
  const { encryptBody } = await import('./encrypt-body');
  const send = async (refresh: boolean) => call(path, schema, { ...opts, body: await encryptBody(opts.body, path, refresh) });
  try {
    return await send(false);
  } catch (err) {
    if (err instanceof ApiError && err.code === 'PAYLOAD_INVALID') return send(true);
    throw err;
  }
}

async function call<T>(path: string, schema: Check<T>, opts: Options): Promise<T> {
  const held = callsReleased();
  if (held) await held;
  let res: Response;
  const bearer = opts.bearer === undefined ? getToken() : opts.bearer;
  try {
    res = await fetch(path, {
      method: opts.method ?? 'GET',
      headers: {
        accept: 'application/json',
        'x-lang': i18n.language || 'en',
        ...(bearer ? { authorization: `Bearer ${bearer}` } : {}),
        ...(opts.body !== undefined ? { 'content-type': 'application/json' } : {}),
        ...opts.headers,
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
