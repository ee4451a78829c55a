import { eq, sql } from 'drizzle-orm';
import { describe, expect, test } from 'vitest';
import { buildTestApp } from '../../test/build-test-app';
import { knownCaptcha } from '../../test/captcha';
import { injectSealed } from '../../test/login';
import * as members from '../members/members.service';
import { ACCOUNT_FAILURES_PER_HOUR } from './attempts';
import { loginAttempts } from './auth.tables';

const app = await buildTestApp();
const post = (payload: object, remoteAddress: string) =>
  injectSealed(app, { method: 'POST', url: '/wps/session/login', payload, remoteAddress });
const account = (username: string) =>
  members.createAccount(app.db, { merchantId: app.merchantId, username, password: 'Guess@12345', type: 0 });
const codes = (responses: { json: () => { code: string } }[]) => responses.map((r) => r.json().code);
const count = (list: string[], code: string) => list.filter((c) => c === code).length;

describe('sign-in attempts, counted before the password is checked', () => {
  test('lets no more than three of twenty parallel wrong sign-ins reach the password before the captcha', async () => {
    await account('guess01');
    const results = codes(
      await Promise.all(Array.from({ length: 20 }, (_, i) => post({ username: 'guess01', password: `wrong-${i}` }, '10.30.0.1'))),
    );
    expect(count(results, 'AUTH_INVALID_CREDENTIALS')).toBeLessThanOrEqual(3);
    expect(count(results, 'AUTH_CAPTCHA_INVALID')).toBeGreaterThanOrEqual(17);
    // Only the guesses that were checked count as failures.
    const rows = await app.db.select().from(loginAttempts).where(eq(loginAttempts.username, 'guess01'));
    expect(rows.length).toBe(count(results, 'AUTH_INVALID_CREDENTIALS'));
  });

  test('lets no more parallel guesses from many addresses past the username limit than it allows', async () => {
    await account('guess02');
    const before = ACCOUNT_FAILURES_PER_HOUR - 3;
    await app.db.insert(loginAttempts).values(
      Array.from({ length: before }, (_, i) => ({
        merchantId: app.merchantId,
        username: 'guess02',
        ip: `10.31.0.${i}`,
        success: false,
      })),
    );
    const tries = await Promise.all(
      Array.from({ length: 20 }, async (_, i) => {
        const captcha = await knownCaptcha(app, 'abcd', `10.31.1.${i}`);
        return post({ username: 'guess02', password: `wrong-${i}`, ...captcha }, `10.31.1.${i}`);
      }),
    );
    const results = codes(tries);
    expect(count(results, 'AUTH_INVALID_CREDENTIALS')).toBeLessThanOrEqual(3);
    expect(count(results, 'AUTH_THROTTLED')).toBeGreaterThanOrEqual(17);
  });

  test('locks a username that fails from thirty addresses, says for how long, and lets the owner in', async () => {
    await account('guess03');
    expect((await post({ username: 'guess03', password: 'Guess@12345' }, '10.40.0.250')).statusCode).toBe(200);
    const results: string[] = [];
    for (let i = 0; i < 30; i++) {
      const res = await post(
        { username: 'guess03', password: `wrong-${i}`, ...(await knownCaptcha(app, 'abcd', `10.40.1.${i}`)) },
        `10.40.1.${i}`,
      );
      results.push(res.json().code);
      if (res.statusCode === 429) {
        expect(res.json().message).toMatch(/Try again in \d+ minutes/);
        expect(Number(res.json().value[0].message)).toBeGreaterThan(50);
      }
    }
    expect(results.slice(0, ACCOUNT_FAILURES_PER_HOUR)).toEqual(
      Array.from({ length: ACCOUNT_FAILURES_PER_HOUR }, () => 'AUTH_INVALID_CREDENTIALS'),
    );
    expect(new Set(results.slice(ACCOUNT_FAILURES_PER_HOUR))).toEqual(new Set(['AUTH_THROTTLED']));

    // The right password from yet another address is locked out too.
    const elsewhere = await post(
      { username: 'guess03', password: 'Guess@12345', ...(await knownCaptcha(app, 'abcd', '10.40.2.1')) },
      '10.40.2.1',
    );
    expect(elsewhere.json().code).toBe('AUTH_THROTTLED');
    // The lock ends an hour after the failures.
    await app.db
      .update(loginAttempts)
      .set({ createdAt: sql`${loginAttempts.createdAt} - interval '61 minutes'` })
      .where(eq(loginAttempts.username, 'guess03'));
    expect((await post({ username: 'guess03', password: 'Guess@12345' }, '10.40.2.1')).statusCode).toBe(200);
  });

  test('keeps an address the owner has signed in from out of the username lock', async () => {
    await account('guess04');
    expect((await post({ username: 'guess04', password: 'Guess@12345' }, '10.50.0.250')).statusCode).toBe(200);
    await app.db.insert(loginAttempts).values(
      Array.from({ length: ACCOUNT_FAILURES_PER_HOUR }, (_, i) => ({
        merchantId: app.merchantId,
        username: 'guess04',
        ip: `10.50.1.${i}`,
        success: false,
      })),
    );
    const stranger = await post(
      { username: 'guess04', password: 'Guess@12345', ...(await knownCaptcha(app, 'abcd', '10.50.2.1')) },
      '10.50.2.1',
    );
    expect(stranger.json().code).toBe('AUTH_THROTTLED');
    const owner = await post(
      { username: 'guess04', password: 'Guess@12345', ...(await knownCaptcha(app, 'abcd', '10.50.0.250')) },
      '10.50.0.250',
    );
    expect(owner.statusCode).toBe(200);
  });
});
