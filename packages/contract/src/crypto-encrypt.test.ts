import { describe, expect, test } from 'vitest';
import { EncryptedPayload, ENCRYPTION_ALG } from './crypto';
import { base64ToBytes, bytesToBase64, encryptPayload } from './crypto-encrypt';

const PATH = '/wps/session/login';

/** A throwaway RSA-OAEP key pair made with WebCrypto alone, and its public half as the server publishes it. */
async function keyPair() {
  const pair = await crypto.subtle.generateKey(
    { name: 'RSA-OAEP', modulusLength: 2048, publicExponent: new Uint8Array([1, 0, 1]), hash: 'SHA-256' },
    true,
    ['encrypt', 'decrypt'],
  );
  const spki = bytesToBase64(new Uint8Array(await crypto.subtle.exportKey('spki', pair.publicKey)));
  return { privateKey: pair.privateKey, info: { kid: 'test-key', alg: ENCRYPTION_ALG, spki } as const };
}

/** Opens a payload with WebCrypto, as the protocol in `./crypto` describes, for the path given. */
async function open(privateKey: CryptoKey, payload: EncryptedPayload, path: string): Promise<unknown> {
  const raw = await crypto.subtle.decrypt({ name: 'RSA-OAEP' }, privateKey, base64ToBytes(payload.key));
  const aes = await crypto.subtle.importKey('raw', raw, 'AES-GCM', false, ['decrypt']);
  const plain = await crypto.subtle.decrypt(
    { name: 'AES-GCM', iv: base64ToBytes(payload.iv), additionalData: new TextEncoder().encode(path), tagLength: 128 },
    aes,
    base64ToBytes(payload.data),
  );
  return JSON.parse(new TextDecoder().decode(plain));
}

describe('payload encryption', () => {
  test('produces an envelope that opens with WebCrypto alone, for its path only', async () => {
    const { privateKey, info } = await keyPair();
    const body = { login: 'alice', password: 'pässwörd ✓' };
    const payload = await encryptPayload(body, info, PATH);
    expect(EncryptedPayload.safeParse(payload).success).toBe(true);
    expect(payload.kid).toBe('test-key');
    expect(await open(privateKey, payload, PATH)).toEqual(body);
    await expect(open(privateKey, payload, '/wps/session/register')).rejects.toThrow();
  });

  test('round-trips base64 of any bytes, in chunks larger than one call', () => {
    const bytes = new Uint8Array(0x8000 * 2 + 7).map((_, i) => (i * 31) % 256);
    expect(base64ToBytes(bytesToBase64(bytes))).toEqual(bytes);
  });
});
