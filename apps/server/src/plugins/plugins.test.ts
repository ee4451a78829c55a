import { describe, expect, onTestFinished, test, vi } from 'vitest';
import { buildTestApp, fakeWebDist, opsHeaders } from '../test/build-test-app';

const webDist = fakeWebDist();
const app = await buildTestApp({}, { webDist });

describe('API conventions and the web', () => {
  test('answers malformed JSON with a 400 envelope carrying the request id', async () => {
    const res = await app.inject({
      method: 'PUT',
      url: '/wps/system/language',
      headers: { 'content-type': 'application/json' },
      payload: '{"language": ',
    });
    expect(res.statusCode).toBe(400);
    expect(res.json()).toMatchObject({ success: false, code: 'BODY_MALFORMED' });
    expect(res.json().requestId).toBe(res.headers['x-request-id']);
  });

  test('answers a body over the limit with a 400 envelope', async () => {
    const res = await app.inject({
      method: 'PUT',
      url: '/wps/system/language',
      headers: { 'content-type': 'application/json' },
      payload: JSON.stringify({ language: 'x'.repeat(2 * 1024 * 1024) }),
    });
    expect(res.statusCode).toBe(400);
    expect(res.json().code).toBe('BODY_TOO_LARGE');
  });

  test('names the field of a wrong type and of an unknown field', async () => {
    const wrongType = await app.inject({
      method: 'PUT',
      url: '/ops/system/maintenance',
      headers: opsHeaders,
      payload: { maintenance: 'yes' },
    });
    expect(wrongType.statusCode).toBe(400);
    expect(wrongType.json().value[0].path).toBe('maintenance');
    const unknown = await app.inject({ method: 'PUT', url: '/wps/system/language', payload: { language: 'en', admin: true } });
    expect(unknown.statusCode).toBe(400);
    expect(unknown.json().value[0].path).toBe('admin');
  });

  test('answers unknown API paths with a 404 envelope', async () => {
    for (const url of ['/wps/nothing', '/lgw/x/y', '/ops/unknown']) {
      const res = await app.inject({ method: 'GET', url, headers: opsHeaders });
      expect(res.statusCode, url).toBe(404);
      expect(res.json().code).toBe('NOT_FOUND');
    }
  });

  test('serves index.html for any other path, never cached', async () => {
    for (const url of ['/', '/promotions', '/rng?vassalage=INHOUSE', '/agentHome']) {
      const res = await app.inject({ method: 'GET', url });
      expect(res.statusCode, url).toBe(200);
      expect(res.headers['content-type']).toContain('text/html');
      expect(res.headers['cache-control']).toBe('no-store');
      expect(res.body).toContain('<div id="root">');
    }
  });

  test('serves hashed assets precompressed with long-lived caching', async () => {
    const res = await app.inject({ method: 'GET', url: '/assets/app-abc123.js', headers: { 'accept-encoding': 'br, gzip' } });
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-encoding']).toBe('br');
    expect(res.headers['cache-control']).toBe('public, max-age=31536000, immutable');
    const missing = await app.inject({ method: 'GET', url: '/assets/nope-123.js' });
    expect(missing.statusCode).toBe(404);
  });

  test('puts the security headers on every response', async () => {
    for (const url of ['/', '/wps/system/status', '/wps/nothing']) {
      const res = await app.inject({ method: 'GET', url });
      const csp = String(res.headers['content-security-policy']);
      expect(csp).toContain("script-src 'self'");
      expect(csp).not.toContain("script-src 'self' 'unsafe-inline'");
      expect(csp).toContain("frame-ancestors 'self'");
      expect(res.headers['x-content-type-options']).toBe('nosniff');
      expect(res.headers['referrer-policy']).toBe('strict-origin-when-cross-origin');
    }
  });

  test('keeps serving the SPA during maintenance so it can show the maintenance page', async () => {
    await app.inject({ method: 'PUT', url: '/ops/system/maintenance', headers: opsHeaders, payload: { maintenance: true } });
    expect((await app.inject({ method: 'GET', url: '/promotions' })).statusCode).toBe(200);
    expect((await app.inject({ method: 'GET', url: '/img/vendors/LOTUS.svg' })).statusCode).toBe(200);
    await app.inject({ method: 'PUT', url: '/ops/system/maintenance', headers: opsHeaders, payload: { maintenance: false } });
  });
});

describe('rate limits', () => {
  test('answers 429 once an address asks for too many captchas, and others are not affected', async () => {
    // Counted in fixed minutes of the clock: it stands still at a minute's start, so a slow machine
    // never carries the calls across into a fresh window.
    vi.useFakeTimers({ toFake: ['Date'] });
    vi.setSystemTime(Math.ceil(Date.now() / 60_000) * 60_000 + 1_000);
    onTestFinished(() => void vi.useRealTimers());
    const get = (ip: string) => app.inject({ method: 'GET', url: '/wps/captcha', remoteAddress: ip });
    for (let i = 0; i < 30; i++) expect((await get('192.0.2.50')).statusCode).toBe(200);
    const over = await get('192.0.2.50');
    expect(over.statusCode).toBe(429);
    expect(over.json().code).toBe('RATE_LIMITED');
    // This minute's own 31 hits fill the next minute's count too: room again at the end of the next minute.
    expect(over.headers['retry-after']).toBe('119');
    expect((await get('192.0.2.51')).statusCode).toBe(200);
  });

  test("a window's end does not open a second budget: hits just before it still count just after", async () => {
    vi.useFakeTimers({ toFake: ['Date'] });
    const edge = Math.ceil(Date.now() / 60_000) * 60_000 + 120_000;
    onTestFinished(() => void vi.useRealTimers());
    const get = () => app.inject({ method: 'GET', url: '/wps/captcha', remoteAddress: '192.0.2.60' });
    vi.setSystemTime(edge - 2_000);
    for (let i = 0; i < 30; i++) expect((await get()).statusCode).toBe(200);
    vi.setSystemTime(edge + 1_000);
    const refused = await get();
    // The minute before drops out at this minute's end.
    expect([refused.statusCode, refused.headers['retry-after']]).toEqual([429, '59']);
    vi.setSystemTime(edge + 61_000);
    expect((await get()).statusCode).toBe(200);
  });
});
