import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { useToken } from '@/lib/session';
import { favoriteListQuery } from '../api/get-favorite-list';
import { recentGamesQuery } from '../api/get-recent-games';
import { GameGrid } from './game-grid';
import { GridSkeleton, ListEmpty, ListError } from './list-state';

/** The signed-in member's favourite (/favorite) or recently played (/recent) games. */
export function AccountGameList({ kind }: { kind: 'favorite' | 'recent' }) {
  const { t, i18n } = useTranslation();
  const token = useToken();
  const favourites = useQuery({ ...favoriteListQuery(token, i18n.language), enabled: token !== null && kind === 'favorite' });
  const recent = useQuery({ ...recentGamesQuery(token, i18n.language), enabled: token !== null && kind === 'recent' });
  const q = kind === 'favorite' ? favourites : recent;
  const label = kind === 'favorite' ? t('games.account.favoriteTitle') : t('games.account.recentTitle');
  if (q.isPending) return <GridSkeleton />;
  if (q.isError) return <ListError error={q.error} onRetry={() => void q.refetch()} />;
  if (q.data.length === 0)
    return <ListEmpty text={kind === 'favorite' ? t('games.account.favoriteEmpty') : t('games.account.recentEmpty')} />;
  return <GameGrid games={q.data} label={label} />;
}
