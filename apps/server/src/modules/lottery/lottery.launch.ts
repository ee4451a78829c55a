import type { LotteryPrizeMode } from '@jade/contract/lottery';
import * as catalog from '../catalog/catalog.service';

/** The lottery vendors' launch adapter (`adapter = 'lottery'`, opened in the site's own tab). */
export const LOTTERY_ADAPTER = 'lottery';

/** Each lottery vendor's page on the site (spec §2: /vnLottery, /seaLottery, /lottery). */
const PAGE: Record<string, string> = { TCG_LOTTO_VN: '/vnLottery', TCG_SEA: '/seaLottery' };

/**
 * The prize mode a launch plays under (spec §3): SEA for the 4D vendor, ELOTT for anything
 * launched from the e-lottery centre (TCG_LOTTO_VN or LOTT under ELOTT), LOTT otherwise.
 */
export function prizeModeOf(vendor: string, category: string): LotteryPrizeMode {
  if (vendor === 'TCG_SEA') return 'SEA';
  return category === 'ELOTT' ? 'ELOTT' : 'LOTT';
}

/**
 * Registers the adapter: a launch is a same-site path (the web navigates to it in place) with the
 * spec's launch payload — lottoArea VN, launchMode LOTT, lottoPrizeMode, lottoGameCode (empty for a
 * vendor's lobby item), lottoView (betting for a title, lobby for a vendor), device, backUrl and
 * language. The page plays with the site's session, so no launch token is carried.
 */
export function registerLotteryLaunch() {
  catalog.registerLaunchAdapter(LOTTERY_ADAPTER, ({ game, device, language, backUrl }) => {
    const lobby = game.classify === 'LOBBY';
    const q = new URLSearchParams({
      lottoArea: 'VN',
      launchMode: 'LOTT',
      lottoPrizeMode: prizeModeOf(game.vendor, game.category),
      lottoGameCode: lobby ? '' : game.gameCode,
      lottoView: lobby ? 'lobby' : 'betting',
      device: device === 'mobile' ? 'MOBILE' : 'WEB',
      backUrl,
      language,
    });
    return `${PAGE[game.vendor] ?? '/lottery'}?${q.toString()}`;
  });
}
