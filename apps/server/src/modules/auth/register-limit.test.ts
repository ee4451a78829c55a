import { count, eq } from 'drizzle-orm';
import { OAuth2Server } from 'oauth2-mock-server';
import { afterAll, describe, expect, test } from 'vitest';
import { buildTestApp, opsHeaders } from '../../test/build-test-app';
import { solveHumanCheck } from '../../test/human';
import { injectSealed } from '../../test/login';
import { accounts } from '../members/members.tables';
import { addressKey } from '../../lib/ip';
import { REGISTRATIONS_PER_DAY, REGISTRATIONS_PER_HOUR } from './register-limit';

const idp = new OAuth2Server();
await idp.issuer.keys.generate('RS256');
await idp.start(0, '127.0.0.1');
afterAll(() => idp.stop());

const app = await buildTestApp({
  OIDC_A_NAME: 'Test ID',
  OIDC_A_ISSUER: idp.issuer.url!,
  OIDC_A_CLIENT_ID: 'jade-client',
  OIDC_A_CLIENT_SECRET: 'jade-secret',
});

/**
 * A solved human check. The challenge endpoint allows 30 a minute per address, so the challenges
 * come from other addresses, as a farm would fetch them; the limit under test is the registration's.
 */
let fetched = 0;
const solveFromFarm = () => solveHumanCheck(app, `198.51.100.${Math.floor(fetched++ / 20) + 1}`);

const form = { password: 'Lotus2026x', confirmPassword: 'Lotus2026x', termsAccepted: true, ageConfirmed: true };

async function registerFrom(remoteAddress: string, username: string, altcha?: string) {
  return injectSealed(app, {
    method: 'PUT',
    url: '/wps/member/register',
    remoteAddress,
    payload: { ...form, username, altcha: altcha ?? (await solveFromFarm()) },
  });
}

const accountsFrom = async (ip: string) =>
  (await app.db.select({ n: count() }).from(accounts).where(eq(accounts.registerIp, ip)))[0]!.n;

/** Fills an address's hourly allowance with username registrations. */
async function useUpAllowance(ip: string, prefix: string) {
  for (let i = 0; i < REGISTRATIONS_PER_HOUR; i++) expect((await registerFrom(ip, `${prefix}${i}`)).statusCode).toBe(200);
}

describe('registrations per address', () => {
  test('keeps the limits an operator would choose', () => {
    expect(REGISTRATIONS_PER_HOUR).toBeLessThanOrEqual(REGISTRATIONS_PER_DAY);
    expect(REGISTRATIONS_PER_DAY).toBeLessThan(40);
    expect(addressKey('::ffff:203.0.113.7')).toBe('203.0.113.7');
    expect(addressKey('2001:db8:1:2:aaaa::1')).toBe(addressKey('2001:db8:1:2:bbbb::9'));
  });

  test('refuses 40 quick registrations from one address after the limit, with 429 and Retry-After; another address still registers', async () => {
    const hourAtStart = Math.floor(Date.now() / 3_600_000);
    const altchas = await Promise.all(Array.from({ length: 40 }, () => solveFromFarm()));
    const results = await Promise.all(altchas.map((altcha, i) => registerFrom('203.0.113.7', `farm${i}`, altcha)));
    const created = results.filter((r) => r.statusCode === 200).length;
    // The hourly window is aligned to the clock: a run that crosses the hour may use two of them.
    if (Math.floor(Date.now() / 3_600_000) === hourAtStart) expect(created).toBe(REGISTRATIONS_PER_HOUR);
    else expect(created).toBeLessThanOrEqual(Math.min(2 * REGISTRATIONS_PER_HOUR, REGISTRATIONS_PER_DAY));
    expect(await accountsFrom('203.0.113.7')).toBe(created);
    for (const r of results.filter((x) => x.statusCode !== 200)) {
      expect(r.statusCode).toBe(429);
      expect(r.json()).toMatchObject({ success: false, code: 'RATE_LIMITED' });
      const after = Number(r.headers['retry-after']);
      expect(after).toBeGreaterThan(0);
      expect(after).toBeLessThanOrEqual(86_400);
    }
    expect((await registerFrom('203.0.113.8', 'elsewhere1')).statusCode).toBe(200);
  }, 120_000);

  test('counts mobile (SMS) registrations too, refusing before the SMS code is spent', async () => {
    await useUpAllowance('203.0.113.20', 'mob');
    const sms = await app.inject({
      method: 'POST',
      url: '/wps/verification/sms/register',
      payload: { countryDialingCode: '+977', mobileNum: '9833333333' },
    });
    expect(sms.statusCode).toBe(200);
    const outbox = await app.inject({
      method: 'GET',
      url: '/ops/outbox?channel=sms&recipient=%2B9779833333333',
      headers: opsHeaders,
    });
    const code = /(\d{6})/.exec(outbox.json().value[0].body)![1];
    const register = async (remoteAddress: string) =>
      injectSealed(app, {
        method: 'PUT',
        url: '/wps/member/register/mobile',
        remoteAddress,
        payload: {
          ...form,
          countryDialingCode: '+977',
          mobileNum: '9833333333',
          verificationCode: code,
          altcha: await solveFromFarm(),
        },
      });
    const refused = await register('203.0.113.20');
    expect(refused.statusCode).toBe(429);
    expect(refused.json().code).toBe('RATE_LIMITED');
    expect(refused.headers['retry-after']).toBeDefined();
    const elsewhere = await register('203.0.113.21');
    expect(elsewhere.statusCode, elsewhere.body).toBe(200);
  });

  test('counts social registrations too: a new identity from a spent address is refused, nothing is created', async () => {
    await useUpAllowance('203.0.113.30', 'soc');
    idp.service.removeAllListeners('beforeTokenSigning');
    idp.service.on('beforeTokenSigning', (token: { payload: Record<string, unknown> }) => {
      token.payload.sub = 'farm-subject';
      token.payload.email = 'farm@example.com';
      token.payload.preferred_username = 'farmer';
    });
    const before = await accountsFrom('203.0.113.30');
    const start = await app.inject({ method: 'GET', url: '/wps/session/social/a/start', remoteAddress: '203.0.113.30' });
    const back = await fetch(new URL(start.headers.location as string), { redirect: 'manual' });
    const callback = new URL(back.headers.get('location')!);
    const done = await app.inject({
      method: 'GET',
      url: `${callback.pathname}${callback.search}`,
      remoteAddress: '203.0.113.30',
    });
    expect(done.headers.location).toBe('/login?socialError=1');
    expect(await accountsFrom('203.0.113.30')).toBe(before);
  });
});
