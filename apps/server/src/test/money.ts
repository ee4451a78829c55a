import type { FastifyInstance } from 'fastify';
import { hashSecret } from '../lib/secrets';
import * as members from '../modules/members/members.service';
import { opsHeaders } from './build-test-app';
import { injectSealed, loginAs } from './login';

let seq = 0;

/** A new member with payment password 654321, signed in, and (optionally) funded by an operator credit. */
export async function fundedMember(app: FastifyInstance, opts: { funds?: number; uplineId?: number } = {}) {
  const username = `m${Date.now().toString(36)}${seq++}`;
  const account = await members.createAccount(app.db, {
    merchantId: app.merchantId,
    username,
    password: 'Money2026x',
    type: 0,
    ...(opts.uplineId ? { uplineId: opts.uplineId } : {}),
  });
  await members.updateAccount(app.db, account.id, { paymentPasswordHash: await hashSecret('654321') });
  if (opts.funds) {
    const res = await app.inject({
      method: 'POST',
      url: `/ops/members/${username}/adjust`,
      headers: opsHeaders,
      payload: { amount: opts.funds, reason: 'test funds', idempotencyKey: `fund-${username}` },
    });
    if (res.statusCode !== 200) throw new Error(res.body);
  }
  const { headers } = await loginAs(app, username, 'Money2026x');
  return { username, id: account.id, headers };
}

export async function balanceOf(app: FastifyInstance, headers: Record<string, string>): Promise<number> {
  return (await app.inject({ method: 'GET', url: '/wps/v2/wallets/balance', headers })).json().value.balance;
}

/** Requests a withdrawal through the real (encrypted) endpoint. */
export function withdraw(
  app: FastifyInstance,
  headers: Record<string, string>,
  body: { payoutAccountId: number; amount: number; paymentPassword?: string; requestId: string },
) {
  return injectSealed(app, {
    method: 'POST',
    url: '/wps/payments/withdrawals',
    headers,
    payload: { paymentPassword: '654321', ...body },
  });
}

/** Binds a payout account and answers its id. */
export async function payoutAccount(app: FastifyInstance, headers: Record<string, string>, accountName = 'Test Person') {
  const res = await app.inject({
    method: 'POST',
    url: '/wps/payments/payout-accounts',
    headers,
    payload: { kind: 'BANK', provider: 'Nabil Bank', accountName, accountNumber: '1234567890' },
  });
  if (res.statusCode !== 200) throw new Error(res.body);
  return res.json().value.id as number;
}

/** The smallest valid PNG (1×1) and JPEG headers, for upload tests. */
export const PNG_1PX = Buffer.from(
  'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNk+M9QDwADhgGAWjR9awAAAABJRU5ErkJggg==',
  'base64',
);

/** A multipart body with one file field, as a browser's FormData sends it. */
export function multipart(auth: Record<string, string>, bytes: Buffer, filename = 'proof.png', type = 'image/png') {
  const boundary = `----jade${Date.now()}`;
  const payload = Buffer.concat([
    Buffer.from(
      `--${boundary}\r\nContent-Disposition: form-data; name="file"; filename="${filename}"\r\nContent-Type: ${type}\r\n\r\n`,
    ),
    bytes,
    Buffer.from(`\r\n--${boundary}--\r\n`),
  ]);
  return { payload, headers: { ...auth, 'content-type': `multipart/form-data; boundary=${boundary}` } };
}
