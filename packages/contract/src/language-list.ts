/**
 * The interface languages and their codes, without the validation library: the web's first screen
 * reads them (language selector, document direction), so they stay free of zod. `languages.ts`
 * holds the wire schemas built on them and re-exports all of this.
 */

/**
 * The interface languages offered in the selector. `hasLocale` marks the ones with a complete
 * locale file; the others fall back to English and the selector says so.
 */
export const LANGUAGES = [
  { code: 'en', name: 'English', hasLocale: true },
  { code: 'ne', name: 'नेपाली', hasLocale: true },
  { code: 'hi', name: 'हिन्दी', hasLocale: false },
  { code: 'bn', name: 'বাংলা', hasLocale: false },
  { code: 'ur', name: 'اردو', hasLocale: false },
  { code: 'ta', name: 'தமிழ்', hasLocale: false },
  { code: 'te', name: 'తెలుగు', hasLocale: false },
  { code: 'mr', name: 'मराठी', hasLocale: false },
  { code: 'gu', name: 'ગુજરાતી', hasLocale: false },
  { code: 'kn', name: 'ಕನ್ನಡ', hasLocale: false },
  { code: 'ml', name: 'മലയാളം', hasLocale: false },
  { code: 'pa', name: 'ਪੰਜਾਬੀ', hasLocale: false },
  { code: 'si', name: 'සිංහල', hasLocale: false },
  { code: 'my', name: 'မြန်မာ', hasLocale: false },
  { code: 'th', name: 'ไทย', hasLocale: false },
  { code: 'vi', name: 'Tiếng Việt', hasLocale: false },
  { code: 'id', name: 'Bahasa Indonesia', hasLocale: false },
  { code: 'ms', name: 'Bahasa Melayu', hasLocale: false },
  { code: 'fil', name: 'Filipino', hasLocale: false },
  { code: 'km', name: 'ខ្មែរ', hasLocale: false },
  { code: 'lo', name: 'ລາວ', hasLocale: false },
  { code: 'zh-CN', name: '简体中文', hasLocale: false },
  { code: 'zh-TW', name: '繁體中文', hasLocale: false },
  { code: 'ja', name: '日本語', hasLocale: false },
  { code: 'ko', name: '한국어', hasLocale: false },
  { code: 'mn', name: 'Монгол', hasLocale: false },
  { code: 'ru', name: 'Русский', hasLocale: false },
  { code: 'tr', name: 'Türkçe', hasLocale: false },
  { code: 'ar', name: 'العربية', hasLocale: false },
  { code: 'fa', name: 'فارسی', hasLocale: false },
  { code: 'es', name: 'Español', hasLocale: false },
  { code: 'pt', name: 'Português', hasLocale: false },
  { code: 'fr', name: 'Français', hasLocale: false },
  { code: 'de', name: 'Deutsch', hasLocale: false },
  { code: 'it', name: 'Italiano', hasLocale: false },
] as const;

export type LanguageCode = (typeof LANGUAGES)[number]['code'];

export const LANGUAGE_CODES = LANGUAGES.map((l) => l.code) as [LanguageCode, ...LanguageCode[]];

export const DEFAULT_LANGUAGE: LanguageCode = 'en';

const byFolded = new Map<string, LanguageCode>(LANGUAGE_CODES.map((c) => [c.toLowerCase(), c]));

/**
 * The language a code names, in any case and with `_` or `-` (`EN`, `zh_cn`, `ZH-cn` → `en`,
 * `zh-CN`, `zh-CN`); null when it names none of ours.
 */
export function canonicalLanguage(code: string): LanguageCode | null {
  return byFolded.get(code.trim().toLowerCase().replace('_', '-')) ?? null;
}

/** Languages written right to left; the web sets `dir="rtl"` for them. */
export const RTL_LANGUAGES: readonly LanguageCode[] = ['ar', 'fa', 'ur'];
