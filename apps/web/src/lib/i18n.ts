import i18n from 'i18next';
import { initReactI18next } from 'react-i18next';
import { DEFAULT_LANGUAGE, LANGUAGES, RTL_LANGUAGES, type LanguageCode } from '@jade/contract/languages';
import en from '../locales/en.json';
import ne from '../locales/ne.json';
import { local, STORAGE_KEYS } from './storage';

declare module 'i18next' {
  interface CustomTypeOptions {
    defaultNS: 'translation';
    resources: { translation: typeof en };
  }
}

const known = new Set<string>(LANGUAGES.map((l) => l.code));

/** The remembered language (`lang`), else the browser's if offered, else the default. */
export function initialLanguage(): LanguageCode {
  const stored = local.get(STORAGE_KEYS.language);
  if (stored && known.has(stored)) return stored as LanguageCode;
  const browser = typeof navigator !== 'undefined' ? navigator.language : '';
  if (known.has(browser)) return browser as LanguageCode;
  const base = browser.split('-')[0] ?? '';
  if (known.has(base)) return base as LanguageCode;
  return DEFAULT_LANGUAGE;
}

/** Sets `lang` and `dir` on the document for the chosen language. */
export function applyDocumentLanguage(code: string) {
  document.documentElement.lang = code;
  document.documentElement.dir = (RTL_LANGUAGES as readonly string[]).includes(code) ? 'rtl' : 'ltr';
}

/**
 * Remembers a language choice: `lang` holds the current one, `hisLang` the previous choices (most
 * recent first), so the selector can offer them first.
 */
export function rememberLanguage(code: LanguageCode) {
  const history = (() => {
    try {
      const parsed: unknown = JSON.parse(local.get(STORAGE_KEYS.languageHistory) ?? '[]');
      return Array.isArray(parsed) ? parsed.filter((c): c is string => typeof c === 'string' && known.has(c)) : [];
    } catch {
      return [];
    }
  })();
  local.set(STORAGE_KEYS.language, code);
  local.set(STORAGE_KEYS.languageHistory, JSON.stringify([code, ...history.filter((c) => c !== code)].slice(0, 5)));
}

void i18n.use(initReactI18next).init({
  resources: { en: { translation: en }, ne: { translation: ne } },
  lng: initialLanguage(),
  fallbackLng: 'en',
  supportedLngs: LANGUAGES.map((l) => l.code),
  interpolation: { escapeValue: false },
  returnNull: false,
});

export default i18n;
