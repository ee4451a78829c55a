import { createRequire } from 'node:module';
import { describe, expect, test } from 'vitest';
import { cleanHtml } from '../../lib/html';
import { buildTestApp, opsHeaders } from '../../test/build-test-app';

const app = await buildTestApp();

/** The part of jsdom these checks use (the root devDependency ships no types, and this project has no DOM lib). */
type El = {
  tagName: string;
  attributes: ArrayLike<{ name: string; value: string }>;
  dispatchEvent: (event: unknown) => boolean;
};
type Win = {
  document: { body: { querySelectorAll: (s: string) => Iterable<El> }; querySelectorAll: (s: string) => Iterable<El> };
  Event: new (type: string) => unknown;
  close: () => void;
  __xss?: number;
};
const { JSDOM, VirtualConsole } = createRequire(import.meta.url)('jsdom') as {
  JSDOM: new (html: string, options: object) => { window: Win };
  VirtualConsole: new () => object;
};

/** Payloads that try to run script through HTML, each a known trick (OWASP cheat sheet and friends). */
const CORPUS = [
  '<script>window.__xss=1</script>',
  '<SCRIPT SRC=//evil.example/x.js></SCRIPT>',
  '<scr<script>ipt>window.__xss=1</scr</script>ipt>',
  '<img src=x onerror="window.__xss=1">',
  '<IMG SRC="javascript:window.__xss=1">',
  '<img src="jav&#x09;ascript:window.__xss=1">',
  '<img src=&#106;&#97;&#118;&#97;&#115;&#99;&#114;&#105;&#112;&#116;&#58;window.__xss=1>',
  '<img """><script>window.__xss=1</script>">',
  '<img src="data:image/svg+xml;base64,PHN2ZyBvbmxvYWQ9YWxlcnQoMSk+">',
  '<body onload="window.__xss=1">',
  '<p onclick="window.__xss=1" onmouseover="window.__xss=1">click</p>',
  '<div style="width: expression(window.__xss=1)">ie</div>',
  '<div style="background:url(javascript:window.__xss=1)">bg</div>',
  '<p style="color: red; behavior: url(x.htc); -moz-binding: url(x.xml#xss)">styled</p>',
  '<a href="javascript:window.__xss=1">link</a>',
  '<a href="JaVaScRiPt:window.__xss=1">link</a>',
  '<a href=" &#14;  javascript:window.__xss=1">link</a>',
  '<a href="vbscript:msgbox(1)">vb</a>',
  '<a href="data:text/html,<script>window.__xss=1</script>">data</a>',
  '<a href="//evil.example">protocol relative</a>',
  '<svg onload="window.__xss=1"><circle r="1"/></svg>',
  '<svg><script>window.__xss=1</script></svg>',
  '<svg><a xlink:href="javascript:window.__xss=1"><text>x</text></a></svg>',
  '<math><mtext><table><mglyph><style><img src=x onerror="window.__xss=1">',
  '<iframe src="javascript:window.__xss=1"></iframe>',
  '<iframe srcdoc="<script>window.__xss=1</script>"></iframe>',
  '<object data="javascript:window.__xss=1"></object>',
  '<embed src="javascript:window.__xss=1">',
  '<form action="javascript:window.__xss=1"><button>go</button></form>',
  '<input autofocus onfocus="window.__xss=1">',
  '<details open ontoggle="window.__xss=1">',
  '<video><source onerror="window.__xss=1"></video>',
  '<meta http-equiv="refresh" content="0;url=javascript:window.__xss=1">',
  '<link rel="stylesheet" href="javascript:window.__xss=1">',
  '<base href="javascript:/">',
  '<style>@import "javascript:window.__xss=1";</style>',
  '<template><img src=x onerror="window.__xss=1"></template>',
  '<noscript><p title="</noscript><img src=x onerror=window.__xss=1>">',
  '<textarea><img src=x onerror="window.__xss=1"></textarea>',
  '<!--<img src=x onerror="window.__xss=1">-->',
  '<![CDATA[<img src=x onerror="window.__xss=1">]]>',
  '<a href="https://example.com" target="_blank" onclick="window.__xss=1">ok</a>',
  '<p>&lt;script&gt;window.__xss=1&lt;/script&gt;</p>',
  '<div><div><div><img src=x onerror="window.__xss=1"></div></div></div>',
  '<table background="javascript:window.__xss=1"><tr><td>cell</td></tr></table>',
  '<span data-x="1" id="login" class="hidden" tabindex="0">attrs</span>',
];

