import type { FastifyInstance } from 'fastify';

/** Signs in through the real API and returns the bearer headers (demo accounts or test-made ones). */
export async function loginAs(app: FastifyInstance, username: string, password: string, extra: Record<string, unknown> = {}) {
  const res = await app.inject({ method: 'POST', url: '/wps/session/login', payload: { username, password, ...extra } });
  if (res.statusCode !== 200) throw new Error(`login ${username} failed: ${res.body}`);
  const token: string = res.json().value.token;
  return { token, headers: { authorization: `Bearer ${token}` }, member: res.json().value.member };
}
