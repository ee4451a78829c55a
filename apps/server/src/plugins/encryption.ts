import { createHash } from 'node:crypto';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { z } from 'zod';
import { EncryptedPayload } from '@jade/contract/crypto';
import { findUnsafeText } from '@jade/contract/text';
import { AppError } from '../lib/app-error';
import { createDecryptor, PayloadDecryptError, type PayloadDecryptor } from '../lib/payload-crypto';
import * as system from '../modules/system/system.service';
import { unsafeInput } from './input-check';

declare module 'fastify' {
  interface FastifyInstance {
    payloads: PayloadDecryptor;
    /** HMAC key of the human-verification challenges, shared by every node (derived from the payload key). */
    humanCheckKey: string;
  }
}

/** Loads the payload key pair once at start and publishes its public half. */
export async function registerEncryption(app: FastifyInstance, fromEnv: string | undefined) {
  const key = await system.loadPayloadKey(app.db, fromEnv);
  app.decorate('payloads', createDecryptor(key.privateKeyPem, key.kid));
  app.decorate('humanCheckKey', createHash('sha256').update(`altcha:${key.privateKeyPem}`).digest('hex'));
}

/**
 * The decrypted body of an encrypted request, validated by its schema: a payload that does not
 * decrypt is a 400 `PAYLOAD_INVALID` (no detail of which step failed), a bad field a 400 naming it.
 */
export function decryptBody<T extends z.ZodType>(app: FastifyInstance, req: FastifyRequest, schema: T): z.infer<T> {
  return parseBody(schema, decryptRaw(app, req));
}

/** The decrypted JSON of an encrypted request, checked for unsafe text but not yet validated by a schema. */
export function decryptRaw(app: FastifyInstance, req: FastifyRequest): unknown {
  const envelope = EncryptedPayload.safeParse(req.body);
  if (!envelope.success) throw new AppError('PAYLOAD_INVALID', 'The request must be an encrypted payload');
  let plain: unknown;
  try {
    plain = app.payloads.decrypt(envelope.data, req.url.split('?')[0]!);
  } catch (err) {
    if (err instanceof PayloadDecryptError) {
      req.log.warn({ reason: err.reason }, 'payload did not decrypt');
      throw new AppError('PAYLOAD_INVALID', 'The encrypted payload could not be read; reload the page and try again');
    }
    throw err;
  }
  // The same NUL / bidirectional-control refusal as every plain body (plugins/input-check.ts).
  const unsafe = findUnsafeText(plain);
  if (unsafe) throw unsafeInput('body', unsafe);
  return plain;
}

/** Validates a body with its schema: a bad field is a 400 naming it. */
export function parseBody<T extends z.ZodType>(schema: T, plain: unknown): z.infer<T> {
  const parsed = schema.safeParse(plain);
  if (!parsed.success) {
    const issues = parsed.error.issues.map((i) => ({ path: i.path.join('.') || '(root)', message: i.message }));
    throw new AppError('VALIDATION_FAILED', `Invalid body: ${issues[0]!.path}: ${issues[0]!.message}`, issues);
  }
  return parsed.data;
}
