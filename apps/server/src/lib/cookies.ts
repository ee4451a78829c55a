import type { FastifyReply, FastifyRequest } from 'fastify';

/** One cookie's value from the request, or ''. */
export function readCookie(req: FastifyRequest, name: string): string {
  for (const part of (req.headers.cookie ?? '').split(';')) {
    const [k, ...v] = part.trim().split('=');
    if (k === name) return decodeURIComponent(v.join('='));
  }
  return '';
}

/**
 * Sets an httpOnly cookie (scripts never see it), SameSite=Strict, limited to `path`, Secure over
 * TLS; an empty value clears it.
 */
export function setHttpOnlyCookie(
  req: FastifyRequest,
  reply: FastifyReply,
  cookie: { name: string; value: string; path: string; maxAgeSeconds: number },
) {
  const maxAge = cookie.value ? cookie.maxAgeSeconds : 0;
  const secure = req.protocol === 'https' ? '; Secure' : '';
  reply.header(
    'Set-Cookie',
    `${cookie.name}=${encodeURIComponent(cookie.value)}; Path=${cookie.path}; HttpOnly; SameSite=Strict; Max-Age=${maxAge}${secure}`,
  );
}
