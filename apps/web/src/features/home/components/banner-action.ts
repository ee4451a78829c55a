import type { Banner, GameCategory } from '@jade/contract/catalog';
import { paths, vendorPath } from '@/config/paths';

/** What a click on a banner does (spec §2 banner carousel: the linked action). */
export type BannerAction =
  { kind: 'none' } | { kind: 'url'; url: string } | { kind: 'route'; to: string } | { kind: 'game'; nodeId: string };

const NONE: BannerAction = { kind: 'none' };

/** Only web addresses open in a new tab (never javascript: or data:). */
const isWebUrl = (v: string) => /^https?:\/\/[^\s]+$/i.test(v);
/** A route of this site: one leading slash (a protocol-relative //host would leave the site). */
const isRoute = (v: string) => v.startsWith('/') && !v.startsWith('//');

/**
 * Maps a banner's linkage to its action: NONE nothing; URL opens linkageValue in a new tab; PAGE
 * (the demo seed says ROUTE) navigates to the route in linkageValue; GAME launches the title whose
 * nodeId is linkageValue; VENDOR opens that vendor's tab of its category page (the RNG centre when
 * the vendor is unknown); PROMOTION opens the promotions page. Anything malformed does nothing.
 */
export function bannerAction(
  banner: Pick<Banner, 'linkageType' | 'linkageValue'>,
  vendorCategory: (vassalage: string) => GameCategory | undefined,
): BannerAction {
  const value = banner.linkageValue.trim();
  switch (banner.linkageType.toUpperCase()) {
    case 'URL':
      return isWebUrl(value) ? { kind: 'url', url: value } : NONE;
    case 'PAGE':
    case 'ROUTE':
      return isRoute(value) ? { kind: 'route', to: value } : NONE;
    case 'GAME':
      return value ? { kind: 'game', nodeId: value } : NONE;
    case 'VENDOR':
      return value ? { kind: 'route', to: vendorPath(vendorCategory(value) ?? 'RNG', value) } : NONE;
    case 'PROMOTION':
      return { kind: 'route', to: paths.promotions };
    default:
      return NONE;
  }
}
