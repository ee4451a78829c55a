import {
  constants,
  createDecipheriv,
  createHash,
  createPrivateKey,
  createPublicKey,
  generateKeyPairSync,
  privateDecrypt,
  type KeyObject,
} from 'node:crypto';
import { ENCRYPTION_ALG, EncryptedPayload, PublicKeyInfo } from '@jade/contract/crypto';

/**
 * Server side of the encrypted request payloads described in `@jade/contract/crypto`: key
 * generation and decryption of the hybrid RSA-OAEP-256 + AES-256-GCM envelope.
 */

/** Why a payload was refused; stable for logs and tests, never carrying crypto library internals. */
export type PayloadDecryptFailure = 'malformed' | 'unknown_kid' | 'bad_key' | 'bad_tag' | 'not_json';

const MESSAGES: Record<PayloadDecryptFailure, string> = {
  malformed: 'Encrypted payload is malformed',
  unknown_kid: 'Encrypted payload names an unknown key id',
  bad_key: 'Encrypted payload key could not be unwrapped',
  bad_tag: 'Encrypted payload failed authentication (bad tag)',
  not_json: 'Encrypted payload is not JSON',
};

/**
 * Any refusal of an encrypted payload. The message names which step failed (for logs); the HTTP
 * response should not echo it, so clients learn only that the payload was refused.
 */
export class PayloadDecryptError extends Error {
  override readonly name = 'PayloadDecryptError';
  constructor(readonly reason: PayloadDecryptFailure) {
    super(MESSAGES[reason]);
  }
}

/** The key id of an RSA public key: the first 16 hex digits of SHA-256 over its DER SPKI. */
export function keyIdOf(spkiDer: Uint8Array): string {
  return createHash('sha256').update(spkiDer).digest('hex').slice(0, 16);
}

/** A fresh RSA-2048 key pair for payload encryption; the PEM is what configuration stores. */
export function generateKeyPair(): { kid: string; publicSpkiB64: string; privatePkcs8Pem: string } {
  const { publicKey, privateKey } = generateKeyPairSync('rsa', {
    modulusLength: 2048,
    publicKeyEncoding: { type: 'spki', format: 'der' },
    privateKeyEncoding: { type: 'pkcs8', format: 'pem' },
  });
  return { kid: keyIdOf(publicKey), publicSpkiB64: publicKey.toString('base64'), privatePkcs8Pem: privateKey };
}

export type PayloadDecryptor = {
  readonly kid: string;
  /** What the server publishes for clients to encrypt with. */
  readonly publicInfo: PublicKeyInfo;
  /** Decrypts and parses a payload posted to `path` (the request path, no query string). */
  decrypt(payload: EncryptedPayload, path: string): unknown;
};

/**
 * A decryptor for one private key. Fails at start-up, not on the first request, when the key is not
 * an RSA key of at least 2048 bits or the kid is one no payload could name.
 */
export function createDecryptor(privatePkcs8Pem: string, kid: string): PayloadDecryptor {
  if (!PublicKeyInfo.shape.kid.safeParse(kid).success) throw new Error('Payload encryption key id is not a valid kid');
  const privateKey: KeyObject = createPrivateKey({ key: privatePkcs8Pem, format: 'pem' });
  if (privateKey.asymmetricKeyType !== 'rsa' || (privateKey.asymmetricKeyDetails?.modulusLength ?? 0) < 2048) {
    throw new Error('Payload encryption needs an RSA private key of at least 2048 bits');
  }
  const spki = createPublicKey(privateKey).export({ type: 'spki', format: 'der' });
  const publicInfo: PublicKeyInfo = { kid, alg: ENCRYPTION_ALG, spki: spki.toString('base64') };

  function decrypt(payload: EncryptedPayload, path: string): unknown {
    // Parsed again here so a caller that skipped route validation still cannot feed odd lengths in.
    const parsed = EncryptedPayload.safeParse(payload);
    if (!parsed.success) throw new PayloadDecryptError('malformed');
    const { kid: givenKid, key, iv, data } = parsed.data;
    if (givenKid !== kid) throw new PayloadDecryptError('unknown_kid');

    let aesKey: Buffer;
    try {
      aesKey = privateDecrypt(
        { key: privateKey, padding: constants.RSA_PKCS1_OAEP_PADDING, oaepHash: 'sha256' },
        Buffer.from(key, 'base64'),
      );
    } catch {
      throw new PayloadDecryptError('bad_key');
    }
    if (aesKey.length !== 32) throw new PayloadDecryptError('bad_key');

    const sealed = Buffer.from(data, 'base64');
    const tag = sealed.subarray(sealed.length - 16);
    let plain: Buffer;
    try {
      const decipher = createDecipheriv('aes-256-gcm', aesKey, Buffer.from(iv, 'base64'), { authTagLength: 16 });
      decipher.setAAD(Buffer.from(path, 'utf8'));
      decipher.setAuthTag(tag);
      plain = Buffer.concat([decipher.update(sealed.subarray(0, sealed.length - 16)), decipher.final()]);
    } catch {
      throw new PayloadDecryptError('bad_tag');
    } finally {
      aesKey.fill(0);
    }

    try {
      return JSON.parse(new TextDecoder('utf-8', { fatal: true }).decode(plain));
    } catch {
      throw new PayloadDecryptError('not_json');
    }
  }

  return { kid, publicInfo, decrypt };
}
