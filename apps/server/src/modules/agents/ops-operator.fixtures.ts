import type { FastifyInstance } from 'fastify';
import type { OperatorRole } from '@jade/contract/operators';
import { totp } from '../../lib/totp';
import { opsHeaders } from '../../test/build-test-app';

let seq = 0;

/** A named operator of `role`, created with the ADMIN_TOKEN and signed in through its first-time set-up: its headers. */
export async function operatorHeaders(app: FastifyInstance, role: OperatorRole): Promise<Record<string, string>> {
  const username = `op${role}${Date.now().toString(36)}${seq++}`;
  const password = 'Operator2026pass';
  const post = (url: string, payload: object, headers: Record<string, string> = {}) =>
    app.inject({ method: 'POST', url, payload, headers });
  const created = await post('/ops/operators', { username, password, role }, opsHeaders);
  if (created.statusCode !== 200) throw new Error(created.body);
  const first = (await post('/ops/session/login', { username, password })).json().value;
  const done = await post('/ops/session/totp', {
    setupToken: first.setup.setupToken,
    code: totp(first.setup.secret, Date.now()),
  });
  if (done.statusCode !== 200) throw new Error(done.body);
  return { authorization: `Bearer ${done.json().value.token as string}` };
}
