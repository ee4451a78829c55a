import { queryOptions, useQuery } from '@tanstack/react-query';
import { z } from 'zod';
import { Empty } from '@jade/contract/common';
import { OperatorLoginResponse, OperatorRole, type OperatorLoginRequest } from '@jade/contract/operators';
import { api, ApiError } from '@/lib/api-client';
import type { Check } from '@/lib/answer';
import { OPS_CONSOLE_CALL, OPS_CONSOLE_HEADERS } from '@/lib/ops-console';

type OpsOptions = { method?: 'GET' | 'POST' | 'PUT' | 'DELETE'; body?: unknown; signal?: AbortSignal };

/**
 * Every call of the console: the operator's session rides in its httpOnly cookie (set by the
 * sign-in, limited to /ops), which the server takes only with the console's header; the site's
 * member token is never sent. The page's scripts never hold an operator token.
 */
export function opsApi<T>(path: string, schema: Check<T>, opts: OpsOptions = {}): Promise<T> {
  return api(path, schema, { ...opts, ...OPS_CONSOLE_CALL });
}

/** A binary the console shows (a receipt or proof image, a chat attachment): fetched with the session, as an object URL. */
export async function opsBlobUrl(path: string): Promise<string> {
  const res = await fetch(path, { headers: OPS_CONSOLE_HEADERS });
  if (!res.ok) throw new ApiError('NETWORK_ERROR', res.status, `Unexpected answer (${res.status})`);
  return URL.createObjectURL(await res.blob());
}

export const OpsMe = z.object({ name: z.string(), role: OperatorRole });
export type OpsMe = z.infer<typeof OpsMe>;

/** Who is signed in to the console (null when nobody: the sign-in page shows). */
export const opsSessionQuery = queryOptions({
  queryKey: ['ops', 'session'],
  queryFn: async (): Promise<OpsMe | null> => {
    try {
      return await opsApi('/ops/session', OpsMe);
    } catch (err) {
      if (err instanceof ApiError && err.code === 'OPS_UNAUTHORIZED') return null;
      throw err;
    }
  },
  staleTime: 60_000,
  retry: false,
});
export const useOpsSession = () => useQuery(opsSessionQuery);

export const opsLogin = (body: OperatorLoginRequest) =>
  opsApi('/ops/session/login', OperatorLoginResponse, { method: 'POST', body });
export const opsTotpSetup = (body: { setupToken: string; code: string }) =>
  opsApi('/ops/session/totp', OperatorLoginResponse, { method: 'POST', body });
export const opsLogout = () => opsApi('/ops/session', Empty, { method: 'DELETE' });
