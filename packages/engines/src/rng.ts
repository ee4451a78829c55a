import { hmac } from '@noble/hashes/hmac.js';
import { sha256 } from '@noble/hashes/sha2.js';
import { bytesToHex, utf8ToBytes } from '@noble/hashes/utils.js';

/**
 * Provably fair randomness. Every outcome comes from
 * HMAC-SHA256(key = serverSeed, message = `${clientSeed}:${nonce}:${cursor}`): each block gives
 * 32 bytes, read four at a time as a big-endian uint32 and divided by 2^32, so a float in [0, 1).
 * `cursor` counts blocks from 0. Server and browser run the same code; the server may pass a
 * faster HMAC (node:crypto) that gives the same bytes.
 */
export type HmacFn = (key: Uint8Array, message: Uint8Array) => Uint8Array;

export const nobleHmac: HmacFn = (key, message) => hmac(sha256, key, message);

/** The public commitment to a server seed: the hex SHA-256 of its text. */
export const hashServerSeed = (serverSeed: string) => bytesToHex(sha256(utf8ToBytes(serverSeed)));

/** A source of uniform randomness, consumed in a fixed order by each engine. */
export interface Rng {
  /** A float in [0, 1) with 32 bits of randomness. */
  next(): number;
  /** An integer in [0, n), n ≤ 2^32. */
  int(n: number): number;
}

export class FairStream implements Rng {
  private readonly key: Uint8Array;
  private block: Uint8Array = new Uint8Array(0);
  private offset = 32;
  private cursor = 0;

  constructor(
    private readonly hmacFn: HmacFn,
    serverSeed: string,
    private readonly clientSeed: string,
    private readonly nonce: number,
  ) {
    this.key = utf8ToBytes(serverSeed);
  }

  /** How many uint32 values were drawn (for receipts and tests). */
  draws = 0;

  private uint32() {
    if (this.offset >= 32) {
      this.block = this.hmacFn(this.key, utf8ToBytes(`${this.clientSeed}:${this.nonce}:${this.cursor}`));
      this.cursor += 1;
      this.offset = 0;
    }
    const b = this.block;
    const o = this.offset;
    this.offset += 4;
    this.draws += 1;
    return ((b[o]! << 24) | (b[o + 1]! << 16) | (b[o + 2]! << 8) | b[o + 3]!) >>> 0;
  }

  next() {
    return this.uint32() / 4294967296;
  }

  int(n: number) {
    return Math.floor(this.next() * n);
  }
}

/** Fisher–Yates: the first `k` of a shuffled 0..n-1 (k draws). */
export function pickDistinct(rng: Rng, n: number, k: number): number[] {
  const a = Array.from({ length: n }, (_, i) => i);
  for (let i = 0; i < k; i++) {
    const j = i + rng.int(n - i);
    const t = a[i]!;
    a[i] = a[j]!;
    a[j] = t;
  }
  return a.slice(0, k);
}
