import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { useGameMenus } from '@/features/catalog/api/get-game-menus';
import { useSiteConfig } from '@/features/system/api/get-site-config';
import { pickHost } from '@/lib/cdn';
import type { VendorCategory } from '@jade/contract/catalog';

const NO_CATEGORIES: VendorCategory[] = [];

/** Site config and game menus for the current language, with this visit's image host. */
export function useSite() {
  const { i18n } = useTranslation();
  const config = useSiteConfig(i18n.language);
  const menus = useGameMenus(i18n.language);
  const cdns = config.data?.imageCDNs;
  const imageHost = useMemo(() => pickHost(cdns ?? []), [cdns]);
  return { config, menus, imageHost, categories: menus.data?.categories ?? NO_CATEGORIES };
}
