import type { FastifyReply } from 'fastify';
import * as payments from '../payments/payments.service';

/** An image answer: its sniffed type, private caching, shown inline and never sniffed again. */
export function sendImage(reply: FastifyReply, img: { contentType: string; bytes: Buffer }) {
  return reply
    .header('content-type', img.contentType)
    .header('cache-control', 'private, max-age=3600')
    .header('content-disposition', 'inline')
    .send(img.bytes);
}

/** Multipart limits of the image uploads: one file of at most 5 MB, no other fields. */
export const IMAGE_UPLOAD_LIMITS = { limits: payments.IMAGE_MULTIPART_LIMITS };
