import { createHmac } from 'node:crypto';
import { expect, type APIRequestContext, type Page } from '@playwright/test';
import { E2E_ADMIN_TOKEN } from './playwright.config';

export type OperatorRole = 'admin' | 'finance' | 'support' | 'content' | 'risk' | 'readonly';
export type ConsoleOperator = { username: string; password: string; role: OperatorRole; secret?: string };

export const OPERATOR_PASSWORD = 'Console2026pass';
let seq = 0;

/** RFC 4648 base32 (the authenticator key's alphabet) to bytes. */
function base32(s: string): Buffer {
  const alphabet = 'ABCDEFGHIJKLMNOPQRSTUVWXYZ234567';
  let bits = '';
  for (const c of s.replace(/=+$/, '').toUpperCase()) bits += alphabet.indexOf(c).toString(2).padStart(5, '0');
  return Buffer.from((bits.match(/.{8}/g) ?? []).map((b) => parseInt(b, 2)));
}

/** The authenticator app's code for `secret`, `steps` 30-second steps from now (RFC 6238). */
export function authenticatorCode(secret: string, steps = 0): string {
  const counter = Buffer.alloc(8);
  counter.writeBigUInt64BE(BigInt(Math.floor(Date.now() / 30_000) + steps));
  const mac = createHmac('sha1', base32(secret)).update(counter).digest();
  const offset = mac[mac.length - 1]! & 0xf;
  return String((mac.readUInt32BE(offset) & 0x7fffffff) % 1_000_000).padStart(6, '0');
}

/** A new operator made with the ADMIN_TOKEN (bootstrap, as the README says), never signed in yet. */
export async function createOperator(request: APIRequestContext, role: OperatorRole, prefix = role): Promise<ConsoleOperator> {
  const username = `${prefix}${Date.now().toString(36)}${seq++}`;
  const res = await request.post('/ops/operators', {
    data: { username, password: OPERATOR_PASSWORD, role },
    headers: { authorization: `Bearer ${E2E_ADMIN_TOKEN}` },
  });
  expect(res.status(), await res.text()).toBe(200);
  return { username, password: OPERATOR_PASSWORD, role };
}

/**
 * Signs an operator in to /ops-console as a person would: name and password, then the
 * authenticator — set up from the key the page shows the first time (kept on `op`), or its code.
 */
export async function signInConsole(page: Page, op: ConsoleOperator) {
  await page.goto('/ops-console');
  await page.getByLabel('Operator name').fill(op.username);
  await page.getByLabel('Password', { exact: true }).fill(op.password);
  await page.getByRole('button', { name: 'Sign in' }).click();
  const code = page.getByLabel('Authenticator code');
  await expect(code).toBeVisible();
  if (!op.secret) {
    op.secret = (await page.getByTestId('ops-totp-secret').textContent())!.trim();
    await code.fill(authenticatorCode(op.secret));
    await page.getByRole('button', { name: 'Confirm and sign in' }).click();
  } else {
    // A code signs in once: a later sign-in takes the next step's code (the server accepts one step of drift).
    await code.fill(authenticatorCode(op.secret, 1));
    await page.getByRole('button', { name: 'Sign in' }).click();
  }
  await expect(page.getByTestId('ops-me')).toContainText(op.username);
}

/**
 * A new operator signed in through the API (its authenticator set up on the way): the bearer
 * headers of its session, for a story's set-up or clean-up steps that need a second named operator.
 */
export async function operatorHeaders(request: APIRequestContext, role: OperatorRole): Promise<Record<string, string>> {
  const op = await createOperator(request, role);
  const first = await request.post('/ops/session/login', { data: { username: op.username, password: op.password } });
  expect(first.status(), await first.text()).toBe(200);
  const setup = (await first.json()).value.setup as { setupToken: string; secret: string };
  const done = await request.post('/ops/session/totp', {
    data: { setupToken: setup.setupToken, code: authenticatorCode(setup.secret) },
  });
  expect(done.status(), await done.text()).toBe(200);
  return { authorization: `Bearer ${(await done.json()).value.token as string}` };
}
