import { describe, expect, test } from 'vitest';
import { buildTestApp, opsHeaders } from '../../test/build-test-app';

const app = await buildTestApp();

type Section = { code: string; title: string; articles: { id: number; title: string; content: string }[] };
const helpCentre = async (query = '?lang=en&device=WEB', headers: Record<string, string> = {}) => {
  const res = await app.inject({ method: 'GET', url: `/wps/system/helpCenter${query}`, headers });
  expect(res.statusCode, res.body).toBe(200);
  return res.json().value.sections as Section[];
};
const save = (code: string, payload: Record<string, unknown>) =>
  app.inject({ method: 'PUT', url: `/ops/help/sections/${code}`, headers: opsHeaders, payload });

describe('help centre', () => {
  test('serves the sections in order with their articles, the beginner guide and the terms among them', async () => {
    const sections = await helpCentre();
    expect(sections.map((s) => s.code)).toEqual(['beginner', 'account', 'payments', 'term', 'responsible']);
    // Where to get help: the organisations' links survive the cleaning, opening apart from the site.
    const help = sections.find((s) => s.code === 'responsible')!.articles.find((a) => a.title === 'Where to get help')!;
    expect(help.content).toContain(
      '<a href="https://www.gamcare.org.uk/" target="_blank" rel="noopener noreferrer nofollow">GamCare</a>',
    );
    const terms = sections.find((s) => s.code === 'term')!;
    expect(terms.title).toBe('Terms and conditions');
    expect(terms.articles.map((a) => a.title)).toContain('Age and eligibility');
    expect(sections[0]!.articles[0]!.content).toMatch(/^<p>/);
  });

  test('answers in the asked language (lang, then x-lang), English when a text is missing', async () => {
    expect((await helpCentre('?lang=ne&device=WEB'))[0]!.title).toBe('सुरुवातकर्ता गाइड');
    expect((await helpCentre('', { 'x-lang': 'ne' }))[3]!.title).toBe('नियम र सर्तहरू');
    expect((await helpCentre('?lang=ja'))[0]!.title).toBe('Beginner guide');
    expect((await app.inject({ method: 'GET', url: '/wps/system/helpCenter?device=APP' })).statusCode).toBe(400);
  });

  test('reads language codes in any case, in the query, the header and per-language texts', async () => {
    expect((await helpCentre('?lang=EN&device=WEB'))[0]!.title).toBe('Beginner guide');
    expect((await helpCentre('?lang=NE'))[0]!.title).toBe('सुरुवातकर्ता गाइड');
    expect((await helpCentre('', { 'x-lang': 'Ne' }))[0]!.title).toBe('सुरुवातकर्ता गाइड');
    const set = await app.inject({ method: 'PUT', url: '/wps/system/language', payload: { language: 'NE' } });
    expect(set.json().value).toEqual({ language: 'ne' });
    const unknown = await app.inject({ method: 'GET', url: '/wps/system/helpCenter?lang=XX' });
    expect(unknown.statusCode).toBe(400);
    expect(unknown.body).toContain('lang');

    const saved = await save('cased', { title: { EN: 'Cased', NE: 'केस' }, sort: 20, articles: [] });
    expect(saved.statusCode, saved.body).toBe(200);
    expect((await helpCentre('?lang=ne')).find((s) => s.code === 'cased')!.title).toBe('केस');
    const twice = await save('cased', { title: { en: 'One', EN: 'Two' }, sort: 20, articles: [] });
    expect(twice.statusCode).toBe(400);
    expect((await helpCentre()).find((s) => s.code === 'cased')!.title).toBe('Cased');
    await app.inject({ method: 'DELETE', url: '/ops/help/sections/cased', headers: opsHeaders });
  });

  test('lets the operator add, replace and remove a section with its articles, audited', async () => {
    const created = await save('faq', {
      title: { en: 'FAQ', ne: 'बारम्बार सोधिने प्रश्न' },
      sort: 10,
      articles: [
        { title: { en: 'One' }, content: { en: '<p>First</p>' } },
        { title: { en: 'Two' }, content: { en: '<p>Second</p>' } },
      ],
    });
    expect(created.statusCode, created.body).toBe(200);
    expect((await helpCentre()).at(-1)!.articles.map((a) => a.title)).toEqual(['One', 'Two']);

    const replaced = await save('faq', {
      title: { en: 'FAQ' },
      sort: -1,
      articles: [{ title: { en: 'Only' }, content: { en: 'Just text' } }],
    });
    expect(replaced.json().value.articles).toHaveLength(1);
    const sections = await helpCentre();
    expect(sections[0]).toMatchObject({ code: 'faq', articles: [{ title: 'Only', content: 'Just text' }] });

    const audit = (await app.inject({ method: 'GET', url: '/ops/audit?limit=1', headers: opsHeaders })).json().value[0];
    expect(audit).toMatchObject({ action: 'help.save', before: { code: 'faq', sort: 10 } });

    expect((await app.inject({ method: 'DELETE', url: '/ops/help/sections/faq', headers: opsHeaders })).statusCode).toBe(200);
    expect((await helpCentre()).map((s) => s.code)).not.toContain('faq');
    expect((await app.inject({ method: 'DELETE', url: '/ops/help/sections/faq', headers: opsHeaders })).statusCode).toBe(404);
  });

  test('refuses a bad section code and a section without English', async () => {
    expect((await save('Bad Code', { title: { en: 'x' }, articles: [] })).statusCode).toBe(400);
    expect((await save('nope', { title: { ne: 'x' }, articles: [] })).statusCode).toBe(400);
    const list = (await app.inject({ method: 'GET', url: '/ops/help', headers: opsHeaders })).json().value;
    expect(list.map((s: { code: string }) => s.code)).not.toContain('nope');
  });
});
