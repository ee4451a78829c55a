import { useCallback } from 'react';
import { useQueries } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import type { GameCategory, VendorCategory } from '@jade/contract/catalog';
import type { CategoryLauncher } from '@/features/catalog/components/category-nav';
import { vendorLanesQuery } from '@/features/games/api/get-vendor-lanes';
import { useLaunch } from '@/features/games/hooks/use-launch';

/**
 * Launches the single vendor of a category (spec §2 Navigation) through its lane's launch item.
 * The lanes of those categories are fetched ahead, so that the click itself can open the game
 * window synchronously (a popup opened after an await is blocked). Returns false while a lane is
 * unknown: the nav then opens the category page instead.
 */
export function useCategoryLaunch(categories: readonly VendorCategory[]): CategoryLauncher {
  const { i18n } = useTranslation();
  const launch = useLaunch();
  const single = categories.filter((c) => c.gameCategory !== 'INHOUSE' && c.vendors.length === 1).map((c) => c.gameCategory);
  const lanes = useQueries({ queries: single.map((c) => vendorLanesQuery(c, i18n.language)) });
  const items = new Map<GameCategory, NonNullable<(typeof lanes)[number]['data']>[number]['launchItem']>();
  single.forEach((c, i) => items.set(c, lanes[i]?.data?.find((l) => l.launchItem)?.launchItem ?? null));
  const key = single.map((c) => `${c}:${items.get(c)?.nodeId ?? ''}`).join(',');
  return useCallback(
    (category: GameCategory) => {
      const item = items.get(category);
      if (!item) return false;
      launch(item, 'real');
      return true;
    },
    // The map is rebuilt each render; `key` names its content.
    // eslint-disable-next-line react-hooks/exhaustive-deps -- items is derived from key
    [key, launch],
  );
}
