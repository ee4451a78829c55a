import { describe, expect, test } from 'vitest';
import { buildTestApp } from '../../test/build-test-app';
import { injectSealed, loginAs } from '../../test/login';

const app = await buildTestApp();
const change = (headers: Record<string, string>, payload: object) =>
  injectSealed(app, { method: 'PUT', url: '/wps/member/password', headers, payload });

describe('change password', () => {
  test('lets expired01 change without the old password right after the forced sign-in', async () => {
    const { headers, member } = await loginAs(app, 'expired01', 'Expired@1234');
    expect(member.passwordExpired).toBe(true);
    const res = await change(headers, { newPassword: 'Himal2026go', confirmNewPassword: 'Himal2026go' });
    expect(res.statusCode).toBe(200);
    const info = await app.inject({ method: 'GET', url: '/wps/member/info', headers });
    expect(info.json().value.passwordExpired).toBe(false);
    // The grace is used up: a second change needs the old password.
    const again = await change(headers, { newPassword: 'Himal2027go', confirmNewPassword: 'Himal2027go' });
    expect(again.json().value[0]).toEqual({ path: 'oldPassword', message: 'required' });
    const relog = await loginAs(app, 'expired01', 'Himal2026go');
    expect(relog.member.passwordExpired).toBe(false);
  });

  test('requires the right old password outside the grace window', async () => {
    const { headers } = await loginAs(app, 'agent02', 'Agent@1234');
    const missing = await change(headers, { newPassword: 'Lotus2026x', confirmNewPassword: 'Lotus2026x' });
    expect(missing.statusCode).toBe(400);
    const wrong = await change(headers, { oldPassword: 'nope', newPassword: 'Lotus2026x', confirmNewPassword: 'Lotus2026x' });
    expect(wrong.json()).toMatchObject({ code: 'AUTH_WRONG_PASSWORD', value: [{ path: 'oldPassword' }] });
  });

  test('names the rule a new password breaks and changes nothing', async () => {
    const { headers } = await loginAs(app, 'agent02', 'Agent@1234');
    const cases: [object, string, string][] = [
      [{ newPassword: 'short1', confirmNewPassword: 'short1' }, 'newPassword', 'pattern'],
      [{ newPassword: 'password1', confirmNewPassword: 'password1' }, 'newPassword', 'common'],
      [{ newPassword: 'Lotus2026x', confirmNewPassword: 'Lotus2026y' }, 'confirmNewPassword', 'inconsistent'],
    ];
    for (const [body, path, message] of cases) {
      const res = await change(headers, { oldPassword: 'Agent@1234', ...body });
      expect(res.statusCode).toBe(400);
      expect(res.json().value[0]).toEqual({ path, message });
    }
    await loginAs(app, 'agent02', 'Agent@1234');
  });

  test('revokes the other sessions and keeps this one', async () => {
    const other = await loginAs(app, 'demo01', 'Demo@1234');
    const mine = await loginAs(app, 'demo01', 'Demo@1234');
    const res = await change(mine.headers, {
      oldPassword: 'Demo@1234',
      newPassword: 'Demo2026abc',
      confirmNewPassword: 'Demo2026abc',
    });
    expect(res.statusCode).toBe(200);
    expect((await app.inject({ method: 'GET', url: '/wps/member/info', headers: other.headers })).statusCode).toBe(401);
    expect((await app.inject({ method: 'GET', url: '/wps/member/info', headers: mine.headers })).statusCode).toBe(200);
  });

  test('refuses a guest', async () => {
    const res = await change({}, { newPassword: 'Lotus2026x', confirmNewPassword: 'Lotus2026x' });
    expect(res.statusCode).toBe(401);
  });
});
