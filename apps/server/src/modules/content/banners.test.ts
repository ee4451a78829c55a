import { describe, expect, test } from 'vitest';
import type { OperatorRole } from '@jade/contract/operators';
import { totp } from '../../lib/totp';
import { buildTestApp, opsHeaders } from '../../test/build-test-app';

const app = await buildTestApp();
const PASSWORD = 'Operator2026pass';
let seq = 0;

/** A named operator of `role`, made with the ADMIN_TOKEN and signed in through the authenticator set-up. */
async function operator(role: OperatorRole) {
  const username = `ban${role}${Date.now().toString(36)}${seq++}`;
  const post = (url: string, payload: object, headers: Record<string, string> = {}) =>
    app.inject({ method: 'POST', url, payload, headers });
  expect((await post('/ops/operators', { username, password: PASSWORD, role }, opsHeaders)).statusCode).toBe(200);
  const first = (await post('/ops/session/login', { username, password: PASSWORD })).json().value;
  const done = await post('/ops/session/totp', {
    setupToken: first.setup.setupToken,
    code: totp(first.setup.secret, Date.now()),
  });
  return { username, headers: { authorization: `Bearer ${done.json().value.token as string}` } };
}

const banner = (over: Record<string, unknown> = {}) => ({
  groupName: 'w_home',
  imageUrl: '/img/banners/welcome-bonus.svg',
  title: { en: `Spring race ${seq++}`, ne: 'वसन्त दौड' },
  linkageType: 'PAGE',
  linkageValue: '/promotions',
  sequence: -5,
  ...over,
});
const homeBanners = async (lang = 'en') =>
  (await app.inject({ url: `/wps/relay/banners?groupName=w_home&language=${lang}` })).json().value.announcementImages as {
    id: number;
    title: string;
    url: string;
  }[];

describe('operator banners', () => {
  test('a content operator adds, edits and deletes a banner; the site shows each change at once; each is audited by name', async () => {
    const editor = await operator('content');
    await homeBanners(); // warm the site's cache: a write must clear it
    const input = banner();
    const created = await app.inject({ method: 'POST', url: '/ops/banners', headers: editor.headers, payload: input });
    expect(created.statusCode, created.body).toBe(200);
    const id = created.json().value.id as number;
    expect(created.json().value).toMatchObject({ groupName: 'w_home', linkageType: 'PAGE', linkageValue: '/promotions' });
    expect((await homeBanners())[0]).toMatchObject({ id, title: input.title.en, url: input.imageUrl });
    expect((await homeBanners('ne')).find((b) => b.id === id)?.title).toBe('वसन्त दौड');

    const listed = (await app.inject({ url: '/ops/banners?groupName=w_home', headers: editor.headers })).json().value as {
      id: number;
    }[];
    expect(listed.map((b) => b.id)).toContain(id);
    expect(
      (
        (await app.inject({ url: '/ops/banners?groupName=w_login', headers: editor.headers })).json().value as { id: number }[]
      ).map((b) => b.id),
    ).not.toContain(id);

    const edited = await app.inject({
      method: 'PUT',
      url: `/ops/banners/${id}`,
      headers: editor.headers,
      payload: banner({ title: { en: 'Renamed race' }, linkageType: 'NONE', linkageValue: '/ignored' }),
    });
    expect(edited.statusCode, edited.body).toBe(200);
    expect(edited.json().value).toMatchObject({ linkageType: 'NONE', linkageValue: '' });
    expect((await homeBanners()).find((b) => b.id === id)?.title).toBe('Renamed race');

    expect((await app.inject({ method: 'DELETE', url: `/ops/banners/${id}`, headers: editor.headers })).statusCode).toBe(200);
    expect((await homeBanners()).map((b) => b.id)).not.toContain(id);
    const again = await app.inject({ method: 'DELETE', url: `/ops/banners/${id}`, headers: editor.headers });
    expect(again.json().code).toBe('NOT_FOUND');

    const audit = (await app.inject({ url: '/ops/audit?limit=20', headers: opsHeaders })).json().value as {
      actor: string;
      action: string;
    }[];
    const mine = audit.filter((a) => a.action.startsWith('banners.') && a.actor === editor.username).map((a) => a.action);
    expect(mine).toEqual(expect.arrayContaining(['banners.create', 'banners.update', 'banners.delete']));
  });

  test('refuses a script address, another site by //, a page link that is not a path and an unknown group, naming the field', async () => {
    const cases: [Record<string, unknown>, string][] = [
      [{ imageUrl: 'javascript:alert(1)' }, 'imageUrl'],
      [{ imageUrl: '//evil.example/x.png' }, 'imageUrl'],
      [{ imageUrl: 'http://plain.example/x.png' }, 'imageUrl'],
      [{ linkageType: 'URL', linkageValue: 'javascript:alert(1)' }, 'linkageValue'],
      [{ linkageType: 'PAGE', linkageValue: 'https://elsewhere.example' }, 'linkageValue'],
      [{ groupName: 'w_everywhere' }, 'groupName'],
      [{ title: { ne: 'केवल नेपाली' } }, 'title'],
    ];
    for (const [over, field] of cases) {
      const res = await app.inject({ method: 'POST', url: '/ops/banners', headers: opsHeaders, payload: banner(over) });
      expect(res.statusCode, JSON.stringify(over)).toBe(400);
      expect(JSON.stringify(res.json().value), JSON.stringify(over)).toContain(field);
    }
  });

  test('only content (and admin) write banners; support is refused, readonly only reads', async () => {
    const support = await operator('support');
    const readonly = await operator('readonly');
    const refused = await app.inject({ method: 'POST', url: '/ops/banners', headers: support.headers, payload: banner() });
    expect([refused.statusCode, refused.json().code]).toEqual([403, 'OPS_FORBIDDEN']);
    expect((await app.inject({ url: '/ops/banners', headers: support.headers })).json().code).toBe('OPS_FORBIDDEN');
    expect((await app.inject({ url: '/ops/banners', headers: readonly.headers })).statusCode).toBe(200);
    const ro = await app.inject({ method: 'POST', url: '/ops/banners', headers: readonly.headers, payload: banner() });
    expect(ro.json().code).toBe('OPS_FORBIDDEN');
  });
});