const ALLOWED_SCHEMES = /^(https?:|mailto:|tel:|\/(?!\/)|#|[^:/?#]+(?:[/?#]|$))/i;

/** Everything in cleaned HTML that could run: what the corpus must never leave behind. */
function executableParts(html: string): string[] {
  const dom = new JSDOM(`<!doctype html><body>${html}</body>`, { virtualConsole: new VirtualConsole() });
  const found: string[] = [];
  for (const el of dom.window.document.body.querySelectorAll('*')) {
    const tag = el.tagName.toLowerCase();
    if (
      ['script', 'iframe', 'object', 'embed', 'svg', 'math', 'style', 'link', 'meta', 'base', 'form', 'template'].includes(tag)
    ) {
      found.push(`<${tag}>`);
    }
    for (const { name, value } of Array.from(el.attributes)) {
      if (name.startsWith('on')) found.push(`${tag}[${name}]`);
      if (
        ['href', 'src', 'xlink:href', 'action', 'background', 'data', 'srcdoc'].includes(name) &&
        !ALLOWED_SCHEMES.test(value.trim())
      ) {
        found.push(`${tag}[${name}=${value}]`);
      }
      if (name === 'style' && /expression|url\(|behavior|binding|javascript/i.test(value)) found.push(`${tag}[style=${value}]`);
    }
  }
  return found;
}

/** Loads the HTML in a script-running DOM and tells whether anything it holds ran. */
async function runs(html: string): Promise<boolean> {
  const dom = new JSDOM(`<!doctype html><body>${html}</body>`, {
    runScripts: 'dangerously',
    pretendToBeVisual: true,
    virtualConsole: new VirtualConsole(),
  });
  const win = dom.window;
  for (const el of win.document.querySelectorAll('*')) {
    for (const event of ['click', 'mouseover', 'focus', 'load', 'error', 'toggle']) el.dispatchEvent(new dom.window.Event(event));
  }
  await new Promise((resolve) => setTimeout(resolve, 20));
  const ran = win.__xss === 1;
  dom.window.close();
  return ran;
}

describe('HTML sanitizer', () => {
  test('the corpus does run when left raw (the checks below would catch it)', async () => {
    expect(await runs(CORPUS[3]!)).toBe(true);
    expect(executableParts(CORPUS.join('\n')).length).toBeGreaterThan(20);
  });

  test.each(CORPUS)('leaves nothing executable of %s', async (payload) => {
    const clean = cleanHtml(payload);
    expect(executableParts(clean)).toEqual([]);
    expect(await runs(clean)).toBe(false);
    expect(clean).not.toMatch(/javascript:|vbscript:|on\w+=/i);
  });

  test('keeps the harmless formatting operators use', () => {
    const html =
      '<h3>Title</h3><p style="text-align:center;color:#c00">Hello <strong>bold</strong> <em>it</em></p>' +
      '<ul><li>one</li></ul><a href="/promotions">promo</a> <a href="https://example.com" target="_blank">out</a>' +
      '<img src="https://cdn.example/x.png" alt="x" width="20"><table><tr><td colspan="2">cell</td></tr></table>';
    const clean = cleanHtml(html);
    expect(clean).toContain('<h3>Title</h3>');
    expect(clean).toContain('<p style="text-align:center;color:#c00">Hello <strong>bold</strong> <em>it</em></p>');
    expect(clean).toContain('<a href="/promotions" rel="noopener noreferrer nofollow">promo</a>');
    expect(clean).toContain('<a href="https://example.com" target="_blank" rel="noopener noreferrer nofollow">out</a>');
    expect(clean).toContain('<img src="https://cdn.example/x.png" alt="x" width="20" />');
    expect(clean).toContain('<td colspan="2">cell</td>');
  });

  test('stores the corpus clean through the operator API and serves it clean', async () => {
    const res = await app.inject({
      method: 'POST',
      url: '/ops/announcements',
      headers: opsHeaders,
      payload: { type: 'PL', title: { en: 'Corpus' }, content: { en: `<p>corpus</p>${CORPUS.join('\n')}` }, sort: -5 },
    });
    expect(res.statusCode, res.body).toBe(200);
    const stored: string = res.json().value.content.en;
    expect(executableParts(stored)).toEqual([]);
    const served = (await app.inject({ method: 'GET', url: '/wps/relay/MCSFE_getListAnnouncements' })).json().value.list[0];
    expect(served.title).toBe('Corpus');
    expect(executableParts(served.content)).toEqual([]);
    expect(await runs(served.content)).toBe(false);
  });

  test('cleans help articles too', async () => {
    const res = await app.inject({
      method: 'PUT',
      url: '/ops/help/sections/xss',
      headers: opsHeaders,
      payload: { title: { en: 'XSS' }, articles: [{ title: { en: 'a' }, content: { en: `<p>ok</p>${CORPUS.join('')}` } }] },
    });
    expect(res.statusCode, res.body).toBe(200);
    const help = (await app.inject({ method: 'GET', url: '/wps/system/helpCenter?lang=en&device=WEB' })).json().value;
    const article = help.sections.find((s: { code: string }) => s.code === 'xss').articles[0];
    expect(executableParts(article.content)).toEqual([]);
  });
});
