import fs from 'node:fs';
import path from 'node:path';
import zlib from 'node:zlib';
import fastifyStatic from '@fastify/static';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { normalisePath } from '../lib/route-path';
import { isApiPath, sendNotFound } from './errors';
import { withFirstScreen } from './web-first-screen';

const IMMUTABLE = 'public, max-age=31536000, immutable';

/**
 * Serves the built SPA: hashed assets precompressed (brotli/gzip) with year-long caching,
 * index.html never cached, the service worker and manifest revalidated on every visit, and every
 * unknown non-API GET answered with index.html (history mode), carrying the first screen's answers
 * (web-first-screen.ts).
 */
export async function registerWeb(app: FastifyInstance, webDist: string) {
  const indexPath = path.join(webDist, 'index.html');
  const hasWeb = fs.existsSync(indexPath);
  if (hasWeb) {
    await app.register(fastifyStatic, {
      root: webDist,
      index: false,
      preCompressed: true,
      cacheControl: false,
      setHeaders(res, filePath) {
        const rel = path.relative(webDist, filePath);
        if (rel.startsWith(`assets${path.sep}`)) res.header('Cache-Control', IMMUTABLE);
        else if (rel === 'index.html') res.header('Cache-Control', 'no-store');
        // The lite app's service worker and manifest: browsers check them for updates on every visit.
        else if (rel === 'sw.js' || rel === 'manifest.webmanifest') res.header('Cache-Control', 'no-cache');
        else res.header('Cache-Control', 'public, max-age=3600');
      },
    });
  }
  // index.html is small and asked for on every deep link: keep it in memory.
  const indexHtml = hasWeb ? fs.readFileSync(indexPath, 'utf8') : '';
  const sendIndex = async (req: FastifyRequest, reply: FastifyReply) => {
    const html = await withFirstScreen(app, req, indexHtml, normalisePath(req.url) === '/');
    reply.header('Cache-Control', 'no-store').header('Vary', 'Accept-Encoding').type('text/html; charset=utf-8');
    // Made for each visit (its answers), so compressed here, quickly: a phone gets a third of it.
    const accepts = String(req.headers['accept-encoding'] ?? '');
    if (/\bbr\b/.test(accepts)) {
      const body = zlib.brotliCompressSync(html, { params: { [zlib.constants.BROTLI_PARAM_QUALITY]: 5 } });
      return reply.header('Content-Encoding', 'br').send(body);
    }
    if (/\bgzip\b/.test(accepts)) return reply.header('Content-Encoding', 'gzip').send(zlib.gzipSync(html, { level: 6 }));
    return reply.send(html);
  };
  if (hasWeb) app.get('/', (req, reply) => sendIndex(req, reply));
  app.setNotFoundHandler((req, reply) => {
    const p = normalisePath(req.url);
    const isFile = /\.[a-z0-9]+$/i.test(p) && !p.endsWith('.html');
    if (isApiPath(p) || isFile || (req.method !== 'GET' && req.method !== 'HEAD') || !hasWeb) {
      return sendNotFound(req, reply);
    }
    return sendIndex(req, reply);
  });
}
