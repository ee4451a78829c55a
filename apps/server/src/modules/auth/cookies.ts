import type { FastifyReply, FastifyRequest } from 'fastify';
import { REMEMBER_COOKIE } from '@jade/contract/auth';
import { LIMITS } from '@jade/contract/limits';

/** One cookie's value from the request, or ''. */
export function readCookie(req: FastifyRequest, name: string): string {
  for (const part of (req.headers.cookie ?? '').split(';')) {
    const [k, ...v] = part.trim().split('=');
    if (k === name) return decodeURIComponent(v.join('='));
  }
  return '';
}

/**
 * The remember-me cookie: httpOnly (scripts never see it), SameSite=Strict, limited to the session
 * endpoints, Secure over TLS; an empty value clears it.
 */
export function setRememberCookie(req: FastifyRequest, reply: FastifyReply, token: string) {
  const maxAge = token ? Math.floor(LIMITS.rememberLoginMs / 1000) : 0;
  const secure = req.protocol === 'https' ? '; Secure' : '';
  reply.header(
    'Set-Cookie',
    `${REMEMBER_COOKIE}=${encodeURIComponent(token)}; Path=/wps/session; HttpOnly; SameSite=Strict; Max-Age=${maxAge}${secure}`,
  );
}
