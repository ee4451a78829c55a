import { api } from '@/lib/api-client';
import { favoriteIds } from './favorite-ids';

/** Adds a favourite; the answer is every favourite id after the change. */
export const addFavorite = (nodeId: string) =>
  api('/wps/relay/addFavoriteGameV2', favoriteIds, { method: 'POST', body: { nodeId } });
