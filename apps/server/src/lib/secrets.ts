import { createHash, randomBytes, timingSafeEqual } from 'node:crypto';
import { hash, verify } from '@node-rs/argon2';

/** Algorithm.Argon2id (a const enum the isolated build cannot read). */
const ARGON2ID = 2;

/** argon2id hash of a password (login or payment). */
export function hashSecret(secret: string): Promise<string> {
  return hash(secret, { algorithm: ARGON2ID });
}

/** Verifies a secret against its argon2id hash; false on any malformed hash. */
export async function verifySecret(hashed: string, secret: string): Promise<boolean> {
  try {
    return await verify(hashed, secret);
  } catch {
    return false;
  }
}

/** A hash to verify against when the account does not exist, so timing does not tell. */
let dummy: Promise<string> | null = null;
export function dummyHash(): Promise<string> {
  dummy ??= hashSecret(randomBytes(16).toString('hex'));
  return dummy;
}

/** An opaque token of 256 bits from the CSPRNG, URL-safe. */
export function newToken(): string {
  return randomBytes(32).toString('base64url');
}

/** How tokens, codes and answers are stored: SHA-256 hex. */
export function sha256(s: string): string {
  return createHash('sha256').update(s).digest('hex');
}

export function safeEqual(a: string, b: string): boolean {
  const x = Buffer.from(sha256(a));
  const y = Buffer.from(sha256(b));
  return timingSafeEqual(x, y);
}
