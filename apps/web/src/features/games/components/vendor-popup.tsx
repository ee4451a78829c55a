import { useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { GameItem } from '@jade/contract/catalog';
import { Button } from '@/components/ui/button';
import { Dialog } from '@/components/ui/dialog';
import { useToken } from '@/lib/session';
import { useGameList } from '../api/get-game-list';
import { useDebouncedValue } from '../hooks/use-debounced-value';
import { GameCard } from './game-card';
import { GridSkeleton, ListEmpty, ListError } from './list-state';
import styles from './games.module.css';

/**
 * The game popup (spec §2 modals): a vendor item (isGame VASSALAGE) lists that vendor's titles,
 * searchable, 20 at a time, through the same list call with its vassalage.
 */
export function VendorPopup({ game, onClose }: { game: GameItem; onClose: () => void }) {
  const { t, i18n } = useTranslation();
  const token = useToken();
  const [search, setSearch] = useState('');
  const name = useDebouncedValue(search.trim(), 250);
  const searchId = useId();
  const list = useGameList(
    { gameType: game.gameType, vassalage: game.vassalage, name, selection: 'ALL', language: i18n.language },
    token,
  );
  const games = list.data?.pages.flatMap((p) => p.list) ?? [];
  return (
    <Dialog open onOpenChange={(o) => !o && onClose()} title={game.displayName || game.gameName}>
      <div className={styles.popup} data-testid="vendor-popup">
        <label htmlFor={searchId} className="visually-hidden">
          {t('games.list.search')}
        </label>
        <input
          id={searchId}
          className={styles.popupSearch}
          type="search"
          value={search}
          placeholder={t('games.list.searchPlaceholder')}
          onChange={(e) => setSearch(e.target.value)}
          maxLength={60}
          autoComplete="off"
        />
        {list.isPending ? (
          <GridSkeleton count={4} />
        ) : list.isError && games.length === 0 ? (
          <ListError error={list.error} onRetry={() => void list.refetch()} />
        ) : games.length === 0 ? (
          <ListEmpty text={t('games.list.noMatch')} />
        ) : (
          <ul className={styles.popupGrid} aria-label={t('games.list.vendorGames', { name: game.displayName })}>
            {games.map((g) => (
              <li key={g.nodeId}>
                <GameCard game={g} />
              </li>
            ))}
          </ul>
        )}
        {list.hasNextPage ? (
          <Button variant="secondary" disabled={list.isFetchingNextPage} onClick={() => void list.fetchNextPage()}>
            {list.isFetchingNextPage ? t('games.list.loadingMore') : t('games.list.showMore')}
          </Button>
        ) : null}
      </div>
    </Dialog>
  );
}
