import { FavoriteIds } from '@jade/contract/catalog';
import { api } from '@/lib/api-client';

/** Removes a favourite; the answer is every favourite id after the change. */
export const removeFavorite = (nodeId: string) =>
  api(`/wps/relay/removeFavoriteGameV2?nodeId=${encodeURIComponent(nodeId)}`, FavoriteIds, { method: 'DELETE' });
