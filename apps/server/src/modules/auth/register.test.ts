import { count, eq } from 'drizzle-orm';
import { describe, expect, test } from 'vitest';
import { buildTestApp, opsHeaders } from '../../test/build-test-app';
import { solveHumanCheck } from '../../test/human';
import { injectSealed } from '../../test/login';
import { accounts } from '../members/members.tables';

const app = await buildTestApp();

async function registerUsername(body: Record<string, unknown>, remoteAddress = '127.0.0.1') {
  const altcha = await solveHumanCheck(app);
  return injectSealed(app, {
    method: 'PUT',
    url: '/wps/member/register',
    remoteAddress,
    payload: { termsAccepted: true, ageConfirmed: true, altcha, ...body },
  });
}

const accountCount = async () => (await app.db.select({ n: count() }).from(accounts))[0]!.n;

describe('registration', () => {
  test('publishes the form config with the rules and the countries', async () => {
    const res = await app.inject({ method: 'GET', url: '/wps/system/setting/register' });
    const v = res.json().value;
    expect(v.methods).toEqual({ username: true, mobile: true });
    expect(v.usernameRule).toMatchObject({ patternId: 'LETTER_FIRST_ALNUM', minLength: 4, maxLength: 16 });
    expect(v.fields.email.enabled).toBe(true);
    expect(v.countries[0]).toMatchObject({ countryCode: 'NP', countryDialingCode: '+977', digits: 10 });
    expect(v.minimumAge).toBe(18);
  });

  test('registers with a username, signs the member in and links the affiliate agent', async () => {
    const res = await registerUsername({
      username: 'newbie01',
      password: 'Lotus2026x',
      confirmPassword: 'Lotus2026x',
      affiliateCode: 'jade01',
      email: 'newbie@example.com',
    });
    expect(res.statusCode).toBe(200);
    const { token, member } = res.json().value;
    expect(member).toMatchObject({ account: 'newbie01', type: 0, firstTimeLogin: true });
    const info = await app.inject({ method: 'GET', url: '/wps/member/info', headers: { authorization: `Bearer ${token}` } });
    expect(info.json().value.account).toBe('newbie01');
    const [row] = await app.db.select().from(accounts).where(eq(accounts.username, 'newbie01'));
    const [agent] = await app.db.select().from(accounts).where(eq(accounts.username, 'agent01'));
    expect(row!.uplineId).toBe(agent!.id);
    expect(row!.passwordHash).toMatch(/^\$argon2id\$/);
  });

  test('names every bad field at once and creates nothing', async () => {
    const before = await accountCount();
    const res = await registerUsername({ username: '1bad', password: 'short', confirmPassword: 'other', email: 'not-an-email' });
    expect(res.statusCode).toBe(400);
    const paths = res.json().value.map((i: { path: string }) => i.path);
    expect(paths).toEqual(expect.arrayContaining(['username', 'password', 'email']));
    expect(await accountCount()).toBe(before);
  });

  test('refuses a duplicate username whatever its case, and a common password', async () => {
    const dup = await registerUsername({ username: 'Demo01', password: 'Lotus2026x', confirmPassword: 'Lotus2026x' });
    expect(dup.statusCode).toBe(409);
    expect(dup.json()).toMatchObject({ code: 'USERNAME_TAKEN', value: [{ path: 'username', message: 'taken' }] });
    const common = await registerUsername({ username: 'fresh001', password: 'password1', confirmPassword: 'password1' });
    expect(common.json().value[0]).toEqual({ path: 'password', message: 'common' });
    const mismatch = await registerUsername({ username: 'fresh001', password: 'Lotus2026x', confirmPassword: 'Lotus2026y' });
    expect(mismatch.json().value[0]).toEqual({ path: 'confirmPassword', message: 'inconsistent' });
  });

  test('requires the terms, the age confirmation and a solved human check', async () => {
    const altcha = await solveHumanCheck(app);
    const noTerms = await injectSealed(app, {
      method: 'PUT',
      url: '/wps/member/register',
      payload: {
        username: 'fresh002',
        password: 'Lotus2026x',
        confirmPassword: 'Lotus2026x',
        termsAccepted: false,
        ageConfirmed: true,
        altcha,
      },
    });
    expect(noTerms.json().value[0].path).toBe('termsAccepted');
    const forged = await registerUsername({
      username: 'fresh002',
      password: 'Lotus2026x',
      confirmPassword: 'Lotus2026x',
      altcha: Buffer.from('{}').toString('base64'),
    });
    expect(forged.json().code).toBe('HUMAN_CHECK_FAILED');
  });

  test('a human-check solution counts once', async () => {
    const altcha = await solveHumanCheck(app);
    const first = await registerUsername({ username: 'fresh003', password: 'Lotus2026x', confirmPassword: 'Lotus2026x', altcha });
    expect(first.statusCode).toBe(200);
    const replay = await registerUsername({
      username: 'fresh004',
      password: 'Lotus2026x',
      confirmPassword: 'Lotus2026x',
      altcha,
    });
    expect(replay.json().code).toBe('HUMAN_CHECK_FAILED');
  });

  test('refuses an unknown affiliate code and says so on the field', async () => {
    const res = await registerUsername({
      username: 'fresh005',
      password: 'Lotus2026x',
      confirmPassword: 'Lotus2026x',
      affiliateCode: 'NOPE99',
    });
    expect(res.json()).toMatchObject({ code: 'AFFILIATE_INVALID', value: [{ path: 'affiliateCode' }] });
    expect((await app.inject({ method: 'GET', url: '/wps/agent/affiliate?code=JADE01' })).json().value.valid).toBe(true);
    expect((await app.inject({ method: 'GET', url: '/wps/agent/affiliate?code=NOPE99' })).json().value.valid).toBe(false);
  });

  test('reads the affiliate code from an agent campaign domain', async () => {
    await app.inject({
      method: 'PUT',
      url: '/ops/domain-routes',
      headers: opsHeaders,
      payload: {
        routes: [
          { domain: 'localhost', route: '/' },
          { domain: 'team02.example.com', route: '/', affiliateCode: 'JADE02' },
        ],
      },
    });
    const check = await app.inject({ method: 'GET', url: '/wps/agent/affiliate?domain=team02.example.com' });
    expect(check.json().value).toEqual({ valid: true, code: 'JADE02' });
    const res = await registerUsername({
      username: 'domain01',
      password: 'Lotus2026x',
      confirmPassword: 'Lotus2026x',
      domain: 'team02.example.com',
    });
    expect(res.statusCode).toBe(200);
    const [row] = await app.db.select().from(accounts).where(eq(accounts.username, 'domain01'));
    const [agent] = await app.db.select().from(accounts).where(eq(accounts.username, 'agent02'));
    expect(row!.uplineId).toBe(agent!.id);
  });

  test('registers by mobile with the SMS code read from the outbox', async () => {
    const sms = await app.inject({
      method: 'POST',
      url: '/wps/verification/sms/register',
      payload: { countryDialingCode: '+977', mobileNum: '9811111111' },
    });
    expect(sms.json().value.expiredMinutes).toBe(3);
    const outbox = await app.inject({
      method: 'GET',
      url: '/ops/outbox?channel=sms&recipient=%2B9779811111111',
      headers: opsHeaders,
    });
    const code = /(\d{6})/.exec(outbox.json().value[0].body)![1];
    const altcha = await solveHumanCheck(app);
    const wrong = await injectSealed(app, {
      method: 'PUT',
      url: '/wps/member/register/mobile',
      payload: {
        countryDialingCode: '+977',
        mobileNum: '9811111111',
        verificationCode: '000000',
        password: 'Lotus2026x',
        confirmPassword: 'Lotus2026x',
        termsAccepted: true,
        ageConfirmed: true,
        altcha,
      },
    });
    expect(wrong.json()).toMatchObject({ code: 'CODE_INVALID' });
    const res = await injectSealed(app, {
      method: 'PUT',
      url: '/wps/member/register/mobile',
      payload: {
        countryDialingCode: '+977',
        mobileNum: '9811111111',
        verificationCode: code,
        password: 'Lotus2026x',
        confirmPassword: 'Lotus2026x',
        termsAccepted: true,
        ageConfirmed: true,
        altcha: await solveHumanCheck(app),
      },
    });
    expect(res.statusCode).toBe(200);
    expect(res.json().value.member.account).toBe('m9811111111');
  });

  test('checks the mobile number against the country digit count', async () => {
    const res = await app.inject({
      method: 'POST',
      url: '/wps/verification/sms/register',
      payload: { countryDialingCode: '+977', mobileNum: '98111' },
    });
    expect(res.json()).toMatchObject({ code: 'MOBILE_INVALID', value: [{ path: 'mobileNum', message: 'wrong_length' }] });
  });

  test('throttles SMS codes to one a minute per number with a 5-minute wait', async () => {
    const send = () =>
      app.inject({
        method: 'POST',
        url: '/wps/verification/sms/register',
        payload: { countryDialingCode: '+977', mobileNum: '9822222222' },
      });
    expect((await send()).statusCode).toBe(200);
    const second = await send();
    expect(second.statusCode).toBe(429);
    expect(second.json()).toMatchObject({
      code: 'CODE_TOO_MANY_REQUESTS',
      value: [{ path: 'retryAfterSeconds', message: '300' }],
    });
  });

  test('applies the operator config: a required field and the captcha', async () => {
    const set = await app.inject({
      method: 'PUT',
      url: '/ops/register-settings',
      headers: opsHeaders,
      payload: {
        fields: {
          email: { enabled: true, required: true, acceptedPattern: 'EMAIL', patternId: 'EMAIL', minLength: 5, maxLength: 100 },
          captcha: { enabled: true, required: true, acceptedPattern: '*', patternId: 'ANY', minLength: 4, maxLength: 4 },
        },
      },
    });
    expect(set.statusCode).toBe(200);
    const res = await registerUsername({ username: 'fresh006', password: 'Lotus2026x', confirmPassword: 'Lotus2026x' });
    const paths = res.json().value.map((i: { path: string }) => i.path);
    expect(paths).toEqual(expect.arrayContaining(['email', 'captcha']));
    const cfg = await app.inject({ method: 'GET', url: '/wps/system/setting/register' });
    expect(cfg.json().value.fields.email.required).toBe(true);
  });
});
