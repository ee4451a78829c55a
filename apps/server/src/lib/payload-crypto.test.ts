import { generateKeyPairSync } from 'node:crypto';
import { describe, expect, test } from 'vitest';
import { EncryptedPayload, PublicKeyInfo } from '@jade/contract/crypto';
import { encryptPayload } from '@jade/contract/crypto-encrypt';
import { createDecryptor, generateKeyPair, PayloadDecryptError } from './payload-crypto';

const LOGIN = '/wps/session/login';
const pair = generateKeyPair();
const decryptor = createDecryptor(pair.privatePkcs8Pem, pair.kid);
const other = generateKeyPair();
const otherDecryptor = createDecryptor(other.privatePkcs8Pem, other.kid);

/** Flips one bit of the byte at `index` of a base64 string. */
function flipByte(b64: string, index: number): string {
  const bytes = Buffer.from(b64, 'base64');
  bytes[index] = bytes[index]! ^ 0x01;
  return bytes.toString('base64');
}

/** Runs `fn` and returns the reason of the PayloadDecryptError it throws. */
function reasonOf(fn: () => unknown): string {
  try {
    fn();
  } catch (err) {
    expect(err).toBeInstanceOf(PayloadDecryptError);
    return (err as PayloadDecryptError).reason;
  }
  throw new Error('expected a PayloadDecryptError');
}

