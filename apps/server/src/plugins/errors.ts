import type { FastifyError, FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { hasZodFastifySchemaValidationErrors, isResponseSerializationError } from 'fastify-type-provider-zod';
import type { ErrorEnvelope, ValidationIssue } from '@jade/contract/common';
import { AppError } from '../lib/app-error';

/** Paths that belong to the API: unknown ones answer a 404 envelope instead of the SPA. */
export const API_PREFIXES = ['/wps', '/lgw', '/ops', '/lotto', '/api', '/img', '/ws'];

export function isApiPath(url: string): boolean {
  const p = url.split('?')[0]!;
  return API_PREFIXES.some((prefix) => p === prefix || p.startsWith(`${prefix}/`));
}

function send(reply: FastifyReply, req: FastifyRequest, err: AppError) {
  // A busy answer always says when to come back.
  if (err.code === 'SERVER_BUSY' && !reply.hasHeader('retry-after')) reply.header('retry-after', String(BUSY_RETRY_AFTER_S));
  const body: ErrorEnvelope = {
    success: false,
    code: err.code,
    message: err.message,
    value: err.issues,
    requestId: String(req.id),
  };
  return reply.code(err.status).type('application/json; charset=utf-8').send(body);
}

function pathOf(instancePath: string, missing: unknown): string {
  const base = instancePath.replace(/^\//, '').replace(/\//g, '.');
  const extra = typeof missing === 'string' ? missing : '';
  return [base, extra].filter(Boolean).join('.') || '(root)';
}

/**
 * The SQLSTATE of a database error, however the driver wrapped it (Drizzle puts the driver's
 * error on `cause`; a transaction may wrap once more).
 */
export function sqlStateOf(error: unknown): string | null {
  let e: unknown = error;
  for (let depth = 0; depth < 4 && e && typeof e === 'object'; depth++) {
    const code = (e as { code?: unknown }).code;
    if (typeof code === 'string' && /^[0-9A-Z]{5}$/.test(code)) return code;
    e = (e as { cause?: unknown }).cause;
  }
  return null;
}

/** Seconds a client is asked to wait (Retry-After) when the database is saturated. */
export const BUSY_RETRY_AFTER_S = 3;

/**
 * Whether an error is the database being saturated rather than broken: no pooled connection free
 * within the wait (node-postgres' pool), a statement cancelled at its time limit (57014), or the
 * server refusing connections for now (53300 too many connections, 57P03 starting up).
 */
export function isOverload(error: unknown): boolean {
  const state = sqlStateOf(error);
  if (state === '57014' || state === '53300' || state === '57P03') return true;
  let e: unknown = error;
  for (let depth = 0; depth < 4 && e && typeof e === 'object'; depth++) {
    if (/timeout exceeded when trying to connect/i.test(String((e as { message?: unknown }).message ?? ''))) return true;
    e = (e as { cause?: unknown }).cause;
  }
  return false;
}

/** Maps every error to the envelope: validation → 400 naming the field, unknown → masked 500. */
export function registerErrorHandling(app: FastifyInstance) {
  app.setErrorHandler((error: FastifyError | AppError, req, reply) => {
    if (error instanceof AppError) return send(reply, req, error);
    if (hasZodFastifySchemaValidationErrors(error)) {
      const where = error.validationContext ?? 'body';
      const issues: ValidationIssue[] = error.validation.map((v) => {
        const params = v.params as { missingProperty?: string; keys?: string[] } | undefined;
        let p = pathOf(v.instancePath, params?.missingProperty);
        if (params?.keys?.length) p = [p === '(root)' ? '' : p, params.keys[0]].filter(Boolean).join('.');
        return { path: p, message: v.message ?? 'Invalid value' };
      });
      const first = issues[0];
      return send(
        reply,
        req,
        new AppError('VALIDATION_FAILED', `Invalid ${where}${first ? `: ${first.path}: ${first.message}` : ''}`, issues),
      );
    }
    if (isResponseSerializationError(error)) {
      req.log.error({ err: error, issues: error.cause.issues }, 'response does not match its schema');
      return send(reply, req, new AppError('INTERNAL_ERROR', 'Internal error'));
    }
    const code = (error as FastifyError).code;
    if (code === 'FST_ERR_CTP_INVALID_JSON_BODY' || code === 'FST_ERR_CTP_EMPTY_JSON_BODY' || error instanceof SyntaxError) {
      return send(
        reply,
        req,
        new AppError('BODY_MALFORMED', 'The request body is not valid JSON', [{ path: '(body)', message: 'malformed JSON' }]),
      );
    }
    if (code === 'FST_ERR_CTP_BODY_TOO_LARGE') {
      return send(
        reply,
        req,
        new AppError('BODY_TOO_LARGE', 'The request body is too large', [{ path: '(body)', message: 'too large' }]),
      );
    }
    if (code === 'FST_ERR_CTP_INVALID_MEDIA_TYPE' || code === 'FST_ERR_CTP_INVALID_CONTENT_LENGTH') {
      return send(reply, req, new AppError('UNSUPPORTED_MEDIA_TYPE', 'Send the body as application/json'));
    }
    // A data exception (class 22: bad number, out of range, NUL, datetime overflow…) is bad input
    // that slipped past the schemas: a 400, never a 500. Logged (values redacted) so it gets a schema.
    if (sqlStateOf(error)?.startsWith('22')) {
      req.log.warn({ err: error }, 'database refused an input value');
      return send(
        reply,
        req,
        new AppError('VALIDATION_FAILED', 'A value in the request is out of range or malformed', [
          { path: '(request)', message: 'value out of range or malformed' },
        ]),
      );
    }
    // Saturation is an answer, not a crash: 503 with Retry-After, and the request may be repeated.
    if (isOverload(error)) {
      req.log.warn({ err: error }, 'database saturated');
      reply.header('retry-after', String(BUSY_RETRY_AFTER_S));
      return send(reply, req, new AppError('SERVER_BUSY', 'The service is busy; try again in a few seconds'));
    }
    const status = (error as FastifyError).statusCode;
    if (status === 429) return send(reply, req, new AppError('RATE_LIMITED', 'Too many requests'));
    if (status && status >= 400 && status < 500) {
      return send(reply, req, new AppError('VALIDATION_FAILED', error.message, null, 400));
    }
    req.log.error({ err: error }, 'unhandled error');
    return send(reply, req, new AppError('INTERNAL_ERROR', 'Internal error'));
  });
}

/** The 404 envelope for unknown API paths. */
export function sendNotFound(req: FastifyRequest, reply: FastifyReply) {
  return send(reply, req, new AppError('NOT_FOUND', `No such endpoint: ${req.method} ${req.url.split('?')[0]}`));
}
