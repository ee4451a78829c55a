import fs from 'node:fs';
import path from 'node:path';
import { describe, expect, test } from 'vitest';
import { buildTestApp, fakeWebDist } from '../test/build-test-app';

const webDist = fakeWebDist();
fs.writeFileSync(path.join(webDist, 'sw.js'), 'self.addEventListener("fetch", () => {});');
fs.writeFileSync(path.join(webDist, 'manifest.webmanifest'), JSON.stringify({ name: 'Jade', start_url: '/' }));
fs.writeFileSync(path.join(webDist, 'offline.html'), '<!doctype html><p>offline</p>');
const app = await buildTestApp({}, { webDist });

describe('the lite app files', () => {
  test('serves the service worker and manifest revalidated on every visit, and the CSP allows them', async () => {
    const sw = await app.inject({ method: 'GET', url: '/sw.js' });
    expect(sw.statusCode).toBe(200);
    expect(sw.headers['content-type']).toMatch(/javascript/);
    expect(sw.headers['cache-control']).toBe('no-cache');
    const csp = String(sw.headers['content-security-policy']);
    expect(csp).toContain("worker-src 'self'");
    expect(csp).toContain("manifest-src 'self'");

    const manifest = await app.inject({ method: 'GET', url: '/manifest.webmanifest' });
    expect(manifest.headers['content-type']).toMatch(/application\/manifest\+json/);
    expect(manifest.headers['cache-control']).toBe('no-cache');
    expect(manifest.json()).toMatchObject({ name: 'Jade' });

    const offline = await app.inject({ method: 'GET', url: '/offline.html' });
    expect(offline.statusCode).toBe(200);
    expect(offline.body).toContain('offline');
  });

  test('answers a 404 envelope, not the app, under the chat socket path', async () => {
    const res = await app.inject({ method: 'GET', url: '/ws/nothing' });
    expect(res.statusCode).toBe(404);
    expect(res.json().code).toBe('NOT_FOUND');
  });
});
