import { customType } from 'drizzle-orm/pg-core';
import type { FastifyReply, FastifyRequest } from 'fastify';
import { LIMITS } from '@jade/contract/limits';
import type { Db } from '../db/client';
import { hit, hitsNow, secondsUntilRoom } from '../plugins/rate-limit';
import { addressKey } from './ip';
import { AppError } from './app-error';

/**
 * Images members and operators send (payment proofs, chat pictures): what one is, how it is
 * received under the upload limits, stored and sent back. Payments and chat both use these.
 */

/** A column of raw bytes (an image stored in the database, never on a served path). */
export const bytea = customType<{ data: Buffer }>({ dataType: () => 'bytea' });

/** The type of an image by its first bytes (never its name or the browser's word): png, jpeg or null. */
export function sniffImage(bytes: Buffer): 'image/png' | 'image/jpeg' | null {
  if (bytes.length >= 8 && bytes.subarray(0, 8).equals(Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a])))
    return 'image/png';
  if (bytes.length >= 3 && bytes[0] === 0xff && bytes[1] === 0xd8 && bytes[2] === 0xff) return 'image/jpeg';
  return null;
}

/** An image answer: its sniffed type, private caching, shown inline and never sniffed again. */
export function sendImage(reply: FastifyReply, img: { contentType: string; bytes: Buffer }) {
  return reply
    .header('content-type', img.contentType)
    .header('cache-control', 'private, max-age=3600')
    .header('content-disposition', 'inline')
    .send(img.bytes);
}

/**
 * The limits of image uploads (payment proofs, chat images). Uploads in flight are counted by this
 * process (they are its memory); the hourly count is a database counter shared by every node, and
 * the bytes of the last 24 hours are summed from the stored images.
 */
export const UPLOAD_LIMITS: {
  readonly inFlightPerProcess: number;
  readonly inFlightPerUploader: number;
  readonly inFlightPerAddress: number;
  /** Writable for the tests, which cannot wait 90 seconds. */
  readSeconds: number;
  readonly perHour: number;
  readonly bytesPerDay: number;
  readonly busyRetrySeconds: number;
} = {
  /** Uploads being received at once by this process, by one uploader and from one address on it. */
  inFlightPerProcess: 6,
  inFlightPerUploader: 2,
  inFlightPerAddress: 2,
  /**
   * Seconds an upload may take to arrive (5 MB over a slow mobile link fits): a trickling body
   * cannot hold one of the process's places for long (408 UPLOAD_TIMEOUT, connection closed).
   */
  readSeconds: 90,
  /** Images one uploader may store on one surface (payments, chat) per clock hour… */
  perHour: 10,
  /** …and bytes in the last 24 hours. */
  bytesPerDay: 40 * 1024 * 1024,
  /** What a refusal for uploads in flight tells the client to wait, in seconds. */
  busyRetrySeconds: 10,
};

/** The multipart parser's limits: one file of at most 5 MB, no other fields or parts. */
export const IMAGE_MULTIPART_LIMITS = { fileSize: LIMITS.imageMaxBytes, files: 1, fields: 0, parts: 1 } as const;

/** The multipart plugin's options of a routes module that receives images. */
export const IMAGE_UPLOADS = { limits: IMAGE_MULTIPART_LIMITS };

/** Room for the multipart framing around the file in a declared Content-Length. */
const MULTIPART_OVERHEAD = 16 * 1024;
const HOUR_SECONDS = 3600;

let inFlight = 0;
const inFlightBy = new Map<string, number>();

/** Uploads this process is receiving now. */
export function uploadsInFlight(): number {
  return inFlight;
}

/** Whose quota an upload counts against. */
export type Uploader = {
  /** `m:<member>`, a guest's `g:<address>`, or `ops`: also the key of the in-flight count. */
  key: string;
  /** The counter's surface: `pay` or `chat`. */
  surface: 'pay' | 'chat';
  /** The bytes this uploader stored on this surface in the last 24 hours; null: no quota (the operator). */
  bytesToday: (() => Promise<number>) | null;
};

function exceeded(reply: FastifyReply, retryAfterSeconds: number, message: string) {
  reply.header('retry-after', String(Math.max(1, Math.ceil(retryAfterSeconds))));
  return new AppError('UPLOAD_QUOTA_EXCEEDED', message);
}

function tooLarge(reply: FastifyReply) {
  // The rest of the body is never read: the connection closes after the answer.
  reply.header('connection', 'close');
  return new AppError('UPLOAD_TOO_LARGE', 'Images may be at most 5 MB');
}

/**
 * Receives one image and stores it with `store`, under the limits: a place among the uploads in
 * flight (else 429 UPLOAD_QUOTA_EXCEEDED with Retry-After, nothing read), the uploader's hourly
 * count and daily bytes (else the same 429), then the file streamed with a 5 MB limit (a larger
 * declared body is refused unread; a larger stream stops at the limit: UPLOAD_TOO_LARGE), png or
 * jpg by its bytes (UPLOAD_INVALID). A refusal stores nothing.
 */
