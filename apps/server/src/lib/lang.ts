import type { FastifyRequest } from 'fastify';
import { DEFAULT_LANGUAGE, canonicalLanguage, type LanguageCode } from '@jade/contract/languages';

/** A language named by a query value or header, in any case (`EN`, `zh_cn`); null when none of ours. */
export function languageOf(value: unknown): LanguageCode | null {
  return typeof value === 'string' ? canonicalLanguage(value) : null;
}

/** The interface language of a request: `lang` query, then the `x-lang` header the web sends. */
export function requestLanguage(req: FastifyRequest): LanguageCode {
  const q = (req.query as { lang?: unknown } | undefined)?.lang;
  return languageOf(q) ?? languageOf(req.headers['x-lang']) ?? DEFAULT_LANGUAGE;
}

/** Picks the text for a language, falling back to English, then to any text there is. */
export function pickText(text: Record<string, string> | null | undefined, lang: string): string {
  if (!text) return '';
  return text[lang] || text.en || Object.values(text)[0] || '';
}
