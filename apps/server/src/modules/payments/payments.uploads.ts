import { randomBytes } from 'node:crypto';
import { and, eq, gt, inArray, sql } from 'drizzle-orm';
import { LIMITS } from '@jade/contract/limits';
import type { Upload } from '@jade/contract/payments';
import type { Db } from '../../db/client';
import { AppError } from '../../lib/app-error';
import { sniffImage } from '../../lib/images';
import { uploads } from './payments.tables';

/** Stores a member's image in the database (never on a served path); png or jpg by bytes, at most 5 MB. */
export async function saveUpload(db: Db, merchantId: number, ownerId: number, bytes: Buffer): Promise<Upload> {
  if (bytes.length > LIMITS.imageMaxBytes) throw new AppError('UPLOAD_TOO_LARGE', 'Images may be at most 5 MB');
  const contentType = sniffImage(bytes);
  if (!contentType) throw new AppError('UPLOAD_INVALID', 'Only png or jpg images are accepted');
  const id = randomBytes(18).toString('base64url');
  await db.insert(uploads).values({ id, merchantId, ownerId, contentType, size: bytes.length, bytes });
  return { id, contentType, size: bytes.length };
}

/** The bytes of the images a member stored in the last 24 hours (their daily upload quota). */
export async function uploadedBytesToday(db: Db, ownerId: number): Promise<number> {
  const [row] = await db
    .select({ bytes: sql<string | number>`coalesce(sum(${uploads.size}), 0)` })
    .from(uploads)
    .where(and(eq(uploads.ownerId, ownerId), gt(uploads.createdAt, sql`now() - interval '1 day'`)));
  return Number(row?.bytes ?? 0);
}

/** An upload, for its owner (or, with ownerId null, the operator). */
export async function getUpload(db: Db, merchantId: number, id: string, ownerId: number | null) {
  const [row] = await db
    .select()
    .from(uploads)
    .where(
      ownerId === null
        ? and(eq(uploads.merchantId, merchantId), eq(uploads.id, id))
        : and(eq(uploads.merchantId, merchantId), eq(uploads.id, id), eq(uploads.ownerId, ownerId)),
    );
  if (!row) throw new AppError('NOT_FOUND', 'No such image');
  return { contentType: row.contentType, bytes: Buffer.from(row.bytes) };
}

/** Checks that every id is an image of this member; names the first one that is not. */
export async function assertOwnUploads(db: Db, ownerId: number, ids: string[], path: string) {
  if (ids.length === 0) return;
  const rows = await db
    .select({ id: uploads.id })
    .from(uploads)
    .where(and(eq(uploads.ownerId, ownerId), inArray(uploads.id, ids)));
  const found = new Set(rows.map((r) => r.id));
  const missing = ids.findIndex((id) => !found.has(id));
  if (missing >= 0)
    throw new AppError('VALIDATION_FAILED', 'An image is not one of yours', [
      { path: `${path}.${missing}`, message: 'unknown image' },
    ]);
}
