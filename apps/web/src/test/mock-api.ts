import { vi } from 'vitest';

/** A request the code under test sent: its URL, method and JSON body (null when it had none). */
export type ApiCall = { url: string; method: string; body: unknown };

/** Answers one request; may return a promise that never settles, to hold a request open. */
export type ApiHandler = (url: string, init: RequestInit) => Response | Promise<Response>;

/** A success envelope as the server sends it. */
export function ok(value: unknown, init?: ResponseInit): Response {
  return new Response(JSON.stringify({ success: true, code: 'OK', message: '', value }), init);
}

/** A failure envelope as the server sends it: the catalogue code, its status and the issues. */
export function fail(code: string, status: number, value: unknown = null): Response {
  return new Response(JSON.stringify({ success: false, code, message: '', value }), { status });
}

function bodyOf(init: RequestInit): unknown {
  if (typeof init.body !== 'string') return init.body ?? null;
  try {
    return JSON.parse(init.body);
  } catch {
    return init.body;
  }
}

/**
 * Stubs the global `fetch` with `handler`, the one way web tests stand in for the server. Returns
 * the stub (for `toHaveBeenCalledWith` and friends) and the calls as sent, bodies parsed. The stub
 * ends with the test (`src/test/setup.ts` unstubs globals after each).
 */
export function mockApi(handler: ApiHandler) {
  const calls: ApiCall[] = [];
  const fetch = vi.fn((url: string, init: RequestInit = {}) => {
    calls.push({ url, method: init.method ?? 'GET', body: bodyOf(init) });
    return Promise.resolve(handler(url, init));
  });
  vi.stubGlobal('fetch', fetch);
  return { fetch, calls };
}
