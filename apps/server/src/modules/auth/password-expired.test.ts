import type { AddressInfo } from 'node:net';
import { beforeAll, describe, expect, test } from 'vitest';
import { WS_CLOSE } from '@jade/contract/events';
import { buildTestApp, type TestApp } from '../../test/build-test-app';
import { injectSealed, loginAs } from '../../test/login';
import { openSocket } from '../../test/ws-client';
import * as members from '../members/members.service';
import * as tokens from './auth.tokens';

let app: TestApp;
let url: string;
let slot: string;

beforeAll(async () => {
  app = await buildTestApp();
  await app.listen({ port: 0, host: '127.0.0.1' });
  url = `ws://127.0.0.1:${(app.server.address() as AddressInfo).port}/ws`;
  const games = await app.inject({ method: 'GET', url: '/wps/relay/GCSGAME_gameList?gameType=RNG&vassalage=LOTUS&pageSize=1' });
  slot = games.json().value.list[0].nodeId;
});

const bearer = (token: string) => ({ authorization: `Bearer ${token}` });
const REQUIRED = 'AUTH_PASSWORD_CHANGE_REQUIRED';

/** What an attacker holding such a session would try first: money, payouts, play, another sign-in. */
async function sensitiveCalls(headers: Record<string, string>, password: string) {
  return {
    paymentPassword: await injectSealed(app, {
      method: 'PUT',
      url: '/wps/member/payment-password',
      headers,
      payload: { loginPassword: password, newPaymentPassword: '135790', confirmPaymentPassword: '135790' },
    }),
    payoutAccount: await app.inject({
      method: 'POST',
      url: '/wps/payments/payout-accounts',
      headers,
      payload: { kind: 'EWALLET', provider: 'eSewa', accountName: 'Expired One', accountNumber: '9800000077' },
    }),
    withdrawal: await injectSealed(app, {
      method: 'POST',
      url: '/wps/payments/withdrawals',
      headers,
      payload: { payoutAccountId: 1, amount: 20_000, paymentPassword: '135790', requestId: 'wd-expired-0001' },
    }),
    launch: await app.inject({ method: 'POST', url: '/wps/game/launchGame', headers, payload: { nodeId: slot } }),
    handoff: await app.inject({ method: 'POST', url: '/wps/session/handoff', headers }),
    balance: await app.inject({ method: 'GET', url: '/wps/v2/wallets/balance', headers }),
  };
}

async function socketOutcome(token: string) {
  const socket = await openSocket(url);
  socket.send({ type: 'auth', token });
  const first = await Promise.race([socket.next(2_000).catch(() => null), socket.closed]);
  socket.close();
  return first;
}

describe('a session opened with an expired password', () => {
  test('may only read the member info, change the password and sign out until the password is changed', async () => {
    const { token, headers, member } = await loginAs(app, 'expired01', 'Expired@1234');
    expect(member.passwordExpired).toBe(true);

    for (const [call, res] of Object.entries(await sensitiveCalls(headers, 'Expired@1234'))) {
      expect([call, res.statusCode, res.json().code]).toEqual([call, 403, REQUIRED]);
    }
    expect(await socketOutcome(token)).toMatchObject({ code: WS_CLOSE.unauthorized });
    // The state is the session's, not a ten-minute grace: it outlasts the grace window.
    const { sessions } = await import('./auth.tables');
    const { eq } = await import('drizzle-orm');
    await app.db
      .update(sessions)
      .set({ passwordGraceUntil: new Date(Date.now() - 60_000) })
      .where(eq(sessions.accountId, member.id));
    expect((await app.inject({ method: 'GET', url: '/wps/v2/wallets/balance', headers })).json().code).toBe(REQUIRED);

    const info = await app.inject({ method: 'GET', url: '/wps/member/info', headers });
    expect(info.statusCode).toBe(200);
    expect(info.json().value).toMatchObject({ account: 'expired01', passwordExpired: true });
    const change = await injectSealed(app, {
      method: 'PUT',
      url: '/wps/member/password',
      headers,
      payload: { oldPassword: 'Expired@1234', newPassword: 'Kathmandu2026', confirmNewPassword: 'Kathmandu2026' },
    });
    expect(change.statusCode).toBe(200);

    expect((await app.inject({ method: 'GET', url: '/wps/member/info', headers })).json().value.passwordExpired).toBe(false);
    const after = await sensitiveCalls(headers, 'Kathmandu2026');
    for (const [call, res] of Object.entries(after)) expect([call, res.json().code]).not.toEqual([call, REQUIRED]);
    expect(after.paymentPassword.statusCode).toBe(200);
    expect(after.payoutAccount.statusCode).toBe(200);
    expect(after.handoff.statusCode).toBe(200);
    expect(after.launch.statusCode).toBe(200);
    expect(after.balance.statusCode).toBe(200);
    expect(await socketOutcome(token)).toEqual({ type: 'ready' });
  });

  test('signs out', async () => {
    await members.updateAccount(app.db, (await members.findByUsername(app.db, app.merchantId, 'expired01'))!.id, {
      passwordExpiresAt: new Date('2020-01-01T00:00:00Z'),
    });
    const { headers } = await loginAs(app, 'expired01', 'Kathmandu2026');
    expect((await app.inject({ method: 'DELETE', url: '/wps/session/logout', headers })).statusCode).toBe(200);
    expect((await app.inject({ method: 'GET', url: '/wps/member/info', headers })).statusCode).toBe(401);
  });

  test('passes the state on through the remember-me cookie and hand-off tokens', async () => {
    const res = await injectSealed(app, {
      method: 'POST',
      url: '/wps/session/login',
      payload: { username: 'expired01', password: 'Kathmandu2026', remember: true },
    });
    expect(res.json().value.member.passwordExpired).toBe(true);
    const cookie = /jade_remember=[^;]*/.exec(String(res.headers['set-cookie']))![0];
    const remembered = await app.inject({ method: 'POST', url: '/wps/session/remember', headers: { cookie } });
    expect(remembered.json().value.member.passwordExpired).toBe(true);
    const fromCookie = bearer(remembered.json().value.token);
    expect((await app.inject({ method: 'GET', url: '/wps/v2/wallets/balance', headers: fromCookie })).json().code).toBe(REQUIRED);

    // A hand-off cannot be asked for from such a session; one issued for it carries the state.
    const account = (await members.findByUsername(app.db, app.merchantId, 'expired01'))!;
    const { handoffToken } = await tokens.issueHandoff(app.db, account.id, { passwordChangeRequired: true });
    const ex = await app.inject({ method: 'POST', url: '/wps/session/handoff/exchange', payload: { handoffToken } });
    expect(ex.json().value.member.passwordExpired).toBe(true);
    const fromHandoff = bearer(ex.json().value.token);
    expect((await app.inject({ method: 'POST', url: '/wps/session/handoff', headers: fromHandoff })).json().code).toBe(REQUIRED);
    expect((await app.inject({ method: 'GET', url: '/wps/member/info', headers: fromHandoff })).json().value).toMatchObject({
      passwordExpired: true,
    });
  });
});
