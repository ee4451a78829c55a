import { describe, expect, onTestFinished, test, vi } from 'vitest';
import { buildTestApp, fakeWebDist, opsHeaders } from '../test/build-test-app';

const app = await buildTestApp({}, { webDist: fakeWebDist() });

const setRanges = (ranges: string[]) =>
  app.inject({ method: 'PUT', url: '/ops/system/blocked-ranges', headers: opsHeaders, payload: { ranges } });
const setMaintenance = (maintenance: boolean) =>
  app.inject({ method: 'PUT', url: '/ops/system/maintenance', headers: opsHeaders, payload: { maintenance } });

describe('path variants reach the same gate and limits as the plain path', () => {
  test('answers 403 to a blocked range on a percent-encoded or trailing-slash path', async () => {
    expect((await setRanges(['198.51.100.0/24'])).statusCode).toBe(200);
    for (const url of [
      '/%77ps/v2/wallets/balance',
      '/wps/v2/wallets/balance/',
      '/wps/v2/%77allets/balance',
      '/%6Cgw/games/game_menus',
    ]) {
      const res = await app.inject({ method: 'GET', url, remoteAddress: '198.51.100.9' });
      expect(res.statusCode, url).toBe(403);
      expect(res.json().code, url).toBe('SYSTEM_REGION_RESTRICTED');
    }
    await setRanges([]);
  });

  test('answers 503 during maintenance to percent-encoded deposit and login paths', async () => {
    await setMaintenance(true);
    try {
      for (const url of ['/%77ps/payments/deposits', '/%77ps/session/login', '/wps/session/login/', '/wps/sessio%6E/login']) {
        const res = await app.inject({ method: 'POST', url, payload: {} });
        expect(res.statusCode, url).toBe(503);
        expect(res.json().code, url).toBe('SYSTEM_MAINTENANCE');
      }
      // The exempt status call still answers under an encoded path.
      expect((await app.inject({ method: 'GET', url: '/wps/system/%73tatus' })).statusCode).toBe(200);
    } finally {
      await setMaintenance(false);
    }
  });

  test('counts every spelling of the captcha path against one limit', async () => {
    const ip = '192.0.2.77';
    const variants = [
      '/wps/captcha/',
      '/%77ps/captcha',
      '/wps/capt%63ha',
      '/wps/CAPTCHA',
      '//wps/captcha',
      '/wps//captcha',
      '/wps/captcha',
    ];
    // The limit counts in fixed minutes of the clock: the clock stands still at the start of a
    // minute, so a slow machine never carries the 44 calls across into a fresh window.
    vi.useFakeTimers({ toFake: ['Date'] });
    vi.setSystemTime(Math.ceil(Date.now() / 60_000) * 60_000 + 1_000);
    onTestFinished(() => void vi.useRealTimers());
    let ok = 0;
    for (let i = 0; i < 40; i++) {
      const url = variants[i % variants.length]!;
      const res = await app.inject({ method: 'GET', url, remoteAddress: ip });
      if (res.statusCode === 200) ok++;
      // A spelling the router does not resolve to the captcha route draws nothing (4xx).
      else expect(res.statusCode >= 400 && res.statusCode < 500, `${url} → ${res.statusCode}`).toBe(true);
    }
    expect(ok).toBeLessThanOrEqual(30);
    for (const url of ['/wps/captcha/', '/%77ps/captcha', '/wps/capt%63ha', '/wps/captcha']) {
      const res = await app.inject({ method: 'GET', url, remoteAddress: ip });
      expect(res.statusCode, url).toBe(429);
      expect(res.json().code).toBe('RATE_LIMITED');
    }
  });

  test('answers unknown encoded API paths with the 404 envelope, not the web app', async () => {
    const res = await app.inject({ method: 'GET', url: '/%77ps/nothing' });
    expect(res.statusCode).toBe(404);
    expect(res.json().code).toBe('NOT_FOUND');
  });
});
