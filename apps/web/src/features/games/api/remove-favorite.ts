import { api } from '@/lib/api-client';
import { favoriteIds } from './favorite-ids';

/** Removes a favourite; the answer is every favourite id after the change. */
export const removeFavorite = (nodeId: string) =>
  api(`/wps/relay/removeFavoriteGameV2?nodeId=${encodeURIComponent(nodeId)}`, favoriteIds, { method: 'DELETE' });
