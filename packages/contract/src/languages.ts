import { z } from 'zod';
import { canonicalLanguage, LANGUAGE_CODES } from './language-list';

export {
  canonicalLanguage,
  DEFAULT_LANGUAGE,
  LANGUAGE_CODES,
  LANGUAGES,
  RTL_LANGUAGES,
  type LanguageCode,
} from './language-list';

const toCanonical = (v: unknown) => (typeof v === 'string' ? (canonicalLanguage(v) ?? v) : v);

/** A language code on the wire: accepted in any case (spec codes like `EN`), read as ours. */
export const LanguageCodeSchema = z.preprocess(toCanonical, z.enum(LANGUAGE_CODES));

/** Per-language texts with their keys read as our codes (`EN` → `en`); unknown keys stay as sent. */
export const withCanonicalLanguageKeys = <T extends z.ZodType>(schema: T) =>
  z.preprocess((v) => {
    if (!v || typeof v !== 'object' || Array.isArray(v)) return v;
    const out: Record<string, unknown> = {};
    for (const [k, text] of Object.entries(v)) {
      const key = canonicalLanguage(k) ?? k;
      // Two spellings of one language (`en` and `EN`) keep the raw key, so it is refused as unknown.
      out[key in out ? k : key] = text;
    }
    return out;
  }, schema);
