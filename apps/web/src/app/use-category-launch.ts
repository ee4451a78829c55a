import { memo, useCallback } from 'react';
import { useQueries, useQueryClient } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import type { GameCategory, VendorCategory } from '@jade/contract/catalog';
import type { CategoryLauncher } from '@/features/catalog/components/category-nav';
import { vendorLanesQuery } from '@/features/games/api/get-vendor-lanes';
import { useLaunch } from '@/features/games/hooks/use-launch';

/** The categories whose single vendor the nav launches directly. */
const singleVendor = (categories: readonly VendorCategory[]): GameCategory[] =>
  categories.filter((c) => c.gameCategory !== 'INHOUSE' && c.vendors.length === 1).map((c) => c.gameCategory);

/**
 * Keeps the lanes of the single-vendor categories fetched (and in the cache) while the shell is
 * up. A component of its own that renders nothing: their answers re-render it alone, not the
 * shell, its side menu and footer.
 */
export const CategoryLanes = memo(function CategoryLanes({ categories }: { categories: readonly VendorCategory[] }) {
  const { i18n } = useTranslation();
  useQueries({ queries: singleVendor(categories).map((c) => vendorLanesQuery(c, i18n.language)), combine: () => null });
  return null;
});

/**
 * Launches the single vendor of a category (spec §2 Navigation) through its lane's launch item.
 * The lanes of those categories are fetched ahead (CategoryLanes), so that the click itself can
 * open the game window synchronously (a popup opened after an await is blocked): the click reads
 * the cached lanes. Returns false while a lane is unknown: the nav then opens the category page
 * instead. The launcher changes only with the categories and the language.
 */
export function useCategoryLaunch(categories: readonly VendorCategory[]): CategoryLauncher {
  const { i18n } = useTranslation();
  const client = useQueryClient();
  const launch = useLaunch();
  const language = i18n.language;
  return useCallback(
    (category: GameCategory) => {
      if (!singleVendor(categories).includes(category)) return false;
      const options = vendorLanesQuery(category, language);
      const raw = client.getQueryData(options.queryKey);
      const item = raw && options.select ? options.select(raw).find((l) => l.launchItem)?.launchItem : null;
      if (!item) return false;
      launch(item, 'real');
      return true;
    },
    [categories, language, client, launch],
  );
}
