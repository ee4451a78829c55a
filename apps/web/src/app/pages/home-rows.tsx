import { memo } from 'react';
import { useTranslation } from 'react-i18next';
import type { GameCategory, GameItem, VendorCategory, VendorLane } from '@jade/contract/catalog';
import { categoryPath } from '@/config/paths';
import { GameCard } from '@/features/games/components/game-card';
import { useGameList, type GameListFilter } from '@/features/games/api/get-game-list';
import { useHotGames } from '@/features/games/api/get-hot-games';
import { useVendorLanes } from '@/features/games/api/get-vendor-lanes';
import { GameRow } from '@/features/home/components/game-row';
import { VendorTile } from '@/features/home/components/vendor-tile';

/**
 * What each home row shows (spec §2 home), decided per category by what a player expects there:
 * hot titles; the in-house titles; the RNG (slot) vendors, as 10,000 titles are browsed by vendor;
 * live tables, fishing and card titles; and the launch items of the sports, esports and cockfight
 * vendors, which have no titles of their own.
 */
const ROWS: { category: GameCategory; source: 'titles' | 'lanes'; filter?: Partial<GameListFilter> }[] = [
  { category: 'INHOUSE', source: 'titles', filter: { gameType: 'RNG', vassalage: 'INHOUSE' } },
  { category: 'RNG', source: 'lanes' },
  { category: 'LIVE', source: 'titles' },
  { category: 'FISH', source: 'titles' },
  { category: 'PVP', source: 'titles' },
  { category: 'SPORTS', source: 'lanes' },
  { category: 'ESPORTS', source: 'lanes' },
  { category: 'COCKFIGHT', source: 'lanes' },
];

const gameKey = (g: GameItem) => g.nodeId;
const renderGame = (g: GameItem) => <GameCard game={g} />;

function HotRow() {
  const { t, i18n } = useTranslation();
  const hot = useHotGames(i18n.language);
  return (
    <GameRow id="HOT" title={t('home.hot')} items={hot.data ?? []} itemKey={gameKey} renderItem={renderGame} query={hot} lead />
  );
}

type TitlesProps = { category: GameCategory; filter?: Partial<GameListFilter> | undefined; lead: boolean };

function TitlesRow({ category, filter, lead }: TitlesProps) {
  const { t, i18n } = useTranslation();
  // Page 1 of the category's list: the same query (and cache) as its game-list centre.
  const list = useGameList({ gameType: category, selection: 'ALL', ...filter, language: i18n.language }, null);
  return (
    <GameRow
      id={category}
      title={t(`nav.${category}`)}
      moreTo={categoryPath(category)}
      items={list.data?.pages[0]?.list ?? []}
      itemKey={gameKey}
      renderItem={renderGame}
      query={list}
      lead={lead}
    />
  );
}

function LanesRow({ category, imageHost, lead }: { category: GameCategory; imageHost: string; lead: boolean }) {
  const { t, i18n } = useTranslation();
  const lanes = useVendorLanes(category, i18n.language);
  const render = (lane: VendorLane) =>
    lane.launchItem ? <GameCard game={lane.launchItem} /> : <VendorTile lane={lane} imageHost={imageHost} />;
  return (
    <GameRow
      id={category}
      title={t(`nav.${category}`)}
      moreTo={categoryPath(category)}
      items={lanes.data ?? []}
      itemKey={(l) => l.vassalage}
      renderItem={render}
      query={lanes}
      lead={lead}
      shape={category === 'RNG' ? 'tile' : 'card'}
    />
  );
}

const pending = { isPending: true, isError: false, refetch: () => undefined };

/** Every row, loading, while the categories are not known yet. */
function RowsPlaceholder() {
  const { t } = useTranslation();
  return (
    <>
      <HotRow />
      {ROWS.map((r, i) => (
        <GameRow
          key={r.category}
          id={r.category}
          title={t(`nav.${r.category}`)}
          items={[]}
          itemKey={String}
          renderItem={() => null}
          query={pending}
          lead={i + 1 < LEAD_ROWS}
          shape={r.category === 'RNG' ? 'tile' : 'card'}
        />
      ))}
    </>
  );
}

/** How many rows (hot included) lead the page on a phone, before the winners board. */
const LEAD_ROWS = 2;

/** The home game rows, leaving out the categories without vendors. */
type Props = {
  categories: readonly VendorCategory[];
  /** The categories are still loading: every row holds its place until they say which stay. */
  loading: boolean;
  imageHost: string;
};

/**
 * Memoized: the home page re-renders as each of its own answers comes (notices, banners, winners…);
 * the rows, each with its own query, need not render again with it.
 */
export const HomeRows = memo(function HomeRows({ categories, loading, imageHost }: Props) {
  const offered = new Set(categories.filter((c) => c.vendors.length > 0).map((c) => c.gameCategory));
  if (loading) return <RowsPlaceholder />;
  return (
    <>
      <HotRow />
      {ROWS.filter((r) => offered.has(r.category)).map((r, i) =>
        r.source === 'titles' ? (
          <TitlesRow key={r.category} category={r.category} filter={r.filter} lead={i + 1 < LEAD_ROWS} />
        ) : (
          <LanesRow key={r.category} category={r.category} imageHost={imageHost} lead={i + 1 < LEAD_ROWS} />
        ),
      )}
    </>
  );
});
