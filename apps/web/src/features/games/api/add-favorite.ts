import { FavoriteIds } from '@jade/contract/catalog';
import { api } from '@/lib/api-client';

/** Adds a favourite; the answer is every favourite id after the change. */
export const addFavorite = (nodeId: string) =>
  api('/wps/relay/addFavoriteGameV2', FavoriteIds, { method: 'POST', body: { nodeId } });
