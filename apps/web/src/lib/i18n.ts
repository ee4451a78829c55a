import i18n, { type BackendModule } from 'i18next';
import { initReactI18next } from 'react-i18next';
import { DEFAULT_LANGUAGE, LANGUAGES, RTL_LANGUAGES, type LanguageCode } from '@jade/contract/language-list';
import enFirst from 'virtual:jade-locale/en-first';
import { local, STORAGE_KEYS } from './storage';

/** Every English text (the type only: the texts come in two parts, see below). */
type EnTexts = typeof import('../locales/en.json');
/** Texts of pages players reach from a launch only (the game pages): loaded with those pages. */
type PlayTexts = typeof import('../locales/play.en.json');
/** Texts of the lottery pages (/lottery, /vnLottery, /seaLottery): loaded with those pages. */
type LotteryTexts = typeof import('../locales/lottery.en.json');
/** Texts of the promotions page and the reward centre: loaded with them. */
type PromotionsTexts = typeof import('../locales/promotions.en.json');
/** Texts of the VIP and manual rebate pages: loaded with them. */
type VipTexts = typeof import('../locales/vip.en.json');
/** Texts of the invite-friends page (personal centre `referral`): loaded with it. */
type ReferralTexts = typeof import('../locales/referral.en.json');
/** Texts of the points mall (/pointMall): loaded with it. */
type PointMallTexts = typeof import('../locales/pointMall.en.json');
/** Texts of the missions page (personal centre `missionLeaderboard`): loaded with it. */
type MissionsTexts = typeof import('../locales/missions.en.json');
/** Texts of the operator console (/ops-console): loaded with it. */
type OpsTexts = (typeof import('../locales/ops/en'))['default'];

declare module 'i18next' {
  interface CustomTypeOptions {
    defaultNS: 'translation';
    resources: {
      translation: EnTexts & {
        play: PlayTexts;
        lottery: LotteryTexts;
        promotions: PromotionsTexts;
        vip: VipTexts;
        referral: ReferralTexts;
        pointMall: PointMallTexts;
        missions: MissionsTexts;
        ops: OpsTexts;
      };
    };
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

/**
 * English is every language's fallback. Its sections the first screen shows are in the main bundle
 * (en.json split at build time, vite.config.ts); the rest (forms, centres, agent, payments,
 * errors…) is a chunk fetched as soon as the page has loaded, and added when it comes (what shows
 * it re-renders then). Nepali is a chunk of its own, loaded when it is chosen, so English visitors
 * do not download it. Languages without a file of their own fall back to English.
 */
export const englishRest: Promise<void> = new Promise<void>((resolve) => {
  if (typeof window === 'undefined' || document.readyState === 'complete') resolve();
  else window.addEventListener('load', () => resolve(), { once: true });
})
  .then(() => import('virtual:jade-locale/en-rest'))
  .then(
    (m) => {
      i18n.addResourceBundle('en', 'translation', m.default, true, false);
    },
    () => undefined,
  );

const lazyLocales: BackendModule = {
  type: 'backend',
  init() {},
  read(language, _namespace, callback) {
    if (language !== 'ne') return callback(null, language === 'en' ? enFirst : {});
    import('../locales/ne.json').then(
      (m) => callback(null, m.default),
      (err: Error) => callback(err, null),
    );
  },
};

/** Resolves when the first language's texts are there (render after it: no flash of English). */
export const i18nReady = i18n
  .use(lazyLocales)
  .use(initReactI18next)
  .init({
    resources: { en: { translation: enFirst } },
    partialBundledLanguages: true,
    lng: initialLanguage(),
    fallbackLng: 'en',
    supportedLngs: LANGUAGES.map((l) => l.code),
    interpolation: { escapeValue: false },
    returnNull: false,
    // A section loaded later (loadSection) re-renders the components that use it.
    react: { bindI18nStore: 'added' },
  });

/**
 * Sections kept out of the main bundle: their texts load with the pages that use them, in the
 * current language and English (the fallback), and again in each language chosen later.
 */
const SECTIONS = {
  play: { en: () => import('../locales/play.en.json'), ne: () => import('../locales/play.ne.json') },
  lottery: { en: () => import('../locales/lottery.en.json'), ne: () => import('../locales/lottery.ne.json') },
  promotions: { en: () => import('../locales/promotions.en.json'), ne: () => import('../locales/promotions.ne.json') },
  vip: { en: () => import('../locales/vip.en.json'), ne: () => import('../locales/vip.ne.json') },
  referral: { en: () => import('../locales/referral.en.json'), ne: () => import('../locales/referral.ne.json') },
  pointMall: { en: () => import('../locales/pointMall.en.json'), ne: () => import('../locales/pointMall.ne.json') },
  missions: { en: () => import('../locales/missions.en.json'), ne: () => import('../locales/missions.ne.json') },
  ops: { en: () => import('../locales/ops/en'), ne: () => import('../locales/ops/ne') },
} as const;
type Section = keyof typeof SECTIONS;
const wanted = new Set<Section>();

async function addSection(section: Section, language: string) {
  const files = SECTIONS[section];
  const langs = new Set<keyof typeof files>(['en', language === 'ne' ? 'ne' : 'en']);
  await Promise.all(
    [...langs].map(async (l) => {
      if (i18n.getResource(l, 'translation', section) !== undefined) return;
      const texts = (await files[l]()).default;
      i18n.addResourceBundle(l, 'translation', { [section]: texts }, true, true);
    }),
  );
}

/** Loads a section's texts (resolves once they can be shown). */
export function loadSection(section: Section): Promise<void> {
  wanted.add(section);
  return i18nReady.then(() => addSection(section, i18n.language));
}

i18n.on('languageChanged', (language) => {
  for (const s of wanted) void addSection(s, language);
});

export default i18n;
