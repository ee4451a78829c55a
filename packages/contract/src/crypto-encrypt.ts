import { ENCRYPTED_PAYLOAD_MAX_BYTES, ENCRYPTION_ALG, type EncryptedPayload, type PublicKeyInfo } from './crypto';

/**
 * Client side of the encrypted request payloads described in `./crypto`: encrypts a JSON body for
 * the server with WebCrypto only (`globalThis.crypto.subtle`), so no crypto library ships to the
 * browser and the same code runs in Node 20. It lives in the contract so that the browser, the
 * server's tests and the bench all send exactly the same bytes without importing the web app.
 */

/** Bytes per String.fromCharCode call: far below engines' argument limits, large enough to be fast. */
const CHUNK = 0x8000;

/** Standard padded base64 of bytes; chunked because spreading a large array into one call overflows the stack. */
export function bytesToBase64(bytes: Uint8Array): string {
  let binary = '';
  for (let i = 0; i < bytes.length; i += CHUNK) {
    binary += String.fromCharCode(...bytes.subarray(i, i + CHUNK));
  }
  return btoa(binary);
}

/** Bytes of standard base64 (throws on invalid input, as atob does). */
export function base64ToBytes(b64: string): Uint8Array<ArrayBuffer> {
  const binary = atob(b64);
  const bytes = new Uint8Array(binary.length);
  for (let i = 0; i < binary.length; i++) bytes[i] = binary.charCodeAt(i);
  return bytes;
}

/**
 * WebCrypto's key type, named through the API rather than the DOM's global `CryptoKey`, so this file
 * also typechecks under Node's types (the server's tests import it).
 */
type WebCryptoKey = Awaited<ReturnType<SubtleCryptoLike['importKey']>>;
type SubtleCryptoLike = typeof globalThis.crypto.subtle;

/** The last imported public key: the server publishes one at a time, so importing once per key suffices. */
let lastKey: { spki: string; key: Promise<WebCryptoKey> } | null = null;

function importPublicKey(spki: string): Promise<WebCryptoKey> {
  if (lastKey?.spki !== spki) {
    const key = globalThis.crypto.subtle.importKey('spki', base64ToBytes(spki), { name: 'RSA-OAEP', hash: 'SHA-256' }, false, [
      'encrypt',
    ]);
    lastKey = { spki, key };
    // A key that fails to import is not kept, so the next call (perhaps with a fixed key) tries again.
    key.catch(() => {
      if (lastKey?.key === key) lastKey = null;
    });
  }
  return lastKey.key;
}

/**
 * Encrypts `body` (as JSON) for the server key `key`, bound to the request `path` it will be posted
 * to (e.g. '/wps/session/login', no query string): the path is the AES-GCM additional data, so the
 * server refuses the payload on any other endpoint. A fresh AES key and IV are drawn for every call.
 */
export async function encryptPayload(body: unknown, key: PublicKeyInfo, path: string): Promise<EncryptedPayload> {
  if (key.alg !== ENCRYPTION_ALG) throw new Error(`Unsupported payload encryption algorithm: ${String(key.alg)}`);
  const json = JSON.stringify(body);
  if (json === undefined) throw new TypeError('The payload body is not JSON-serializable');
  const plain = new TextEncoder().encode(json);
  if (plain.length > ENCRYPTED_PAYLOAD_MAX_BYTES) throw new RangeError('The payload body is too large to encrypt');

  const subtle = globalThis.crypto.subtle;
  const rsaKey = await importPublicKey(key.spki);
  const aesKey = await subtle.generateKey({ name: 'AES-GCM', length: 256 }, true, ['encrypt']);
  const rawAesKey = new Uint8Array(await subtle.exportKey('raw', aesKey));
  const iv = globalThis.crypto.getRandomValues(new Uint8Array(12));
  const [wrapped, sealed] = await Promise.all([
    subtle.encrypt({ name: 'RSA-OAEP' }, rsaKey, rawAesKey),
    subtle.encrypt({ name: 'AES-GCM', iv, additionalData: new TextEncoder().encode(path), tagLength: 128 }, aesKey, plain),
  ]);
  rawAesKey.fill(0);

  return {
    kid: key.kid,
    key: bytesToBase64(new Uint8Array(wrapped)),
    iv: bytesToBase64(iv),
    data: bytesToBase64(new Uint8Array(sealed)),
  };
}
