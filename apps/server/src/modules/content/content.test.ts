import { eq } from 'drizzle-orm';
import { describe, expect, test } from 'vitest';
import { buildTestApp, opsHeaders } from '../../test/build-test-app';
import { loginAs } from '../../test/login';
import { fundedMember } from '../../test/money';
import { announcements } from './content.tables';

const app = await buildTestApp();

type Item = { id: number; title: string; content: string; type: string; execution?: string };
const get = async (url: string, headers: Record<string, string> = {}) => {
  const res = await app.inject({ method: 'GET', url, headers });
  expect(res.statusCode, res.body).toBe(200);
  return res.json().value;
};
const opsPost = (payload: Record<string, unknown>) =>
  app.inject({ method: 'POST', url: '/ops/announcements', headers: opsHeaders, payload });
const popupTitles = async (headers: Record<string, string> = {}) =>
  ((await get('/wps/relay/MCSFE_getListAnnouncementsV2?types=B,PL,PU,PR,H&platform=W', headers)).popup as Item[]).map(
    (p) => `${p.execution}:${p.title}`,
  );

describe('announcements', () => {
  test('pages the announcement list 9 at a time with title, HTML content and time', async () => {
    const first = await get('/wps/relay/MCSFE_getListAnnouncements?pageNo=1');
    expect(first.pageSize).toBe(9);
    expect(first.list).toHaveLength(9);
    expect(first.total).toBeGreaterThan(9);
    expect(first.list[0]).toMatchObject({ title: 'Scheduled maintenance on Sunday', type: 'PL' });
    expect(first.list[0].content).toContain('<p>');
    expect(Date.parse(first.list[0].time)).not.toBeNaN();
    const second = await get('/wps/relay/MCSFE_getListAnnouncements?pageNo=2');
    expect(second.list).toHaveLength(first.total - 9);
    const ids = [...first.list, ...second.list].map((a: Item) => a.id);
    expect(new Set(ids).size).toBe(ids.length);
    expect([...first.list, ...second.list].every((a: Item) => a.type === 'PL' || a.type === 'PR')).toBe(true);
  });

  test('opens the notice list on the page of the chosen notice', async () => {
    const all = [
      ...(await get('/wps/relay/MCSFE_getListAnnouncements?pageNo=1')).list,
      ...(await get('/wps/relay/MCSFE_getListAnnouncements?pageNo=2')).list,
    ] as Item[];
    const tenth = all[9]!;
    const page = await get(`/wps/relay/MCSFE_getListAnnouncements?noticeId=${tenth.id}`);
    expect(page.pageNo).toBe(2);
    expect(page.list.map((a: Item) => a.id)).toContain(tenth.id);
    const gone = await get('/wps/relay/MCSFE_getListAnnouncements?noticeId=999999');
    expect(gone.pageNo).toBe(1);
  });

  test('answers the notices in the asked language, falling back to English', async () => {
    const ne = await get('/wps/relay/MCSFE_getListAnnouncements?lang=ne');
    expect(ne.list[0].title).toBe('आइतबार निर्धारित मर्मत');
    const fr = await get('/wps/relay/MCSFE_getListAnnouncements', { 'x-lang': 'fr' });
    expect(fr.list[0].title).toBe('Scheduled maintenance on Sunday');
    const marquee = await get('/wps/relay/noticeList', { 'x-lang': 'ne' });
    expect(marquee.list.map((n: Item) => n.title)).toContain('नयाँ जम्मा माध्यम');
  });

  test('shows logged-out visitors the B popups only', async () => {
    const popups = await popupTitles();
    expect(popups).toEqual(['B:Sign up and claim your welcome bonus']);
  });

  test('shows a member the A popups, and the F popups on the first sign-in only', async () => {
    const member = await fundedMember(app);
    expect(await popupTitles(member.headers)).toEqual(['A:Weekly rebate is live', 'F:New here? Start with the beginner guide']);
    const again = await loginAs(app, member.username, 'Money2026x');
    expect(again.member.firstTimeLogin).toBe(false);
    expect(await popupTitles(again.headers)).toEqual(['A:Weekly rebate is live']);
    // A token that is no longer live is a guest.
    expect(await popupTitles({ authorization: 'Bearer not-a-session' })).toEqual(['B:Sign up and claim your welcome bonus']);
  });

  test('answers only the asked types of the V2 content', async () => {
    const v = await get('/wps/relay/MCSFE_getListAnnouncementsV2?types=PL&platform=W');
    expect(v.player.length).toBeGreaterThan(9);
    expect(v.popup).toEqual([]);
    expect(v.promotion).toEqual([]);
    const bad = await app.inject({ method: 'GET', url: '/wps/relay/MCSFE_getListAnnouncementsV2?types=XX' });
    expect(bad.statusCode).toBe(400);
  });

  test('hides announcements outside their time window', async () => {
    const past = { startsAt: '2020-01-01T00:00:00Z', endsAt: '2020-02-01T00:00:00Z' };
    const future = { startsAt: '2099-01-01T00:00:00Z' };
    for (const [name, window] of [
      ['Expired notice', past],
      ['Future notice', future],
    ] as const) {
      const res = await opsPost({ type: 'PL', title: { en: name }, content: { en: '<p>x</p>' }, ...window });
      expect(res.statusCode, res.body).toBe(200);
    }
    const v = await get('/wps/relay/MCSFE_getListAnnouncementsV2?types=PL');
    const titles = v.player.map((n: Item) => n.title);
    expect(titles).not.toContain('Expired notice');
    expect(titles).not.toContain('Future notice');
  });

  test('lets the operator create, change and delete an announcement, audited', async () => {
    const created = await opsPost({
      type: 'PU',
      execution: 'B',
      title: { en: 'Guest offer', ne: 'अतिथि प्रस्ताव' },
      content: { en: '<p onclick="steal()">Hello <b>guest</b></p>' },
      sort: -1,
    });
    expect(created.statusCode, created.body).toBe(200);
    const a = created.json().value;
    expect(a.content.en).toBe('<p>Hello <b>guest</b></p>');
    expect(await popupTitles()).toEqual(['B:Guest offer', 'B:Sign up and claim your welcome bonus']);

    const changed = await app.inject({
      method: 'PUT',
      url: `/ops/announcements/${a.id}`,
      headers: opsHeaders,
      payload: { type: 'PU', execution: 'A', title: { en: 'Member offer' }, content: { en: '<p>Hi</p>' }, sort: -1 },
    });
    expect(changed.json().value.execution).toBe('A');
    expect(await popupTitles()).toEqual(['B:Sign up and claim your welcome bonus']);

    const audit = (await app.inject({ method: 'GET', url: '/ops/audit?limit=5', headers: opsHeaders })).json().value;
    expect(audit[0]).toMatchObject({ action: 'announcements.update', before: { title: { en: 'Guest offer' } } });

    const del = await app.inject({ method: 'DELETE', url: `/ops/announcements/${a.id}`, headers: opsHeaders });
    expect(del.statusCode).toBe(200);
    const list = (await app.inject({ method: 'GET', url: '/ops/announcements?type=PU', headers: opsHeaders })).json().value;
    expect(list.map((x: { id: number }) => x.id)).not.toContain(a.id);
    const again = await app.inject({ method: 'DELETE', url: `/ops/announcements/${a.id}`, headers: opsHeaders });
    expect(again.statusCode).toBe(404);
  });

  test('refuses a popup without an execution, an execution on a notice, and English missing', async () => {
    const noExecution = await opsPost({ type: 'PU', title: { en: 'x' }, content: { en: 'x' } });
    expect(noExecution.statusCode).toBe(400);
    expect(noExecution.json().value[0].path).toBe('execution');
    expect((await opsPost({ type: 'PL', execution: 'A', title: { en: 'x' }, content: { en: 'x' } })).statusCode).toBe(400);
    expect((await opsPost({ type: 'PL', title: { ne: 'x' }, content: { en: 'x' } })).statusCode).toBe(400);
    expect((await opsPost({ type: 'PL', title: { en: 'x' }, content: { en: 'x' }, extra: 1 })).statusCode).toBe(400);
  });

  test('refuses content that is still too long once cleaned, and content that cleans to nothing', async () => {
    const long = await opsPost({ type: 'PL', title: { en: 'Long' }, content: { en: `<p>${'a'.repeat(20_001)}</p>` } });
    expect(long.statusCode).toBe(400);
    expect(long.json().value[0].path).toBe('content.en');
    const huge = await opsPost({ type: 'PL', title: { en: 'Huge' }, content: { en: 'a'.repeat(50_001) } });
    expect(huge.statusCode).toBe(400);
    const empty = await opsPost({ type: 'PL', title: { en: 'Empty' }, content: { en: '<script>alert(1)</script>' } });
    expect(empty.statusCode).toBe(400);
    const list = (await app.inject({ method: 'GET', url: '/ops/announcements', headers: opsHeaders })).json().value;
    expect(list.map((x: { title: { en: string } }) => x.title.en)).not.toContain('Long');
  });

  test('cleans again on the way out what reached the table by another path', async () => {
    const [row] = await app.db
      .insert(announcements)
      .values({
        merchantId: app.merchantId,
        type: 'PL',
        title: { en: 'Raw row' },
        content: { en: '<p>ok</p><img src=x onerror=alert(1)><script>alert(2)</script>' },
        sort: 100,
      })
      .returning();
    const v = await get('/wps/relay/MCSFE_getListAnnouncements?pageNo=2');
    const raw = v.list.find((a: Item) => a.id === row!.id);
    expect(raw.content).toBe('<p>ok</p><img src="x" />');
    await app.db.delete(announcements).where(eq(announcements.id, row!.id));
  });

  test('keeps the operator calls behind the operator token', async () => {
    const res = await app.inject({ method: 'GET', url: '/ops/announcements' });
    expect(res.statusCode).toBe(401);
    const member = await loginAs(app, 'demo01', 'Demo@1234');
    expect(
      (await app.inject({ method: 'POST', url: '/ops/announcements', headers: member.headers, payload: {} })).statusCode,
    ).toBe(401);
  });
});
