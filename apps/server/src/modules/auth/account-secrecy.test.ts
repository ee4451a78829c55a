import { describe, expect, test } from 'vitest';
import { buildTestApp, opsHeaders } from '../../test/build-test-app';
import { solveHumanCheck } from '../../test/human';
import { injectSealed } from '../../test/login';
import { recoveryFixtures } from './auth.fixtures';

/**
 * The calls that start a sign-in, a reset or a registration answer alike whether or not an account
 * (or a number) exists: the same status, code and value, and the same throttling.
 */
const app = await buildTestApp();

/** An answer as the caller sees it, without the per-request id. */
const seen = (res: { statusCode: number; json: () => Record<string, unknown> }) => {
  const { requestId: _id, ...body } = res.json();
  return { status: res.statusCode, body };
};

const { member, askLink, askCode, resetByMobile } = recoveryFixtures(app);
const outboxCount = async (recipient: string) =>
  (
    await app.inject({
      method: 'GET',
      url: `/ops/outbox?recipient=${encodeURIComponent(recipient)}&limit=50`,
      headers: opsHeaders,
    })
  ).json().value.length as number;

describe('forgot password does not tell who has an account', () => {
  test('answers a forgotten-password e-mail request the same for a known, a mismatched and an unknown account, and mails only the member', async () => {
    await member('keeper01', '9800000041');
    const known = await askLink('keeper01', 'keeper01@example.com', '198.51.100.41');
    const mismatched = await askLink('keeper01', 'someone@example.com', '198.51.100.41');
    const unknown = await askLink('nobody0001', 'nobody@example.com', '198.51.100.41');
    expect(seen(known)).toEqual({ status: 200, body: { success: true, code: 'OK', message: expect.any(String), value: null } });
    expect(seen(mismatched)).toEqual(seen(known));
    expect(seen(unknown)).toEqual(seen(known));
    expect(await outboxCount('keeper01@example.com')).toBe(1);
    expect(await outboxCount('someone@example.com')).toBe(0);
    expect(await outboxCount('nobody@example.com')).toBe(0);
  });

  test('answers SMS reset codes, their throttle and a wrong code the same for a member number and an unknown one', async () => {
    await member('keeper02', '9800000042');
    const [known, unknown] = ['9800000042', '9800000043'];
    expect(seen(await askCode(known, '198.51.100.42'))).toEqual(seen(await askCode(unknown, '198.51.100.43')));
    // Asked again at once: both are throttled alike (before, only a member's number was).
    const again = [await askCode(known, '198.51.100.42'), await askCode(unknown, '198.51.100.43')];
    expect(again[0]!.statusCode).toBe(429);
    expect(seen(again[0]!)).toEqual(seen(again[1]!));
    expect(await outboxCount('+9779800000042')).toBe(1);
    expect(await outboxCount('+9779800000043')).toBe(0);
    const wrong = [await resetByMobile(known, '000000'), await resetByMobile(unknown, '000000')];
    expect(wrong[0]!.json().code).toBe('CODE_INVALID');
    expect(seen(wrong[0]!)).toEqual(seen(wrong[1]!));
  });
});

describe('registration codes do not tell who is registered', () => {
  test('answers a registration code request the same for a registered number, and tells it is taken only after its code', async () => {
    const ask = (mobileNum: string) =>
      app.inject({ method: 'POST', url: '/wps/verification/sms/register', payload: { countryDialingCode: '+977', mobileNum } });
    const taken = await ask('9800000001'); // demo01's number
    const fresh = await ask('9844444444');
    expect(seen(taken)).toEqual({
      status: 200,
      body: { success: true, code: 'OK', message: expect.any(String), value: { expiredMinutes: 3 } },
    });
    expect(seen(taken)).toEqual(seen(fresh));
    const register = async (mobileNum: string, verificationCode: string) =>
      injectSealed(app, {
        method: 'PUT',
        url: '/wps/member/register/mobile',
        payload: {
          countryDialingCode: '+977',
          mobileNum,
          verificationCode,
          password: 'Lotus2026x',
          confirmPassword: 'Lotus2026x',
          termsAccepted: true,
          ageConfirmed: true,
          altcha: await solveHumanCheck(app),
        },
      });
    // A wrong code answers alike for both numbers: the number's state is not told.
    const wrong = [await register('9800000001', '000000'), await register('9844444444', '000000')];
    expect(wrong[0]!.json().code).toBe('CODE_INVALID');
    expect(seen(wrong[0]!)).toEqual(seen(wrong[1]!));
    const outbox = await app.inject({
      method: 'GET',
      url: '/ops/outbox?channel=sms&recipient=%2B9779800000001',
      headers: opsHeaders,
    });
    const code = /(\d{6})/.exec(outbox.json().value[0].body)![1]!;
    const holder = await register('9800000001', code);
    expect(holder.json()).toMatchObject({ code: 'MOBILE_TAKEN', value: [{ path: 'mobileNum', message: 'taken' }] });
  });
});
