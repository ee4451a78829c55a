import { describe, expect, test } from 'vitest';
import { buildTestApp, opsHeaders } from '../test/build-test-app';
import { injectSealed, loginAs } from '../test/login';
import { fundedMember } from '../test/money';

const app = await buildTestApp();
const member = await fundedMember(app);
const agent = await loginAs(app, 'agent01', 'Agent@1234');

/** Expects a 400 VALIDATION_FAILED naming `path` first. */
function refused(res: { statusCode: number; json: () => { code: string; value: { path: string }[] } }, path: string) {
  expect(res.statusCode).toBe(400);
  expect(res.json().code).toBe('VALIDATION_FAILED');
  expect(res.json().value[0]!.path).toBe(path);
}

describe('hostile input is refused with a 400 naming the field', () => {
  test('refuses NUL characters in a body field, a query parameter and an encrypted body', async () => {
    const profile = await app.inject({
      method: 'PUT',
      url: '/wps/member/profile',
      headers: member.headers,
      payload: { nickname: 'a\u0000b' },
    });
    refused(profile, 'nickname');
    refused(await app.inject({ method: 'GET', url: '/wps/wallet/transactions?type=%00', headers: member.headers }), 'type');
    const login = await injectSealed(app, {
      method: 'POST',
      url: '/wps/session/login',
      payload: { username: 'demo01\u0000', password: 'x' },
    });
    refused(login, 'username');
  });

  test('refuses bidirectional overrides in names, payee names, chat and feedback', async () => {
    const rlo = 'Ram\u202Egnp.exe';
    refused(
      await app.inject({ method: 'PUT', url: '/wps/member/profile', headers: member.headers, payload: { nickname: rlo } }),
      'nickname',
    );
    const payee = await app.inject({
      method: 'POST',
      url: '/wps/payments/payout-accounts',
      headers: member.headers,
      payload: { kind: 'BANK', provider: 'Nabil Bank', accountName: `Test \u2066Person`, accountNumber: '1234567890' },
    });
    refused(payee, 'accountName');
    refused(
      await app.inject({ method: 'GET', url: `/wps/relay/CBS_launchChat?guestName=${encodeURIComponent(rlo)}` }),
      'guestName',
    );
    const chat = await app.inject({ method: 'GET', url: '/wps/relay/CBS_launchChat', headers: member.headers });
    const message = await app.inject({
      method: 'POST',
      url: `/wps/chat/conversations/${chat.json().value.conversationId}/messages`,
      headers: member.headers,
      payload: { text: `pay to ${rlo}`, clientId: 'client-0001' },
    });
    refused(message, 'text');
    refused(
      await app.inject({ method: 'PUT', url: '/wps/feedback', headers: member.headers, payload: { content: `x\u202Dy` } }),
      'content',
    );
    const register = await injectSealed(app, {
      method: 'PUT',
      url: '/wps/member/register',
      payload: { username: 'abc\u202Edef', password: 'Secret@123' },
    });
    refused(register, 'username');
  });

  test('refuses ids beyond the database integer range, signed in or not', async () => {
    refused(await app.inject({ method: 'GET', url: '/wps/chat/conversations/2147483648', headers: member.headers }), 'id');
    refused(await app.inject({ method: 'POST', url: '/wps/payments/gateway/callback/2147483648', payload: {} }), 'channelId');
    refused(await app.inject({ method: 'DELETE', url: '/ops/announcements/2147483648', headers: opsHeaders }), 'id');
    refused(await app.inject({ method: 'DELETE', url: '/wps/payments/payout-accounts/1e309', headers: member.headers }), 'id');
  });

  test('refuses report dates outside sane bounds and names the field', async () => {
    refused(
      await app.inject({ method: 'GET', url: '/wps/wallet/transactions?from=0001-01-01', headers: member.headers }),
      'from',
    );
    refused(await app.inject({ method: 'GET', url: '/wps/wallet/profit?to=9999-12-31', headers: member.headers }), 'to');
    refused(await app.inject({ method: 'GET', url: '/wps/agent/reports/bets?to=9999-12-31', headers: agent.headers }), 'to');
    refused(await app.inject({ method: 'GET', url: '/wps/payments/withdrawals?to=9999-12-31', headers: member.headers }), 'to');
    const fine = await app.inject({
      method: 'GET',
      url: '/wps/wallet/transactions?from=2024-01-01&to=2024-12-31',
      headers: member.headers,
    });
    expect(fine.statusCode).toBe(200);
  });
});
