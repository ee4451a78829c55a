import zlib from 'node:zlib';
import { beforeAll, describe, expect, test } from 'vitest';
import { banners } from '../modules/content/content.tables';
import { buildTestApp, fakeWebDist, opsHeaders } from '../test/build-test-app';
import { FIRST_SCREEN_ID, jsonForScript, visitorLanguage } from './web-first-screen';

const app = await buildTestApp({}, { webDist: fakeWebDist() });

/** A banner whose texts try to end the data block and the preload's attribute. */
const HOSTILE_TITLE = '</script><script>alert(1)</script><!-- \u2028 & </SCRIPT >';
const HOSTILE_URL = '/img/banners/x.svg?a="><script>alert(2)</script>';

beforeAll(async () => {
  await app.db.insert(banners).values({
    merchantId: app.merchantId,
    groupName: 'w_home',
    imageUrl: HOSTILE_URL,
    title: { en: HOSTILE_TITLE },
    sequence: -1,
  });
});

const block = new RegExp(`<script id="${FIRST_SCREEN_ID}" type="application/json">(.*?)</script>`, 's');
const firstScreen = (html: string) => JSON.parse(block.exec(html)?.[1] ?? 'null') as Record<string, unknown> | null;
const value = async (url: string, headers: Record<string, string> = {}) =>
  (await app.inject({ method: 'GET', url, headers })).json<{ value: unknown }>().value;

describe('the first screen in index.html', () => {
  test('carries the API answers of the status, site config, vendor list and home banners, and preloads the first banner', async () => {
    const res = await app.inject({ method: 'GET', url: '/' });
    expect(res.statusCode).toBe(200);
    const data = firstScreen(res.body);
    expect(data).toMatchObject({ language: 'en' });
    expect(data?.status).toEqual(await value('/wps/system/status'));
    expect(data?.siteConfig).toEqual(await value('/wps/system/permission'));
    expect(data?.menus).toEqual(await value('/lgw/games/game_menus'));
    expect(data?.banners).toEqual(await value('/wps/relay/banners?groupName=w_home&language=en'));
    expect(res.body).toContain(
      '<link rel="preload" as="image" href="/img/banners/x.svg?a=&quot;&gt;&lt;script&gt;alert(2)&lt;/script&gt;" fetchpriority="high">',
    );
  });

  test('keeps texts that hold </script> inside the data block, read back unchanged', async () => {
    const res = await app.inject({ method: 'GET', url: '/' });
    // The page's only script element is the data block: nothing in a banner ended it or opened another.
    expect(res.body.match(/<script/gi)).toHaveLength(1);
    expect(res.body.match(/<\/script/gi)).toHaveLength(1);
    expect(res.body).not.toContain('<!--');
    const list = (firstScreen(res.body)?.banners as { announcementImages: { title: string; url: string }[] }).announcementImages;
    expect(list[0]).toMatchObject({ title: HOSTILE_TITLE, url: HOSTILE_URL });
  });

  test('sends the page compressed when the browser accepts it, the same page once decoded', async () => {
    const plain = await app.inject({ method: 'GET', url: '/' });
    expect(plain.headers['content-encoding']).toBeUndefined();
    const br = await app.inject({ method: 'GET', url: '/', headers: { 'accept-encoding': 'gzip, deflate, br' } });
    expect(br.headers['content-encoding']).toBe('br');
    expect(br.headers.vary).toContain('Accept-Encoding');
    expect(zlib.brotliDecompressSync(br.rawPayload).toString()).toBe(plain.body);
    const gz = await app.inject({ method: 'GET', url: '/promotions', headers: { 'accept-encoding': 'gzip' } });
    expect(gz.headers['content-encoding']).toBe('gzip');
    expect(zlib.gunzipSync(gz.rawPayload).toString()).toContain(`id="${FIRST_SCREEN_ID}"`);
  });

  test('escapes every character that could end or change a script block', () => {
    const text = jsonForScript({ a: '</script><!--<script>\u2028\u2029&' });
    expect(text).not.toMatch(/[<>&\u2028\u2029]/);
    expect(JSON.parse(text)).toEqual({ a: '</script><!--<script>\u2028\u2029&' });
  });

  test('gives other pages the status, config and vendor list without the home banners', async () => {
    const res = await app.inject({ method: 'GET', url: '/rng?vassalage=INHOUSE' });
    const data = firstScreen(res.body);
    expect(data?.status).toEqual(await value('/wps/system/status'));
    expect(data?.menus).toBeDefined();
    expect(data?.banners).toBeUndefined();
    expect(res.body).not.toContain('rel="preload"');
  });

  test("answers in the browser's language when it is one of ours", async () => {
    const res = await app.inject({ method: 'GET', url: '/', headers: { 'accept-language': 'ne-NP,ne;q=0.9,en;q=0.8' } });
    const data = firstScreen(res.body);
    expect(data?.language).toBe('ne');
    expect(data?.banners).toEqual(await value('/wps/relay/banners?groupName=w_home&language=ne'));
    expect(visitorLanguage('en-GB,en;q=0.9')).toBe('en');
    expect(visitorLanguage('ZH_cn')).toBe('zh-CN');
    expect(visitorLanguage('xx-YY')).toBe('en');
    expect(visitorLanguage(undefined)).toBe('en');
  });

  test('leaves out what the closed site refuses, and still serves the page', async () => {
    await app.inject({ method: 'PUT', url: '/ops/system/maintenance', headers: opsHeaders, payload: { maintenance: true } });
    try {
      const res = await app.inject({ method: 'GET', url: '/' });
      expect(res.statusCode).toBe(200);
      const data = firstScreen(res.body);
      expect(data?.status).toMatchObject({ status: 1 });
      expect(data?.menus).toBeUndefined();
      expect(data?.banners).toBeUndefined();
      expect(res.body).not.toContain('rel="preload"');
    } finally {
      await app.inject({ method: 'PUT', url: '/ops/system/maintenance', headers: opsHeaders, payload: { maintenance: false } });
    }
  });
});
