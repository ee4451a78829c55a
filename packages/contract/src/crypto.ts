import { z } from 'zod';

/**
 * Encrypted request payloads: a hybrid envelope so that sensitive request bodies (credentials,
 * one-time codes) are unreadable to anything between the browser and the server that terminates
 * TLS early (proxies, CDN logs, browser extensions reading network logs).
 *
 * Protocol (`RSA-OAEP-256+A256GCM`):
 *
 * 1. The server publishes a {@link PublicKeyInfo}: `kid` names the key, `spki` is the base64 of the
 *    DER SubjectPublicKeyInfo of an RSA key (2048-bit or larger) used with RSA-OAEP, SHA-256 as both
 *    the OAEP hash and the MGF1 hash, and an empty OAEP label.
 * 2. For each request the client serializes the body with `JSON.stringify` and encodes it as UTF-8
 *    (at most {@link ENCRYPTED_PAYLOAD_MAX_BYTES} bytes).
 * 3. It draws a fresh random AES-256 key (32 bytes) and a fresh random 12-byte IV; neither is ever
 *    reused.
 * 4. It encrypts the body with AES-256-GCM under that key and IV, with a 128-bit tag, and with the
 *    additional authenticated data (AAD) set to the UTF-8 bytes of the request path exactly as
 *    requested, without origin or query string (e.g. `/wps/session/login`). The server decrypts with
 *    the path it actually received, so a payload captured for one endpoint cannot be replayed
 *    against another.
 * 5. It encrypts the raw 32 AES key bytes with RSA-OAEP-SHA256 under the published key.
 * 6. It sends an {@link EncryptedPayload} as the JSON body: `kid` of the key it used, `key` the
 *    base64 of the RSA ciphertext, `iv` the base64 of the IV, `data` the base64 of the AES-GCM
 *    ciphertext followed by the 16-byte tag (the layout WebCrypto's `encrypt` produces).
 *
 * All base64 is the standard alphabet (RFC 4648 §4) with `=` padding. The server refuses the payload
 * when the kid is unknown, the key does not unwrap to 32 bytes, the tag does not verify (tampering,
 * wrong path, wrong key), or the plaintext is not UTF-8 JSON. The envelope gives confidentiality and
 * integrity, not freshness: replay of the same payload to the same path is the endpoint's concern
 * (nonces, one-time codes, rate limits).
 */
export const ENCRYPTION_ALG = 'RSA-OAEP-256+A256GCM';

/** Largest plaintext (UTF-8 JSON bytes) an encrypted payload may carry; request bodies are small forms. */
export const ENCRYPTED_PAYLOAD_MAX_BYTES = 64 * 1024;

/** Characters of the padded base64 of `bytes` bytes, so the limits below are stated in bytes. */
const b64Chars = (bytes: number) => 4 * Math.ceil(bytes / 3);

/** AES-GCM tag length appended to the ciphertext by WebCrypto. */
const GCM_TAG_BYTES = 16;

/** A key id: short and free of characters that would need escaping in logs or headers. */
const KeyId = z
  .string()
  .min(1)
  .max(64)
  .regex(/^[A-Za-z0-9._-]+$/);

/** An AES-256-GCM-encrypted request body whose AES key is wrapped with the server's RSA-OAEP key. */
export const EncryptedPayload = z
  .object({
    kid: KeyId,
    /** RSA-OAEP-SHA256 ciphertext of the raw 32-byte AES key: 256 bytes for RSA-2048, up to RSA-4096. */
    key: z.base64().min(b64Chars(256)).max(b64Chars(512)),
    /** The 12-byte AES-GCM IV. */
    iv: z.base64().length(b64Chars(12)),
    /** AES-GCM ciphertext with the 16-byte tag appended. */
    data: z
      .base64()
      .min(b64Chars(GCM_TAG_BYTES))
      .max(b64Chars(ENCRYPTED_PAYLOAD_MAX_BYTES + GCM_TAG_BYTES)),
  })
  .strict();
export type EncryptedPayload = z.infer<typeof EncryptedPayload>;

/** The server's current payload-encryption public key, as the client needs it to encrypt. */
export const PublicKeyInfo = z.object({
  kid: KeyId,
  alg: z.literal(ENCRYPTION_ALG),
  /** Base64 of the DER SubjectPublicKeyInfo of the RSA public key. */
  spki: z.base64().min(1).max(2048),
});
export type PublicKeyInfo = z.infer<typeof PublicKeyInfo>;
