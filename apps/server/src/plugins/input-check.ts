import type { FastifyInstance } from 'fastify';
import { findUnsafeText } from '@jade/contract/text';
import { AppError } from '../lib/app-error';

/**
 * Refuses NUL and bidirectional-control characters anywhere in an input, before any schema runs.
 * One check for every route (path parameters, query string, JSON or form body), so no schema can
 * forget it; encrypted bodies get the same check once decrypted (`decryptRaw`).
 */
export function registerInputCheck(app: FastifyInstance) {
  app.addHook('preValidation', async (req) => {
    for (const [where, value] of [
      ['params', req.params],
      ['querystring', req.query],
      ['body', req.body],
    ] as const) {
      const found = findUnsafeText(value);
      if (found) throw unsafeInput(where, found);
    }
  });
}

/** The 400 for an input carrying an unsafe character, naming the field. */
export function unsafeInput(where: string, found: { path: string; message: string }): AppError {
  return new AppError('VALIDATION_FAILED', `Invalid ${where}: ${found.path}: ${found.message}`, [found]);
}
