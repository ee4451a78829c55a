import type { FastifyReply, FastifyRequest } from 'fastify';
import { REMEMBER_COOKIE } from '@jade/contract/auth';
import { LIMITS } from '@jade/contract/limits';
import { setHttpOnlyCookie } from '../../lib/cookies';

export { readCookie } from '../../lib/cookies';

/** The remember-me cookie, limited to the session endpoints; an empty value clears it. */
export function setRememberCookie(req: FastifyRequest, reply: FastifyReply, token: string) {
  setHttpOnlyCookie(req, reply, {
    name: REMEMBER_COOKIE,
    value: token,
    path: '/wps/session',
    maxAgeSeconds: Math.floor(LIMITS.rememberLoginMs / 1000),
  });
}
