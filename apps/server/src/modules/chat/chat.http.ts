import type { FastifyReply, FastifyRequest } from 'fastify';
import { LIMITS } from '@jade/contract/limits';
import { AppError } from '../../lib/app-error';

/** The one image of a multipart upload (field `file`); over 5 MB is refused while it streams. */
export async function readImage(req: FastifyRequest): Promise<Buffer> {
  if (!req.isMultipart()) throw new AppError('UNSUPPORTED_MEDIA_TYPE', 'Send the image as multipart/form-data');
  const file = await req.file();
  if (!file) throw new AppError('VALIDATION_FAILED', 'No file', [{ path: 'file', message: 'required' }]);
  return file.toBuffer().catch((err: { code?: string }) => {
    if (err.code === 'FST_REQ_FILE_TOO_LARGE') throw new AppError('UPLOAD_TOO_LARGE', 'Images may be at most 5 MB');
    throw err;
  });
}

/** An image answer: its sniffed type, private caching, shown inline and never sniffed again. */
export function sendImage(reply: FastifyReply, img: { contentType: string; bytes: Buffer }) {
  return reply
    .header('content-type', img.contentType)
    .header('cache-control', 'private, max-age=3600')
    .header('content-disposition', 'inline')
    .send(img.bytes);
}

/** Multipart limits of the image uploads: one file, no other fields. */
export const IMAGE_UPLOAD_LIMITS = { limits: { fileSize: LIMITS.imageMaxBytes, files: 1, fields: 0, parts: 1 } };
