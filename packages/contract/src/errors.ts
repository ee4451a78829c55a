/**
 * The error-code catalogue: every `code` the server can answer with, and the HTTP status
 * it goes with. The web translates each code as `errors.<CODE>`.
 */
export const ERROR_CODES = {
  OK: 200,
  VALIDATION_FAILED: 400,
  BODY_MALFORMED: 400,
  BODY_TOO_LARGE: 400,
  UNSUPPORTED_MEDIA_TYPE: 415,
  AUTH_NOT_LOGGED_IN: 401,
  OPS_UNAUTHORIZED: 401,
  FORBIDDEN: 403,
  NOT_FOUND: 404,
  METHOD_NOT_ALLOWED: 405,
  CONFLICT: 409,
  RATE_LIMITED: 429,
  SYSTEM_MAINTENANCE: 503,
  SYSTEM_REGION_RESTRICTED: 403,
  INTERNAL_ERROR: 500,
} as const;

export type ErrorCode = keyof typeof ERROR_CODES;

export const ERROR_CODE_LIST = Object.keys(ERROR_CODES) as ErrorCode[];
