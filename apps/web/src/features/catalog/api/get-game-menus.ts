import { queryOptions, useQuery } from '@tanstack/react-query';
import { GameMenus } from '@jade/contract/catalog';
import { api } from '@/lib/api-client';

export const getGameMenus = () => api('/lgw/games/game_menus', GameMenus);

export const gameMenusQuery = (lang: string) =>
  queryOptions({ queryKey: ['catalog', 'game-menus', lang], queryFn: getGameMenus, staleTime: 5 * 60_000 });

export const useGameMenus = (lang: string) => useQuery(gameMenusQuery(lang));