describe('payload crypto', () => {
  test('generates a key pair whose kid is the first 16 hex of the SPKI SHA-256 and publishes it', () => {
    expect(pair.kid).toMatch(/^[0-9a-f]{16}$/);
    expect(pair.privatePkcs8Pem).toMatch(/^-----BEGIN PRIVATE KEY-----/);
    expect(decryptor.kid).toBe(pair.kid);
    expect(PublicKeyInfo.parse(decryptor.publicInfo)).toEqual({
      kid: pair.kid,
      alg: 'RSA-OAEP-256+A256GCM',
      spki: pair.publicSpkiB64,
    });
    expect(other.kid).not.toBe(pair.kid);
  });

  test("decrypts what the web's encryptPayload produces for the same path", async () => {
    const body = { login: 'alice', password: 'pässwörd ✓', remember: true, n: [1, 2, 3] };
    const payload = await encryptPayload(body, decryptor.publicInfo, LOGIN);
    expect(EncryptedPayload.safeParse(payload).success).toBe(true);
    expect(Buffer.from(payload.iv, 'base64')).toHaveLength(12);
    expect(Buffer.from(payload.key, 'base64')).toHaveLength(256);
    expect(decryptor.decrypt(payload, LOGIN)).toEqual(body);
  });

  test('draws a fresh key and IV for every payload', async () => {
    const a = await encryptPayload({ x: 1 }, decryptor.publicInfo, LOGIN);
    const b = await encryptPayload({ x: 1 }, decryptor.publicInfo, LOGIN);
    expect(a.iv).not.toBe(b.iv);
    expect(a.key).not.toBe(b.key);
    expect(a.data).not.toBe(b.data);
  });

  test('round-trips a body near the size limit', async () => {
    const body = { blob: 'x'.repeat(60_000) };
    const payload = await encryptPayload(body, decryptor.publicInfo, LOGIN);
    expect(decryptor.decrypt(payload, LOGIN)).toEqual(body);
    await expect(encryptPayload({ blob: 'x'.repeat(70_000) }, decryptor.publicInfo, LOGIN)).rejects.toThrow(RangeError);
  });

  test('refuses a payload decrypted with a different path', async () => {
    const payload = await encryptPayload({ code: '123456' }, decryptor.publicInfo, LOGIN);
    expect(reasonOf(() => decryptor.decrypt(payload, '/wps/session/register'))).toBe('bad_tag');
    expect(reasonOf(() => decryptor.decrypt(payload, `${LOGIN}/`))).toBe('bad_tag');
  });

  test('refuses a payload with a tampered data, tag or IV byte', async () => {
    const payload = await encryptPayload({ code: '123456' }, decryptor.publicInfo, LOGIN);
    const dataLength = Buffer.from(payload.data, 'base64').length;
    expect(reasonOf(() => decryptor.decrypt({ ...payload, data: flipByte(payload.data, 0) }, LOGIN))).toBe('bad_tag');
    expect(reasonOf(() => decryptor.decrypt({ ...payload, data: flipByte(payload.data, dataLength - 1) }, LOGIN))).toBe(
      'bad_tag',
    );
    expect(reasonOf(() => decryptor.decrypt({ ...payload, iv: flipByte(payload.iv, 0) }, LOGIN))).toBe('bad_tag');
  });

  test('refuses a payload with a tampered wrapped key', async () => {
    const payload = await encryptPayload({ code: '123456' }, decryptor.publicInfo, LOGIN);
    expect(reasonOf(() => decryptor.decrypt({ ...payload, key: flipByte(payload.key, 10) }, LOGIN))).toBe('bad_key');
  });

  test('refuses a payload naming a wrong kid', async () => {
    const payload = await encryptPayload({ code: '123456' }, decryptor.publicInfo, LOGIN);
    expect(reasonOf(() => decryptor.decrypt({ ...payload, kid: 'not-this-key' }, LOGIN))).toBe('unknown_kid');
  });

  test('refuses a payload encrypted for another key pair, even under this kid', async () => {
    const payload = await encryptPayload({ code: '123456' }, otherDecryptor.publicInfo, LOGIN);
    expect(reasonOf(() => decryptor.decrypt(payload, LOGIN))).toBe('unknown_kid');
    expect(reasonOf(() => decryptor.decrypt({ ...payload, kid: pair.kid }, LOGIN))).toBe('bad_key');
    expect(otherDecryptor.decrypt(payload, LOGIN)).toEqual({ code: '123456' });
  });

  test('refuses malformed payloads and names the failure without crypto internals', () => {
    expect(reasonOf(() => decryptor.decrypt({ kid: pair.kid, key: 'AAAA', iv: 'AAAA', data: 'AAAA' }, LOGIN))).toBe('malformed');
    expect(reasonOf(() => decryptor.decrypt({ ...({} as EncryptedPayload), kid: pair.kid }, LOGIN))).toBe('malformed');
    const err = new PayloadDecryptError('bad_tag');
    expect(err.message).toBe('Encrypted payload failed authentication (bad tag)');
    expect(err.name).toBe('PayloadDecryptError');
  });

  test('refuses a plaintext that is not JSON', async () => {
    // Built with WebCrypto directly: encryptPayload always serializes JSON.
    const subtle = globalThis.crypto.subtle;
    const rsa = await subtle.importKey(
      'spki',
      Buffer.from(pair.publicSpkiB64, 'base64'),
      { name: 'RSA-OAEP', hash: 'SHA-256' },
      false,
      ['encrypt'],
    );
    const aes = await subtle.generateKey({ name: 'AES-GCM', length: 256 }, true, ['encrypt']);
    const iv = globalThis.crypto.getRandomValues(new Uint8Array(12));
    const raw = await subtle.exportKey('raw', aes);
    const payload: EncryptedPayload = {
      kid: pair.kid,
      key: Buffer.from(await subtle.encrypt({ name: 'RSA-OAEP' }, rsa, raw)).toString('base64'),
      iv: Buffer.from(iv).toString('base64'),
      data: Buffer.from(
        await subtle.encrypt({ name: 'AES-GCM', iv, additionalData: Buffer.from(LOGIN) }, aes, Buffer.from('{not json')),
      ).toString('base64'),
    };
    expect(reasonOf(() => decryptor.decrypt(payload, LOGIN))).toBe('not_json');
  });

  test('refuses to start with a key that is not RSA-2048 or a kid no payload could name', () => {
    expect(() => createDecryptor(pair.privatePkcs8Pem, 'bad kid!')).toThrow();
    const small = generateKeyPairSync('rsa', { modulusLength: 1024 }).privateKey.export({ type: 'pkcs8', format: 'pem' });
    expect(() => createDecryptor(small.toString(), 'k')).toThrow(/at least 2048 bits/);
    const ec = generateKeyPairSync('ec', { namedCurve: 'P-256' }).privateKey.export({ type: 'pkcs8', format: 'pem' });
    expect(() => createDecryptor(ec.toString(), 'k')).toThrow(/RSA/);
  });
});
