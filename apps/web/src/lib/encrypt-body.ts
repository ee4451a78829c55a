import { PublicKeyInfo } from '@jade/contract/crypto';
import { encryptPayload } from '@jade/contract/crypto-encrypt';
import { api } from './api-client';

let publicKey: Promise<PublicKeyInfo> | null = null;

/** The server's payload key, fetched once per page (again if the server no longer knows it). */
function payloadKey(refresh: boolean): Promise<PublicKeyInfo> {
  if (!publicKey || refresh) {
    publicKey = api('/wps/system/publicKey', PublicKeyInfo);
    publicKey.catch(() => (publicKey = null));
  }
  return publicKey;
}

/** A request body as an encrypted payload for `path` (packages/contract/src/crypto.ts), under a fresh key when `refresh`. */
export async function encryptBody(body: unknown, path: string, refresh: boolean) {
  return encryptPayload(body, await payloadKey(refresh), path);
}
