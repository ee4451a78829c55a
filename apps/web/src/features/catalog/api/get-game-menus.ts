import { queryOptions, useQuery } from '@tanstack/react-query';
import type { GameMenus } from '@jade/contract/catalog';
import { answer } from '@/lib/answer';
import { api } from '@/lib/api-client';
import { session } from '@/lib/storage';

const STALE_MS = 5 * 60_000;

export const gameMenusAnswer = answer<typeof GameMenus>({ categories: 'array' });

/** The sessionStorage key of the cached vendor list of one language (spec §2: cached per tab). */
export const gameMenusStorageKey = (lang: string) => `gameMenus:${lang}`;

/** The cached vendor list of a language and when it was fetched, if it is still valid. */
export function readCachedMenus(lang: string): { data: GameMenus; at: number } | undefined {
  const raw = session.get(gameMenusStorageKey(lang));
  if (!raw) return undefined;
  try {
    const parsed = JSON.parse(raw) as { at?: unknown; data?: unknown };
    return typeof parsed.at === 'number' ? { data: gameMenusAnswer.parse(parsed.data), at: parsed.at } : undefined;
  } catch {
    return undefined;
  }
}

/** Keeps a language's vendor list for the tab (fetched, or brought by index.html: app/first-screen.ts). */
export function rememberMenus(lang: string, data: GameMenus) {
  session.set(gameMenusStorageKey(lang), JSON.stringify({ at: Date.now(), data }));
}

export async function getGameMenus(lang: string): Promise<GameMenus> {
  const data = await api('/lgw/games/game_menus', gameMenusAnswer);
  rememberMenus(lang, data);
  return data;
}

/**
 * The vendor list (game_menus) of a language. It is kept in sessionStorage per language, so a
 * reload in the same tab renders the menus at once; a language change is a new key, so it is
 * fetched again in that language.
 */
export const gameMenusQuery = (lang: string) =>
  queryOptions({
    queryKey: ['catalog', 'game-menus', lang],
    queryFn: () => getGameMenus(lang),
    staleTime: STALE_MS,
    initialData: () => readCachedMenus(lang)?.data,
    initialDataUpdatedAt: () => readCachedMenus(lang)?.at,
  });

export const useGameMenus = (lang: string) => useQuery(gameMenusQuery(lang));
