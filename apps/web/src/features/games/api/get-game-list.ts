import { infiniteQueryOptions, useInfiniteQuery } from '@tanstack/react-query';
import type { GameCategory, GameListPage, GameSelection } from '@jade/contract/catalog';
import { LIMITS } from '@jade/contract/limits';
import { answer } from '@/lib/answer';
import { api } from '@/lib/api-client';
import { clientParams, GAMES_KEY, toQuery } from './keys';

export type GameListFilter = {
  gameType: GameCategory;
  vassalage?: string | undefined;
  gameClassify?: string | undefined;
  name?: string | undefined;
  selection: GameSelection;
  minBet1?: boolean | undefined;
  lines25?: boolean | undefined;
  language: string;
};

const PAGE_SIZE = LIMITS.gameListPageSize;

const gameListPage = answer<typeof GameListPage>({ list: 'array', pageNo: 'number', totalPages: 'number' });

export const getGameList = (f: GameListFilter, pageNo: number, signal?: AbortSignal) =>
  api(
    `/wps/relay/GCSGAME_gameList?${toQuery({
      ...clientParams(f.language),
      gameType: f.gameType,
      vassalage: f.vassalage,
      gameClassify: f.gameClassify,
      name: f.name?.trim(),
      selection: f.selection,
      minBet1: f.minBet1,
      lines25: f.lines25,
      pageNo,
      pageSize: PAGE_SIZE,
    })}`,
    gameListPage,
    signal ? { signal } : {},
  );

/**
 * One category's games, 20 a page, loaded page after page as the list scrolls. FAV and RECENT
 * depend on who is signed in, so their key carries the token.
 */
export const gameListQuery = (f: GameListFilter, token: string | null) =>
  infiniteQueryOptions({
    queryKey: [...GAMES_KEY, 'list', f, f.selection === 'FAV' || f.selection === 'RECENT' ? token : null],
    queryFn: ({ pageParam, signal }) => getGameList(f, pageParam, signal),
    initialPageParam: 1,
    getNextPageParam: (last) => (last.pageNo < last.totalPages ? last.pageNo + 1 : undefined),
    staleTime: 60_000,
  });

export const useGameList = (f: GameListFilter, token: string | null, enabled = true) =>
  useInfiniteQuery({ ...gameListQuery(f, token), enabled });
