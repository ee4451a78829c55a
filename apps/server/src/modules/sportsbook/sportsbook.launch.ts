import * as catalog from '../catalog/catalog.service';

/** The sportsbook vendors' launch adapter (`adapter = 'sportsbook'`, opened in the site's own tab). */
export const SPORTSBOOK_ADAPTER = 'sportsbook';

/** The book's page on the site (apps/web/src/features/sportsbook): one page for its three vendors. */
export const SPORTSBOOK_PAGE = '/sportsbook';

/**
 * Registers the adapter: a launch is a same-site path (the web navigates to it in place) naming the
 * vendor (SUMMIT sports, IMES e-sports, DS88 cockfight), the device, the page to go back to and the
 * language. The page bets with the site's session (the book is a vendor of this process reached
 * through the seamless wallet), so no launch token is carried.
 */
export function registerSportsbookLaunch() {
  catalog.registerLaunchAdapter(SPORTSBOOK_ADAPTER, ({ game, device, language, backUrl }) => {
    const q = new URLSearchParams({
      vendor: game.vendor,
      device: device === 'mobile' ? 'MOBILE' : 'WEB',
      backUrl,
      language,
    });
    return `${SPORTSBOOK_PAGE}?${q.toString()}`;
  });
}
