import { describe, expect, test } from 'vitest';
import { buildTestApp } from '../../test/build-test-app';
import { injectSealed } from '../../test/login';
import { balanceOf, fundedMember, payoutAccount, withdraw } from '../../test/money';

// fundedMember: login password Money2026x, payment password (PIN) 654321.
const app = await buildTestApp();

type Headers = Record<string, string>;
const changePin = (headers: Headers, payload: object) =>
  injectSealed(app, { method: 'PUT', url: '/wps/member/payment-password', headers, payload });
const bindCode = (headers: Headers, loginPassword: string) =>
  injectSealed(app, {
    method: 'POST',
    url: '/wps/member/bind/code',
    headers,
    payload: { loginPassword, channel: 'email', email: 'someone@example.com' },
  });
const codes = (res: { json: () => { code: string } }[]) => res.map((r) => r.json().code);

describe('guessing the payment password or the login password of a signed-in account', () => {
  test('refuses the right old PIN with 429 after 12 wrong ones, and withdrawals share the count', async () => {
    const m = await fundedMember(app, { funds: 100_000 });
    const accountId = await payoutAccount(app, m.headers);
    const change = (old: string) =>
      changePin(m.headers, {
        loginPassword: 'Money2026x',
        oldPaymentPassword: old,
        newPaymentPassword: '111222',
        confirmPaymentPassword: '111222',
      });
    const answers = [];
    for (let i = 0; i < 12; i++) answers.push(await change(String(100000 + i)));
    expect(codes(answers)).toEqual([...Array(5).fill('AUTH_WRONG_PASSWORD'), ...Array(7).fill('AUTH_THROTTLED')]);
    const right = await change('654321');
    expect(right.statusCode).toBe(429);
    expect(right.json()).toMatchObject({ code: 'AUTH_THROTTLED', value: [{ path: 'retryAfterMinutes' }] });
    const wd = await withdraw(app, m.headers, { payoutAccountId: accountId, amount: 20_000, requestId: 'pin-shared-01' });
    expect(wd.json().code).toBe('AUTH_THROTTLED');
    expect(await balanceOf(app, m.headers)).toBe(100_000);
  });

  test('20 parallel wrong withdrawals verify the PIN at most 5 times; the rest answer 429', async () => {
    const m = await fundedMember(app, { funds: 100_000 });
    const accountId = await payoutAccount(app, m.headers);
    const answers = await Promise.all(
      Array.from({ length: 20 }, (_, i) =>
        withdraw(app, m.headers, {
          payoutAccountId: accountId,
          amount: 20_000,
          paymentPassword: String(200000 + i),
          requestId: `pin-par-${String(i).padStart(4, '0')}`,
        }),
      ),
    );
    const wrong = answers.filter((a) => a.json().code === 'PAYMENT_PASSWORD_WRONG');
    const refused = answers.filter((a) => a.statusCode === 429 && a.json().code === 'AUTH_THROTTLED');
    expect(wrong.length).toBeLessThanOrEqual(5);
    expect(wrong.length + refused.length).toBe(20);
    expect(await balanceOf(app, m.headers)).toBe(100_000);
  });

  test('a right PIN does not count as a wrong try', async () => {
    const m = await fundedMember(app, { funds: 100_000 });
    const accountId = await payoutAccount(app, m.headers);
    const tryPin = (pin: string, n: number, amount = 20_000) =>
      withdraw(app, m.headers, { payoutAccountId: accountId, amount, paymentPassword: pin, requestId: `pin-ok-${n}000` });
    for (let i = 0; i < 4; i++) expect((await tryPin('000000', i)).json().code).toBe('PAYMENT_PASSWORD_WRONG');
    // Right PIN, amount below the minimum: the PIN verified, then the amount is refused.
    for (let i = 4; i < 10; i++) expect((await tryPin('654321', i, 1)).json().code).toBe('AMOUNT_OUT_OF_RANGE');
    expect((await tryPin('000000', 10)).json().code).toBe('PAYMENT_PASSWORD_WRONG');
    expect((await tryPin('000000', 11)).json().code).toBe('AUTH_THROTTLED');
  });

  test('refuses the right login password with 429 after 12 wrong ones, on every route that asks for it', async () => {
    const m = await fundedMember(app);
    const answers = [];
    for (let i = 0; i < 12; i++) answers.push(await bindCode(m.headers, `Wrong${i}pass`));
    expect(codes(answers)).toEqual([...Array(5).fill('AUTH_WRONG_PASSWORD'), ...Array(7).fill('AUTH_THROTTLED')]);
    expect((await bindCode(m.headers, 'Money2026x')).statusCode).toBe(429);
    const setPin = await changePin(m.headers, {
      loginPassword: 'Money2026x',
      oldPaymentPassword: '654321',
      newPaymentPassword: '111222',
      confirmPaymentPassword: '111222',
    });
    expect(setPin.json().code).toBe('AUTH_THROTTLED');
    const changePassword = await injectSealed(app, {
      method: 'PUT',
      url: '/wps/member/password',
      headers: m.headers,
      payload: { oldPassword: 'Money2026x', newPassword: 'Another2026x', confirmNewPassword: 'Another2026x' },
    });
    expect(changePassword.json().code).toBe('AUTH_THROTTLED');
  });

  test('refuses the right old password of a password change with 429 after 12 wrong ones', async () => {
    const m = await fundedMember(app);
    const change = (oldPassword: string) =>
      injectSealed(app, {
        method: 'PUT',
        url: '/wps/member/password',
        headers: m.headers,
        payload: { oldPassword, newPassword: 'Another2026x', confirmNewPassword: 'Another2026x' },
      });
    const answers = [];
    for (let i = 0; i < 12; i++) answers.push(await change(`Wrong${i}pass`));
    expect(codes(answers)).toEqual([...Array(5).fill('AUTH_WRONG_PASSWORD'), ...Array(7).fill('AUTH_THROTTLED')]);
    expect((await change('Money2026x')).statusCode).toBe(429);
  });

  test('20 parallel wrong login passwords are verified at most 5 times; the rest answer 429', async () => {
    const m = await fundedMember(app);
    const answers = await Promise.all(Array.from({ length: 20 }, (_, i) => bindCode(m.headers, `Parallel${i}x`)));
    const wrong = answers.filter((a) => a.json().code === 'AUTH_WRONG_PASSWORD');
    const refused = answers.filter((a) => a.statusCode === 429 && a.json().code === 'AUTH_THROTTLED');
    expect(wrong.length).toBeLessThanOrEqual(5);
    expect(wrong.length + refused.length).toBe(20);
  });
});
