import type { QueryClient } from '@tanstack/react-query';
import { gameMenusAnswer, gameMenusQuery, rememberMenus } from '@/features/catalog/api/get-game-menus';
import { bannerListAnswer, bannersQuery } from '@/features/home/api/get-banners';
import { siteConfigAnswer, siteConfigQuery } from '@/features/system/api/get-site-config';
import { statusAnswer, statusQuery } from '@/features/system/api/get-status';
import type { Check } from '@/lib/answer';

/** The id of the data block the server puts into index.html (apps/server/src/plugins/web-first-screen.ts). */
export const FIRST_SCREEN_ID = 'jade-first-screen';

type Answers = { language?: unknown; status?: unknown; siteConfig?: unknown; menus?: unknown; banners?: unknown };

/** The data block's answers, or nothing when the page has none (the dev server) or it is not JSON. */
function readBlock(): Answers | null {
  const text = document.getElementById(FIRST_SCREEN_ID)?.textContent;
  if (!text) return null;
  try {
    const parsed: unknown = JSON.parse(text);
    return parsed && typeof parsed === 'object' ? (parsed as Answers) : null;
  } catch {
    return null;
  }
}

/**
 * Puts the first screen's answers that came inside index.html into the query cache before the
 * first render, as if just fetched: the status, the site config, the vendor list and home's
 * banners. The first render then shows them at once, and no answer arrives while React builds
 * it (an answer landing during a sliced render makes React redo it in one blocking task). Each
 * answer passes the check its API call uses; the language-dependent ones only when they are in
 * the language the app starts in. Says whether the page brought answers, and home's banners.
 */
export function seedFirstScreen(client: QueryClient, language: string): { given: boolean; banners: boolean } {
  const data = readBlock();
  if (!data) return { given: false, banners: false };
  const sameLanguage = data.language === language;
  const seed = <T>(key: readonly unknown[], check: Check<T>, value: unknown, keep?: (data: T) => void): boolean => {
    if (value === undefined) return false;
    try {
      const data = check.parse(value);
      client.setQueryData(key, data);
      keep?.(data);
      return true;
    } catch {
      return false;
    }
  };
  seed(statusQuery().queryKey, statusAnswer, data.status);
  if (!sameLanguage) return { given: true, banners: false };
  seed(siteConfigQuery(language).queryKey, siteConfigAnswer, data.siteConfig);
  // The vendor list is also kept for the tab, as when it is fetched.
  seed(gameMenusQuery(language).queryKey, gameMenusAnswer, data.menus, (menus) => rememberMenus(language, menus));
  return { given: true, banners: seed(bannersQuery('w_home', language).queryKey, bannerListAnswer, data.banners) };
}
