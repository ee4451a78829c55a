import sanitizeHtml from 'sanitize-html';
import { HTML_MAX_CLEAN_CHARS } from '@jade/contract/announcements';
import { HTML_ALLOWED_TAGS } from '@jade/contract/html';
import { invalidField } from './app-error';

const COLOR = [
  /^#[0-9a-f]{3,8}$/i,
  /^rgba?\(\s*\d{1,3}\s*,\s*\d{1,3}\s*,\s*\d{1,3}\s*(,\s*(0|1|0?\.\d+)\s*)?\)$/i,
  /^[a-z]{3,20}$/i,
];

const OPTIONS: sanitizeHtml.IOptions = {
  allowedTags: HTML_ALLOWED_TAGS,
  allowedAttributes: {
    a: ['href', 'title', 'target', 'rel'],
    img: ['src', 'alt', 'title', 'width', 'height'],
    td: ['colspan', 'rowspan'],
    th: ['colspan', 'rowspan', 'scope'],
    '*': ['style'],
  },
  // Only these declarations survive in style attributes, each matched whole by its pattern.
  allowedStyles: {
    '*': {
      'text-align': [/^(left|right|center|justify)$/],
      color: COLOR,
      'background-color': COLOR,
      'font-weight': [/^(normal|bold|[1-9]00)$/],
      'font-style': [/^(normal|italic)$/],
      'text-decoration': [/^(none|underline|line-through)$/],
    },
  },
  allowedSchemes: ['http', 'https', 'mailto', 'tel'],
  allowedSchemesByTag: { img: ['http', 'https'] },
  allowedSchemesAppliedToAttributes: ['href', 'src'],
  allowProtocolRelative: false,
  // Anything outside the list goes; the contents of these go with them.
  disallowedTagsMode: 'discard',
  nonTextTags: [
    'script',
    'style',
    'textarea',
    'option',
    'noscript',
    'template',
    'iframe',
    'object',
    'svg',
    'math',
    'xmp',
    'noembed',
    'noframes',
  ],
  enforceHtmlBoundary: false,
  parseStyleAttributes: true,
  transformTags: {
    // A link opens in a new tab only when asked, and never hands the page its opener.
    a: (tagName, attribs) => ({
      tagName,
      attribs: {
        ...(attribs.href ? { href: attribs.href } : {}),
        ...(attribs.title ? { title: attribs.title } : {}),
        ...(attribs.target === '_blank' ? { target: '_blank' } : {}),
        rel: 'noopener noreferrer nofollow',
      },
    }),
  },
};

/**
 * Cleans operator HTML (announcements, help articles) with an allow-list: no script, no event
 * handlers, no javascript:/data: URLs, no frames or SVG, and only a few harmless style
 * declarations. Run when content is saved and again when it is served, so a row written by any
 * other path is still clean on the way out.
 */
export function cleanHtml(html: string): string {
  return sanitizeHtml(html, OPTIONS).trim();
}

/** Cleans each language's HTML; content still too long once clean is refused, naming the language. */
export function cleanLocalizedHtml(field: string, text: Record<string, string>): Record<string, string> {
  const out: Record<string, string> = {};
  for (const [lang, html] of Object.entries(text)) {
    const clean = cleanHtml(html);
    if (clean.length > HTML_MAX_CLEAN_CHARS)
      throw invalidField(`${field}.${lang}`, `longer than ${HTML_MAX_CLEAN_CHARS} characters`);
    out[lang] = clean;
  }
  if (!out.en) throw invalidField(`${field}.en`, 'nothing is left once cleaned');
  return out;
}
