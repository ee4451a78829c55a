import { describe, expect, test } from 'vitest';
import { buildTestApp, opsHeaders } from '../../test/build-test-app';

const app = await buildTestApp({ TRUST_PROXY: 'true' });

describe('the gate behind a trusted proxy', () => {
  test('uses the forwarded address for region restriction and the shown ip', async () => {
    await app.inject({
      method: 'PUT',
      url: '/ops/system/blocked-ranges',
      headers: opsHeaders,
      payload: { ranges: ['198.51.100.0/24'] },
    });
    const blocked = await app.inject({
      method: 'GET',
      url: '/wps/system/status',
      headers: { 'x-forwarded-for': '198.51.100.5' },
    });
    expect(blocked.json().value.status).toBe(2);
    const cfg = await app.inject({ method: 'GET', url: '/wps/system/permission', headers: { 'x-forwarded-for': '203.0.113.4' } });
    expect(cfg.json().value.location.ip).toBe('203.0.113.4');
  });

  test('sends HSTS only when the request came over TLS', async () => {
    const tls = await app.inject({ method: 'GET', url: '/wps/system/status', headers: { 'x-forwarded-proto': 'https' } });
    expect(tls.headers['strict-transport-security']).toContain('max-age=');
    const plain = await app.inject({ method: 'GET', url: '/wps/system/status' });
    expect(plain.headers['strict-transport-security']).toBeUndefined();
  });
});
