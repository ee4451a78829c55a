import type { FastifyRequest } from 'fastify';
import { DEFAULT_LANGUAGE, LANGUAGE_CODES, type LanguageCode } from '@jade/contract/languages';

const codes = new Set<string>(LANGUAGE_CODES);

/** The interface language of a request: `lang` query, then the `x-lang` header the web sends. */
export function requestLanguage(req: FastifyRequest): LanguageCode {
  const q = (req.query as { lang?: unknown } | undefined)?.lang;
  if (typeof q === 'string' && codes.has(q)) return q as LanguageCode;
  const h = req.headers['x-lang'];
  if (typeof h === 'string' && codes.has(h)) return h as LanguageCode;
  return DEFAULT_LANGUAGE;
}

/** Picks the text for a language, falling back to English, then to any text there is. */
export function pickText(text: Record<string, string> | null | undefined, lang: string): string {
  if (!text) return '';
  return text[lang] || text.en || Object.values(text)[0] || '';
}
