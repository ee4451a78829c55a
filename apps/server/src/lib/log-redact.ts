import { stdSerializers } from 'pino';

type SerializedError = { [key: string]: unknown; type: string; message: string; stack: string };

const PARAMS = '\nparams: ';
const REDACTED = '[redacted]';

/**
 * Drops the bound values of a failed query from a text: Drizzle's message is
 * `Failed query: <sql>\nparams: <values>` and the stack repeats it before the first frame.
 */
export function redactQueryParams(text: string): string {
  const start = text.indexOf(PARAMS);
  if (start < 0) return text;
  const frames = text.indexOf('\n    at ', start);
  return `${text.slice(0, start)}${PARAMS}${REDACTED}${frames < 0 ? '' : text.slice(frames)}`;
}

/**
 * The log serializer of errors: pino's own, minus the values a failed query carried (payout
 * account numbers and names, phone numbers…) in its message, stack, `params` and a PostgreSQL
 * `detail` (`Key (…)=(…) already exists`, `Failing row contains (…)`). The SQL text and codes stay.
 */
export function serializeError(err: Error): SerializedError {
  const e = stdSerializers.err(err) as SerializedError;
  if (!e || typeof e !== 'object') return e;
  if (typeof e.message === 'string') e.message = redactQueryParams(e.message);
  if (typeof e.stack === 'string') e.stack = redactQueryParams(e.stack);
  for (const key of ['params', 'parameters']) if (key in e) e[key] = REDACTED;
  // `Key (account_number)=(…) already exists`, `Failing row contains (…)`: values, always.
  if (typeof e.detail === 'string') e.detail = REDACTED;
  return e;
}
