import { createHash, createHmac, randomBytes, randomInt, timingSafeEqual } from 'node:crypto';

/**
 * Two-factor authentication primitives: RFC 4226 HOTP, RFC 6238 TOTP (HMAC-SHA1, the only
 * algorithm every authenticator app supports), the `otpauth://` URI the apps scan, and one-time
 * recovery codes. Kept dependency-free so the few lines that guard accounts are all readable here.
 */

const BASE32_ALPHABET = 'ABCDEFGHIJKLMNOPQRSTUVWXYZ234567';

/** RFC 4648 §6 base32 without padding: the secret format authenticator apps expect. */
export function base32Encode(bytes: Uint8Array): string {
  let out = '';
  let buffer = 0;
  let bits = 0;
  for (const byte of bytes) {
    buffer = (buffer << 8) | byte;
    bits += 8;
    while (bits >= 5) {
      out += BASE32_ALPHABET[(buffer >>> (bits - 5)) & 31];
      bits -= 5;
    }
    buffer &= (1 << bits) - 1;
  }
  if (bits > 0) out += BASE32_ALPHABET[(buffer << (5 - bits)) & 31];
  return out;
}

/**
 * Decodes RFC 4648 base32. Lenient where people retype secrets (case, spaces, dashes, trailing `=`)
 * and strict about anything else, so a mistyped secret fails loudly instead of yielding other bytes.
 */
export function base32Decode(text: string): Buffer {
  const clean = text.replace(/[\s-]/g, '').replace(/=+$/, '').toUpperCase();
  const out: number[] = [];
  let buffer = 0;
  let bits = 0;
  for (const ch of clean) {
    const value = BASE32_ALPHABET.indexOf(ch);
    if (value < 0) throw new RangeError('Invalid base32 character');
    buffer = (buffer << 5) | value;
    bits += 5;
    if (bits >= 8) {
      out.push((buffer >>> (bits - 8)) & 0xff);
      bits -= 8;
    }
    buffer &= (1 << bits) - 1;
  }
  return Buffer.from(out);
}

/** A new TOTP secret: 20 random bytes (the HMAC-SHA1 output size RFC 4226 recommends), base32. */
export function generateTotpSecret(): string {
  return base32Encode(randomBytes(20));
}

function assertDigits(digits: number) {
  // RFC 4226 §5.3: at least 6 digits; the 31-bit truncated value carries at most 9 meaningful ones.
  if (!Number.isInteger(digits) || digits < 6 || digits > 9) throw new RangeError('digits must be an integer from 6 to 9');
}

/** RFC 4226 HOTP: HMAC-SHA1 of the 8-byte big-endian counter, dynamically truncated, zero-padded. */
export function hotp(key: Uint8Array, counter: number, digits = 6): string {
  assertDigits(digits);
  if (!Number.isSafeInteger(counter) || counter < 0) throw new RangeError('counter must be a non-negative safe integer');
  const msg = Buffer.alloc(8);
  msg.writeBigUInt64BE(BigInt(counter));
  const mac = createHmac('sha1', key).update(msg).digest();
  const offset = mac[mac.length - 1]! & 0x0f;
  const binary = mac.readUInt32BE(offset) & 0x7fffffff;
  return String(binary % 10 ** digits).padStart(digits, '0');
}

/** The RFC 6238 time-step counter of a moment: whole `step`-second periods since the Unix epoch. */
export function totpCounter(timeMs: number, step = 30): number {
  if (!Number.isInteger(step) || step <= 0) throw new RangeError('step must be a positive integer');
  return Math.floor(timeMs / 1000 / step);
}

/** RFC 6238 TOTP of a base32 secret at `timeMs` (milliseconds, as `Date.now()` gives). */
export function totp(secretBase32: string, timeMs: number, step = 30, digits = 6): string {
  return hotp(base32Decode(secretBase32), totpCounter(timeMs, step), digits);
}

/**
 * Checks a 6-digit code against the time steps within `window` steps of `timeMs` (clock drift and
 * typing time). Returns the matched time-step counter so the caller can store it and refuse a code
 * of the same or an earlier step (RFC 6238 §5.2: a code is accepted once), or null.
 *
 * Every candidate step is computed and compared in constant time, without stopping at a match, so
 * response time says nothing about which step or how many digits matched.
 */
export function verifyTotp(secretBase32: string, code: string, timeMs: number, window = 1): number | null {
  if (!Number.isInteger(window) || window < 0 || window > 10) throw new RangeError('window must be an integer from 0 to 10');
  const digits = 6;
  const given = code.replace(/\s/g, '');
  if (!/^\d+$/.test(given) || given.length !== digits) return null;
  const givenBytes = Buffer.from(given);
  const key = base32Decode(secretBase32);
  const current = totpCounter(timeMs);
  let matched: number | null = null;
  // Nearest steps first, so a (vanishingly rare) match on two steps picks the one closest to now.
  for (const delta of [0, ...Array.from({ length: window }, (_, i) => [-(i + 1), i + 1]).flat()]) {
    const counter = current + delta;
    if (counter < 0) continue;
    const ok = timingSafeEqual(Buffer.from(hotp(key, counter, digits)), givenBytes);
    if (ok && matched === null) matched = counter;
  }
  return matched;
}

/**
 * The Key URI authenticator apps scan from a QR code
 * (https://github.com/google/google-authenticator/wiki/Key-Uri-Format). Parts are encoded with
 * encodeURIComponent, so spaces become `%20` (some apps show a literal `+` from form encoding).
 * Issuer and account may not contain `:`, which the label uses as its separator.
 */
export function otpauthUri({ issuer, account, secret }: { issuer: string; account: string; secret: string }): string {
  if (issuer.includes(':') || account.includes(':')) throw new RangeError('issuer and account may not contain ":"');
  const label = `${encodeURIComponent(issuer)}:${encodeURIComponent(account)}`;
  const query = [
    `secret=${encodeURIComponent(secret)}`,
    `issuer=${encodeURIComponent(issuer)}`,
    'algorithm=SHA1',
    'digits=6',
    'period=30',
  ].join('&');
  return `otpauth://totp/${label}?${query}`;
}

const RECOVERY_ALPHABET = 'abcdefghijklmnopqrstuvwxyz0123456789';

/**
 * One-time recovery codes like `ab12-cd34-ef56`: 12 characters of [a-z0-9] drawn uniformly from the
 * CSPRNG (about 62 bits each), grouped by dashes for reading aloud and retyping. Distinct within a set.
 */
export function generateRecoveryCodes(n = 10): string[] {
  if (!Number.isInteger(n) || n < 1 || n > 100) throw new RangeError('n must be an integer from 1 to 100');
  const codes = new Set<string>();
  while (codes.size < n) {
    const chars = Array.from({ length: 12 }, () => RECOVERY_ALPHABET[randomInt(RECOVERY_ALPHABET.length)]).join('');
    codes.add(`${chars.slice(0, 4)}-${chars.slice(4, 8)}-${chars.slice(8)}`);
  }
  return [...codes];
}

/** The form a recovery code is stored and compared in: lower-case, without dashes or whitespace. */
export function normalizeRecoveryCode(code: string): string {
  return code.toLowerCase().replace(/[\s-]/g, '');
}

/**
 * SHA-256 hex of the normalized code. Codes are stored only hashed; a fast hash suffices because each
 * code carries ~62 random bits, and it lets the caller look a code up by its hash.
 */
export function hashRecoveryCode(code: string): string {
  return createHash('sha256').update(normalizeRecoveryCode(code)).digest('hex');
}
