import { describe, expect, test } from 'vitest';
import { FEATURE_FLAGS } from '@jade/contract/flags';
import { buildTestApp, opsHeaders } from '../../test/build-test-app';

const app = await buildTestApp();

describe('system status, site config and the gate', () => {
  test('answers status 0 when nothing is set', async () => {
    const res = await app.inject({ method: 'GET', url: '/wps/system/status' });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ success: true, code: 'OK', message: 'OK', value: { status: 0 } });
  });

  test('returns the whole site config with the visitor ip', async () => {
    const res = await app.inject({ method: 'GET', url: '/wps/system/permission', remoteAddress: '203.0.113.9' });
    const v = res.json().value;
    for (const key of [
      'customerService',
      'domainRoute',
      'resources',
      'whitelabel',
      'register',
      'mainDomain',
      'analytics',
      'imageCDNs',
      'launchGameCDNs',
      'maintenance',
      'regionRestriction',
      'location',
    ]) {
      expect(v).toHaveProperty(key);
    }
    expect(v.location.ip).toBe('203.0.113.9');
    expect(v.merchant.currencySymbol).toBe('रु');
    expect(v.customerService.map((c: { csPosition: string }) => c.csPosition)).toContain('TELEGRAM-1');
  });

  test('localizes the maintenance text by the requested language', async () => {
    const ne = await app.inject({ method: 'GET', url: '/wps/system/permission?lang=ne' });
    const en = await app.inject({ method: 'GET', url: '/wps/system/permission', headers: { 'x-lang': 'en' } });
    expect(ne.json().value.maintenance.title).toBe('प्रणाली मर्मत');
    expect(en.json().value.maintenance.title).toBe('System maintenance');
  });

  test('returns the whitelabel tree with every seeded flag enabled', async () => {
    const res = await app.inject({ method: 'GET', url: '/wps/system/whitelabel' });
    const leaves = res.json().value.flatMap((g: { children: { modId: string; enabled: string }[] }) => g.children);
    expect(leaves.map((l: { modId: string }) => l.modId).sort()).toEqual([...FEATURE_FLAGS].sort());
    expect(leaves.every((l: { enabled: string }) => l.enabled === '1')).toBe(true);
  });

  test('accepts a supported language and names the field when it is not', async () => {
    const good = await app.inject({ method: 'PUT', url: '/wps/system/language', payload: { language: 'ne' } });
    expect(good.json().value).toEqual({ language: 'ne' });
    const bad = await app.inject({ method: 'PUT', url: '/wps/system/language', payload: { language: 'xx' } });
    expect(bad.statusCode).toBe(400);
    expect(bad.json().code).toBe('VALIDATION_FAILED');
    expect(bad.json().value[0].path).toBe('language');
  });

  test('maintenance answers 1, blocks the API with 503 and keeps config and ops reachable', async () => {
    const set = await app.inject({
      method: 'PUT',
      url: '/ops/system/maintenance',
      headers: opsHeaders,
      payload: { maintenance: true, title: { EN: 'Back soon', Ne: 'छिट्टै फर्कन्छौं' } },
    });
    expect(set.statusCode).toBe(200);
    expect((await app.inject({ method: 'GET', url: '/wps/system/status' })).json().value.status).toBe(1);
    const blocked = await app.inject({ method: 'GET', url: '/lgw/games/game_menus' });
    expect(blocked.statusCode).toBe(503);
    expect(blocked.json().code).toBe('SYSTEM_MAINTENANCE');
    const config = await app.inject({ method: 'GET', url: '/wps/system/permission' });
    expect(config.json().value.maintenance).toMatchObject({ enabled: true, title: 'Back soon' });
    const ne = await app.inject({ method: 'GET', url: '/wps/system/permission?lang=NE' });
    expect(ne.json().value.maintenance.title).toBe('छिट्टै फर्कन्छौं');
    expect((await app.inject({ method: 'GET', url: '/ops/system', headers: opsHeaders })).statusCode).toBe(200);

    await app.inject({ method: 'PUT', url: '/ops/system/maintenance', headers: opsHeaders, payload: { maintenance: false } });
    expect((await app.inject({ method: 'GET', url: '/wps/system/status' })).json().value.status).toBe(0);
    expect((await app.inject({ method: 'GET', url: '/lgw/games/game_menus' })).statusCode).toBe(200);
  });

  test('a blocked range answers 2 for its addresses only and 403 on the API', async () => {
    const set = await app.inject({
      method: 'PUT',
      url: '/ops/system/blocked-ranges',
      headers: opsHeaders,
      payload: { ranges: ['198.51.100.0/24', '2001:db8::/32'] },
    });
    expect(set.statusCode).toBe(200);
    const status = (ip: string) =>
      app.inject({ method: 'GET', url: '/wps/system/status', remoteAddress: ip }).then((r) => r.json().value.status);
    expect(await status('198.51.100.77')).toBe(2);
    expect(await status('::ffff:198.51.100.77')).toBe(2);
    expect(await status('2001:db8::1')).toBe(2);
    expect(await status('198.51.101.1')).toBe(0);
    const api = await app.inject({ method: 'GET', url: '/lgw/games/game_menus', remoteAddress: '198.51.100.77' });
    expect(api.statusCode).toBe(403);
    expect(api.json().code).toBe('SYSTEM_REGION_RESTRICTED');
    const cfg = await app.inject({ method: 'GET', url: '/wps/system/permission', remoteAddress: '198.51.100.77' });
    expect(cfg.json().value.regionRestriction.restricted).toBe(true);
    const ops = await app.inject({
      method: 'PUT',
      url: '/ops/system/blocked-ranges',
      headers: opsHeaders,
      remoteAddress: '198.51.100.77',
      payload: { ranges: [] },
    });
    expect(ops.statusCode).toBe(200);
    expect(await status('198.51.100.77')).toBe(0);
  });

  test('ignores X-Forwarded-For when TRUST_PROXY is not set', async () => {
    await app.inject({
      method: 'PUT',
      url: '/ops/system/blocked-ranges',
      headers: opsHeaders,
      payload: { ranges: ['198.51.100.0/24'] },
    });
    const res = await app.inject({
      method: 'GET',
      url: '/wps/system/status',
      remoteAddress: '127.0.0.1',
      headers: { 'x-forwarded-for': '198.51.100.5' },
    });
    expect(res.json().value.status).toBe(0);
    await app.inject({ method: 'PUT', url: '/ops/system/blocked-ranges', headers: opsHeaders, payload: { ranges: [] } });
  });

  test('refuses an invalid range, names it, and changes nothing', async () => {
    await app.inject({
      method: 'PUT',
      url: '/ops/system/blocked-ranges',
      headers: opsHeaders,
      payload: { ranges: ['10.0.0.0/8'] },
    });
    const res = await app.inject({
      method: 'PUT',
      url: '/ops/system/blocked-ranges',
      headers: opsHeaders,
      payload: { ranges: ['192.0.2.0/24', '300.1.1.1/8'] },
    });
    expect(res.statusCode).toBe(400);
    expect(res.json().value[0].path).toBe('ranges.1');
    const now = await app.inject({ method: 'GET', url: '/ops/system', headers: opsHeaders });
    expect(now.json().value.blockedRanges).toEqual(['10.0.0.0/8']);
    await app.inject({ method: 'PUT', url: '/ops/system/blocked-ranges', headers: opsHeaders, payload: { ranges: [] } });
  });

  test('records every operator write in the audit log with before and after', async () => {
    await app.inject({ method: 'PUT', url: '/ops/system/maintenance', headers: opsHeaders, payload: { maintenance: true } });
    await app.inject({ method: 'PUT', url: '/ops/system/maintenance', headers: opsHeaders, payload: { maintenance: false } });
    const audit = await app.inject({ method: 'GET', url: '/ops/audit?limit=2', headers: opsHeaders });
    const [last, previous] = audit.json().value;
    expect(last).toMatchObject({
      action: 'system.maintenance',
      actor: 'admin-token',
      before: { maintenance: true },
      after: { maintenance: false },
    });
    expect(previous).toMatchObject({ before: { maintenance: false }, after: { maintenance: true } });
  });
});

describe('site config without social sign-in', () => {
  test('offers no social provider when none is configured', async () => {
    const res = await app.inject({ method: 'GET', url: '/wps/system/permission' });
    expect(res.json().value.register).toEqual({ username: true, mobile: true, socialProviders: [] });
  });
});
