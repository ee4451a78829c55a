import type { FavoriteIds } from '@jade/contract/catalog';
import { answer } from '@/lib/answer';

/** Every favourite id of the member (the list and both changes answer it). */
export const favoriteIds = answer<typeof FavoriteIds>({ ids: 'array' });
