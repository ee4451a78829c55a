import { describe, expect, test } from 'vitest';
import { ACCOUNT_FAILURES_PER_HOUR } from '../modules/auth/attempts';
import * as members from '../modules/members/members.service';
import { buildTestApp, opsHeaders } from '../test/build-test-app';
import { knownCaptcha } from '../test/captcha';
import { gameSession, playRound } from '../test/games';
import { injectSealed } from '../test/login';
import { fundedMember } from '../test/money';

/** Holes a second attack run found after the hardening; each test replays one (docs/security.md). */
const app = await buildTestApp();

async function lastMail(recipient: string): Promise<string> {
  const res = await app.inject({
    method: 'GET',
    url: `/ops/outbox?channel=email&recipient=${encodeURIComponent(recipient)}&limit=1`,
    headers: opsHeaders,
  });
  return res.json().value[0].body;
}

/** A sign-in from `remoteAddress`, answering the captcha when the server asks for one. */
async function signIn(username: string, password: string, remoteAddress: string) {
  const first = await injectSealed(app, {
    method: 'POST',
    url: '/wps/session/login',
    payload: { username, password },
    remoteAddress,
  });
  if (first.json().code !== 'AUTH_CAPTCHA_INVALID') return first;
  const c = await knownCaptcha(app, 'abcd', remoteAddress);
  return injectSealed(app, { method: 'POST', url: '/wps/session/login', payload: { username, password, ...c }, remoteAddress });
}

describe('second attack run', () => {
  test('an e-mail password reset gives a username a stranger locked back to its owner', async () => {
    // The owner: a member with only an e-mail (no mobile, so no SMS sign-in or SMS reset).
    const username = `lockv${Date.now().toString(36)}`;
    const email = `${username}@example.com`;
    const account = await members.createAccount(app.db, {
      merchantId: app.merchantId,
      username,
      password: 'Owner2026x',
      type: 0,
    });
    await members.updateAccount(app.db, account.id, { email, emailVerified: true });

    // A stranger, one address, the captcha solved by a script: the username is locked for everyone
    // but the addresses the owner signed in from before.
    for (let i = 0; i < ACCOUNT_FAILURES_PER_HOUR; i++) {
      const res = await signIn(username, `guess-${i}`, '203.0.113.66');
      expect(res.json().code).toBe('AUTH_INVALID_CREDENTIALS');
    }
    expect((await signIn(username, 'Owner2026x', '198.51.100.20')).json().code).toBe('AUTH_THROTTLED');

    // The owner's way back: a reset by e-mail.
    const forgot = await app.inject({
      method: 'POST',
      url: '/wps/member/password/email',
      payload: { username, email },
      remoteAddress: '198.51.100.20',
    });
    expect(forgot.statusCode).toBe(200);
    const token = /resetToken=([A-Za-z0-9_-]+)/.exec(await lastMail(email))![1];
    const reset = await injectSealed(app, {
      method: 'POST',
      url: '/wps/member/password/reset',
      payload: { token, newPassword: 'Fresh2026x', confirmNewPassword: 'Fresh2026x' },
      remoteAddress: '198.51.100.20',
    });
    expect(reset.statusCode).toBe(200);

    // Guesses at the old password no longer count: the new one signs in from a new address.
    const after = await signIn(username, 'Fresh2026x', '198.51.100.20');
    expect([after.statusCode, after.json().code]).toEqual([200, 'OK']);
  });

  test('a game session opened before cannot play during maintenance or from a blocked range', async () => {
    const m = await fundedMember(app, { funds: 100_000 });
    const s = await gameSession(app, 'INHOUSE-DICE', { headers: m.headers });
    const gate = (body: object) =>
      app.inject({ method: 'PUT', url: '/ops/system/maintenance', headers: opsHeaders, payload: body });
    expect((await gate({ maintenance: true })).statusCode).toBe(200);
    try {
      const during = await playRound(app, s.auth, { stake: 1_000, target: 5_000, over: true });
      expect(during.statusCode).toBe(503);
    } finally {
      await gate({ maintenance: false });
    }
    const ranges = (list: string[]) =>
      app.inject({
        method: 'PUT',
        url: '/ops/system/blocked-ranges',
        headers: opsHeaders,
        payload: { ranges: list, content: { en: 'no' } },
      });
    expect((await ranges(['198.51.100.0/24'])).statusCode).toBe(200);
    try {
      const blocked = await app.inject({
        method: 'POST',
        url: '/gs/v1/play',
        headers: s.auth,
        payload: { bet: { stake: 1_000, target: 5_000, over: true } },
        remoteAddress: '198.51.100.9',
      });
      expect(blocked.statusCode).toBe(403);
    } finally {
      await ranges([]);
    }
  });

  test('signing out ends the hand-off tokens of the account', async () => {
    const m = await fundedMember(app);
    const handoff = await app.inject({ method: 'POST', url: '/wps/session/handoff', headers: m.headers });
    expect(handoff.statusCode).toBe(200);
    expect((await app.inject({ method: 'DELETE', url: '/wps/session/logout', headers: m.headers })).statusCode).toBe(200);
    const exchange = await app.inject({
      method: 'POST',
      url: '/wps/session/handoff/exchange',
      payload: { handoffToken: handoff.json().value.handoffToken },
    });
    expect(exchange.statusCode).not.toBe(200);
  });
});
