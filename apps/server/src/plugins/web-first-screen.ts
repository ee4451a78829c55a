import type { FastifyInstance, FastifyRequest } from 'fastify';
import { canonicalLanguage, DEFAULT_LANGUAGE } from '@jade/contract/languages';

/** The id of the data block in index.html that the web reads before its first render. */
export const FIRST_SCREEN_ID = 'jade-first-screen';

/**
 * The answers the first screen of every page waits for, put into the index.html the server sends,
 * so the web renders them without a round trip after its JavaScript has run: the status, the site
 * config and the vendor list, and on home its banners, with a preload of the first banner (the
 * largest thing on a phone's first screen) that the browser starts while it parses the page.
 * Each one is the API's own answer to the same call, made in process (`app.inject`) with the
 * visitor's address (the status and the gate depend on it) and language; a call that fails or is
 * refused (the site closed) is left out, and the web asks for it as usual.
 */
type Answers = {
  language: string;
  status?: unknown;
  siteConfig?: unknown;
  menus?: unknown;
  banners?: unknown;
};

/** The language the web will start in when nothing is remembered: the browser's first, if ours. */
export function visitorLanguage(acceptLanguage: string | undefined): string {
  const first = (acceptLanguage ?? '').split(',')[0]?.split(';')[0]?.trim() ?? '';
  if (!first) return DEFAULT_LANGUAGE;
  return canonicalLanguage(first) ?? canonicalLanguage(first.split('-')[0] ?? '') ?? DEFAULT_LANGUAGE;
}

async function readAnswers(app: FastifyInstance, req: FastifyRequest, home: boolean): Promise<Answers> {
  const language = visitorLanguage(req.headers['accept-language']);
  const call = async (url: string): Promise<unknown> => {
    try {
      const res = await app.inject({
        method: 'GET',
        url,
        remoteAddress: req.ip,
        headers: { accept: 'application/json', 'x-lang': language },
      });
      const body = res.json<{ success?: boolean; value?: unknown }>();
      return res.statusCode === 200 && body.success ? body.value : undefined;
    } catch {
      return undefined;
    }
  };
  const [status, siteConfig, menus, banners] = await Promise.all([
    call('/wps/system/status'),
    call('/wps/system/permission'),
    call('/lgw/games/game_menus'),
    home ? call(`/wps/relay/banners?${new URLSearchParams({ groupName: 'w_home', language })}`) : undefined,
  ]);
  return { language, status, siteConfig, menus, banners };
}

/**
 * JSON safe inside a `<script type="application/json">` block: no `<` (so no `</script>` or
 * `<!--` can end or change the block, whatever the texts hold), no `>` or `&`, and no line or
 * paragraph separators; JSON.parse reads the escapes back as the same characters.
 */
export function jsonForScript(value: unknown): string {
  return JSON.stringify(value)
    .replace(/</g, '\\u003c')
    .replace(/>/g, '\\u003e')
    .replace(/&/g, '\\u0026')
    .replace(/\u2028/g, '\\u2028')
    .replace(/\u2029/g, '\\u2029');
}

/** Text safe inside a double-quoted HTML attribute. */
const attribute = (text: string) =>
  text.replace(/&/g, '&amp;').replace(/"/g, '&quot;').replace(/</g, '&lt;').replace(/>/g, '&gt;');

/** The first banner's address, as the web shows it (one image host, or this server); none with several hosts (the web picks one at random). */
function firstBannerUrl(answers: Answers): string | null {
  const config = answers.siteConfig as { imageCDNs?: unknown } | undefined;
  const list = (answers.banners as { announcementImages?: unknown } | undefined)?.announcementImages;
  const hosts = Array.isArray(config?.imageCDNs) ? (config.imageCDNs as unknown[]) : null;
  if (!hosts || hosts.length > 1 || !Array.isArray(list)) return null;
  const first = [...(list as { url?: unknown; sequence?: unknown }[])]
    .filter((b) => typeof b.url === 'string')
    .sort((a, b) => Number(a.sequence) - Number(b.sequence))[0];
  if (!first) return null;
  const path = String(first.url);
  if (/^https?:\/\//.test(path)) return path;
  const host = typeof hosts[0] === 'string' && hosts[0] !== '/' ? hosts[0].replace(/\/+$/, '') : '';
  return `${host}${path.startsWith('/') ? path : `/${path}`}`;
}

/** index.html with the first screen's answers (and on home the first banner's preload) in its head. */
export async function withFirstScreen(app: FastifyInstance, req: FastifyRequest, html: string, home: boolean): Promise<string> {
  const answers = await readAnswers(app, req, home);
  const banner = home ? firstBannerUrl(answers) : null;
  const head = [
    banner ? `<link rel="preload" as="image" href="${attribute(banner)}" fetchpriority="high">` : '',
    `<script id="${FIRST_SCREEN_ID}" type="application/json">${jsonForScript(answers)}</script>`,
  ].join('');
  const at = html.indexOf('</head>');
  if (at >= 0) return `${html.slice(0, at)}${head}${html.slice(at)}`;
  const root = html.indexOf('<div id="root"');
  return root >= 0 ? `${html.slice(0, root)}${head}${html.slice(root)}` : `${head}${html}`;
}