export async function receiveImage<T>(
  req: FastifyRequest,
  reply: FastifyReply,
  db: Db,
  uploader: Uploader,
  store: (bytes: Buffer) => Promise<T>,
): Promise<T> {
  if (!req.isMultipart()) throw new AppError('UNSUPPORTED_MEDIA_TYPE', 'Send the image as multipart/form-data');
  const declared = Number(req.headers['content-length'] ?? 0);
  if (declared > LIMITS.imageMaxBytes + MULTIPART_OVERHEAD) throw tooLarge(reply);
  // Several accounts from one address (an IPv6 visitor: its /64) share one address's places.
  const keys = [uploader.key, `a:${addressKey(req.ip)}`];
  const caps = [UPLOAD_LIMITS.inFlightPerUploader, UPLOAD_LIMITS.inFlightPerAddress];
  if (inFlight >= UPLOAD_LIMITS.inFlightPerProcess || keys.some((k, i) => (inFlightBy.get(k) ?? 0) >= caps[i]!))
    throw exceeded(reply, UPLOAD_LIMITS.busyRetrySeconds, 'Too many uploads at once. Please try again in a moment.');
  inFlight++;
  for (const k of keys) inFlightBy.set(k, (inFlightBy.get(k) ?? 0) + 1);
  try {
    const counter = `upload|${uploader.surface}|${uploader.key}`;
    const used = uploader.bytesToday ? await checkQuota(db, reply, counter, uploader.bytesToday) : 0;
    const bytes = await readWithin(req, reply);
    if (!sniffImage(bytes)) throw new AppError('UPLOAD_INVALID', 'Only png or jpg images are accepted');
    if (uploader.bytesToday) {
      if (used + bytes.length > UPLOAD_LIMITS.bytesPerDay) throw dailyExceeded(reply);
      if (!(await hit(db, counter, UPLOAD_LIMITS.perHour, HOUR_SECONDS))) throw await hourlyExceeded(db, reply, counter);
    }
    return await store(bytes);
  } finally {
    inFlight--;
    for (const k of keys) {
      const left = (inFlightBy.get(k) ?? 1) - 1;
      if (left > 0) inFlightBy.set(k, left);
      else inFlightBy.delete(k);
    }
  }
}

const hourlyExceeded = async (db: Db, reply: FastifyReply, counter: string) =>
  exceeded(
    reply,
    await secondsUntilRoom(db, counter, UPLOAD_LIMITS.perHour, HOUR_SECONDS),
    'Too many uploads this hour. Please try again later.',
  );

const dailyExceeded = (reply: FastifyReply) =>
  exceeded(reply, HOUR_SECONDS, 'You have uploaded too much today. Please try again later.');

/** Refuses before anything is read when the hour's count or the day's bytes are used up; answers the bytes used. */
async function checkQuota(db: Db, reply: FastifyReply, counter: string, bytesToday: () => Promise<number>) {
  if ((await hitsNow(db, counter, HOUR_SECONDS)) >= UPLOAD_LIMITS.perHour) throw await hourlyExceeded(db, reply, counter);
  const used = await bytesToday();
  if (used >= UPLOAD_LIMITS.bytesPerDay) throw dailyExceeded(reply);
  return used;
}

/**
 * The file, within `readSeconds`: past it the answer is 408 UPLOAD_TIMEOUT and the connection
 * closes (the place in flight is given back at once; the abandoned read ends with the connection).
 */
async function readWithin(req: FastifyRequest, reply: FastifyReply): Promise<Buffer> {
  const reading = readFile(req, reply);
  reading.catch(() => undefined); // a read that loses the race must not become an unhandled rejection
  let timer: NodeJS.Timeout | undefined;
  const deadline = new Promise<never>((_, reject) => {
    timer = setTimeout(() => {
      reply.header('connection', 'close');
      reject(new AppError('UPLOAD_TIMEOUT', 'The upload took too long. Please try again.'));
    }, UPLOAD_LIMITS.readSeconds * 1000);
  });
  try {
    return await Promise.race([reading, deadline]);
  } finally {
    clearTimeout(timer);
  }
}

/** The one file of the body (field `file`), read as it streams and dropped at the limit. */
async function readFile(req: FastifyRequest, reply: FastifyReply): Promise<Buffer> {
  const part = await req.file({ limits: IMAGE_MULTIPART_LIMITS });
  if (!part) throw new AppError('VALIDATION_FAILED', 'No file', [{ path: 'file', message: 'required' }]);
  const stream = part.file;
  // Busboy stops keeping bytes at the limit but would read the rest of the body to its end; this
  // ends the stream (and the parsing) at once instead.
  stream.once('limit', () => stream.destroy(tooLarge(reply)));
  const chunks: Buffer[] = [];
  let size = 0;
  try {
    for await (const chunk of stream as AsyncIterable<Buffer>) {
      size += chunk.length;
      if (size > LIMITS.imageMaxBytes) throw tooLarge(reply);
      chunks.push(chunk);
    }
  } catch (err) {
    if (err instanceof AppError) throw err;
    if ((err as { code?: string }).code === 'FST_REQ_FILE_TOO_LARGE') throw tooLarge(reply);
    throw err;
  }
  if (stream.truncated) throw tooLarge(reply);
  return Buffer.concat(chunks, size);
}
