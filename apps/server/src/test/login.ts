import type { FastifyInstance } from 'fastify';
// The browser's own encryption, so server tests send exactly what the browser sends.
import { encryptPayload } from '@jade/contract/crypto-encrypt';

/** Encrypts a body for a path with the app's published key, as the web does. */
export async function sealed(app: FastifyInstance, path: string, body: unknown) {
  return encryptPayload(body, app.payloads.publicInfo, path);
}

/** Calls an encrypted endpoint through the real app. */
export async function injectSealed(
  app: FastifyInstance,
  opts: { method: 'POST' | 'PUT'; url: string; payload: unknown; headers?: Record<string, string>; remoteAddress?: string },
) {
  return app.inject({ ...opts, payload: await sealed(app, opts.url, opts.payload) });
}

/** Signs in through the real API and returns the bearer headers (demo accounts or test-made ones). */
export async function loginAs(
  app: FastifyInstance,
  username: string,
  password: string,
  extra: Record<string, unknown> = {},
  remoteAddress = '127.0.0.1',
) {
  const res = await injectSealed(app, {
    method: 'POST',
    url: '/wps/session/login',
    payload: { username, password, ...extra },
    remoteAddress,
  });
  if (res.statusCode !== 200) throw new Error(`login ${username} failed: ${res.body}`);
  const token: string = res.json().value.token;
  return { token, headers: { authorization: `Bearer ${token}` }, member: res.json().value.member };
}
