import { OPS_CONSOLE_HEADER } from '@jade/contract/operators';

/**
 * A call of the operator console (/ops-console): its session rides in the httpOnly cookie limited
 * to /ops, which the server takes only with the console's header; the site's member token is never
 * sent (`bearer: null`). For `api(path, schema, { ...OPS_CONSOLE_CALL })`, or `headers` for a fetch.
 */
export const OPS_CONSOLE_HEADERS: Readonly<Record<string, string>> = { [OPS_CONSOLE_HEADER]: '1' };
export const OPS_CONSOLE_CALL = { bearer: null, headers: OPS_CONSOLE_HEADERS } as const;
