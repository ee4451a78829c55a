import { useTranslation } from 'react-i18next';
import type { GameItem } from '@jade/contract/catalog';
import { assetUrl } from '@/lib/cdn';
import { useGameList } from '../api/get-game-list';
import { useHotGames } from '../api/get-hot-games';
import { useGamesContext } from '../hooks/games-context';
import { useLaunch } from '../hooks/use-launch';
import styles from './games.module.css';

/** How many other games a maintenance message suggests. */
export const SUGGESTION_COUNT = 6;

/** Other playable games: the same category's first, topped up from the hot games. */
export function pickSuggestions(game: GameItem, sameCategory: GameItem[], hot: GameItem[], count = SUGGESTION_COUNT): GameItem[] {
  const seen = new Set([game.nodeId]);
  const out: GameItem[] = [];
  for (const g of [...sameCategory, ...hot]) {
    if (out.length >= count) break;
    if (seen.has(g.nodeId) || g.maintenance || g.isGame !== 'GAME') continue;
    seen.add(g.nodeId);
    out.push(g);
  }
  return out;
}

/** The games offered instead of one under maintenance; each launches like a card. */
export function SuggestedGames({ game }: { game: GameItem }) {
  const { t, i18n } = useTranslation();
  const { imageHost } = useGamesContext();
  const launch = useLaunch();
  const same = useGameList({ gameType: game.gameType, selection: 'ALL', language: i18n.language }, null);
  const hot = useHotGames(i18n.language);
  const picks = pickSuggestions(game, same.data?.pages[0]?.list ?? [], hot.data ?? []);
  if (same.isPending || hot.isPending) return <p role="status">{t('common.loading')}</p>;
  if (picks.length === 0) return null;
  return (
    <section aria-label={t('games.launch.suggestions')}>
      <h3 className={styles.suggestTitle}>{t('games.launch.suggestions')}</h3>
      <ul className={styles.suggest} data-testid="suggested-games">
        {picks.map((g) => {
          const name = g.displayName || g.gameName;
          return (
            <li key={g.nodeId}>
              <button type="button" onClick={() => launch(g)} aria-label={t('games.card.playName', { name })}>
                <img src={assetUrl(imageHost, g.iconUrl)} alt="" width={72} height={72} loading="lazy" />
                <span>{name}</span>
              </button>
            </li>
          );
        })}
      </ul>
    </section>
  );
}
