import { useCallback, useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { GameCategory, GameSelection } from '@jade/contract/catalog';
import { formatCount } from '@/lib/money';
import { useToken } from '@/lib/session';
import { useGameList } from '../api/get-game-list';
import { useDebouncedValue } from '../hooks/use-debounced-value';
import { useGamesContext } from '../hooks/games-context';
import { GameGrid } from './game-grid';
import { GridSkeleton, ListEmpty, ListError } from './list-state';
import { MEMBER_SELECTIONS, SelectionTabs } from './selection-tabs';
import { SlotFilters } from './slot-filters';
import styles from './games.module.css';

/** Search waits this long after the last key before asking the server. */
export const SEARCH_DEBOUNCE_MS = 250;

type Props = {
  gameType: GameCategory;
  vassalage?: string | undefined;
  gameClassify?: string | undefined;
  /** The slot filters (minimum bet 1 or more, 25 lines or more) of /rng. */
  slotFilters?: boolean;
  label: string;
};

/**
 * A category's game list: selection tabs, search as you type, the slot filters and the
 * virtualized grid that loads 20 more titles as it scrolls.
 */
export function GameBrowser({ gameType, vassalage, gameClassify, slotFilters = false, label }: Props) {
  const { t, i18n } = useTranslation();
  const token = useToken();
  const { needLogin, currencySymbol } = useGamesContext();
  const [selection, setSelection] = useState<GameSelection>('ALL');
  const [search, setSearch] = useState('');
  const [minBet1, setMinBet1] = useState(false);
  const [lines25, setLines25] = useState(false);
  const name = useDebouncedValue(search.trim(), SEARCH_DEBOUNCE_MS);
  const searchId = useId();
  // A guest never asks for member selections (the page may have kept one from before sign-out).
  const effective = !token && MEMBER_SELECTIONS.includes(selection) ? 'ALL' : selection;
  const list = useGameList(
    { gameType, vassalage, gameClassify, name, selection: effective, minBet1, lines25, language: i18n.language },
    token,
  );
  const games = list.data?.pages.flatMap((p) => p.list) ?? [];
  const total = list.data?.pages[0]?.total ?? 0;

  const { fetchNextPage } = list;
  const loadMore = useCallback(() => void fetchNextPage(), [fetchNextPage]);

  const choose = (s: GameSelection) => {
    if (MEMBER_SELECTIONS.includes(s) && !token) needLogin();
    else setSelection(s);
  };

  return (
    <section className={styles.browser} aria-label={label}>
      <div className={styles.toolbar}>
        <SelectionTabs value={effective} onChange={choose} />
        <div className={styles.search}>
          <label htmlFor={searchId} className="visually-hidden">
            {t('games.list.search')}
          </label>
          <input
            id={searchId}
            type="search"
            value={search}
            placeholder={t('games.list.searchPlaceholder')}
            onChange={(e) => setSearch(e.target.value)}
            maxLength={60}
            autoComplete="off"
          />
        </div>
      </div>
      {slotFilters ? (
        <SlotFilters minBet1={minBet1} lines25={lines25} onMinBet1={setMinBet1} onLines25={setLines25} symbol={currencySymbol} />
      ) : null}
      <p className={styles.count} role="status" data-testid="games-count">
        {list.isSuccess ? t('games.list.count', { count: total, n: formatCount(total) }) : ''}
      </p>
      {list.isPending ? (
        <GridSkeleton />
      ) : list.isError && games.length === 0 ? (
        <ListError error={list.error} onRetry={() => void list.refetch()} />
      ) : games.length === 0 ? (
        <ListEmpty text={name ? t('games.list.noMatch') : t(`games.list.empty${effective}`)} />
      ) : (
        <GameGrid
          games={games}
          total={total}
          label={label}
          hasMore={list.hasNextPage}
          loadingMore={list.isFetchingNextPage}
          onLoadMore={loadMore}
        />
      )}
    </section>
  );
}
