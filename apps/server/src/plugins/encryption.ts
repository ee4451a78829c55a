import { createHash } from 'node:crypto';
import type { FastifyInstance, FastifyRequest, preHandlerAsyncHookHandler } from 'fastify';
import { z } from 'zod';
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

/** A `preHandler` that decrypts the body, and the typed value it decrypted for a request. */
export type Decrypted<T> = preHandlerAsyncHookHandler & {
  /** The decrypted, validated body of a request this pre-handler ran for. */
  of(req: FastifyRequest): T;
};

/**
 * The pre-handler of an encrypted route (its body schema is `EncryptedPayload`): decrypts the body
 * and validates it with `schema` before the handler runs, so no handler validates its own body. A
 * payload that does not decrypt is a 400 `PAYLOAD_INVALID` (no detail of which step failed), a bad
 * field a 400 naming it. `schema` may be picked from the decrypted JSON (one path, two forms).
 * Declare it once per route and read the value with `.of(req)`: the type is the schema's output.
 */
export function decrypted<T extends z.ZodType>(schema: T | ((plain: unknown) => T)): Decrypted<z.infer<T>> {
  const bodies = new WeakMap<FastifyRequest, z.infer<T>>();
  const preHandler = async (req: FastifyRequest) => {
    const plain = decryptRaw(req.server, req);
    bodies.set(req, parseBody(schema instanceof z.ZodType ? schema : schema(plain), plain));
  };
  return Object.assign(preHandler, {
    of(req: FastifyRequest): z.infer<T> {
      if (!bodies.has(req))
        throw new Error(`no decrypted body on ${req.routeOptions.url ?? req.url}: its pre-handler did not run`);
      return bodies.get(req) as z.infer<T>;
    },
  });
}

/** The decrypted JSON of an encrypted request, checked for unsafe text but not yet validated by a schema. */
function decryptRaw(app: FastifyInstance, req: FastifyRequest): unknown {
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
