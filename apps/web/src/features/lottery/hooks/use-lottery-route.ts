import { useLocation, useSearchParams } from 'react-router';
import { LOTTERY_PRIZE_MODES, type LotteryPrizeMode } from '@jade/contract/lottery';

/** The views of the lottery pages (the launch's `lottoView` is betting or lobby; the rest are the site's). */
export const LOTTERY_VIEWS = ['lobby', 'betting', 'results', 'trend', 'verify'] as const;
export type LotteryView = (typeof LOTTERY_VIEWS)[number];

export type LotteryRoute = {
  prizeMode: LotteryPrizeMode;
  gameCode: string;
  view: LotteryView;
  drawNo: string;
  backUrl: string;
};

const isPrizeMode = (v: string | null): v is LotteryPrizeMode => (LOTTERY_PRIZE_MODES as readonly string[]).includes(v ?? '');
const isView = (v: string | null): v is LotteryView => (LOTTERY_VIEWS as readonly string[]).includes(v ?? '');

/**
 * The lottery page's state, all in the URL (the launch payload of spec §3 and the site's own
 * views): the prize mode (SEA on /seaLottery by default, else LOTT), the game, the view (a game
 * without a view opens its betting page), the draw (verify) and the page to go back to. `hrefTo`
 * gives the link to another view on the same page, keeping the rest of the launch payload.
 */
export function useLotteryRoute(): LotteryRoute & { hrefTo: (next: Partial<LotteryRoute>) => string } {
  const [search] = useSearchParams();
  const { pathname } = useLocation();
  const mode = search.get('lottoPrizeMode');
  const gameCode = search.get('lottoGameCode') ?? '';
  const view = search.get('lottoView');
  const back = search.get('backUrl') ?? '';
  const route: LotteryRoute = {
    prizeMode: isPrizeMode(mode) ? mode : pathname.toLowerCase() === '/sealottery' ? 'SEA' : 'LOTT',
    gameCode,
    view: isView(view) ? (view !== 'lobby' && !gameCode ? 'lobby' : view) : gameCode ? 'betting' : 'lobby',
    drawNo: search.get('drawNo') ?? '',
    backUrl: /^\/(?!\/)/.test(back) ? back : '',
  };
  const hrefTo = (next: Partial<LotteryRoute>) => {
    const r = { ...route, ...next };
    const q = new URLSearchParams(search);
    q.set('lottoPrizeMode', r.prizeMode);
    q.set('lottoGameCode', r.gameCode);
    q.set('lottoView', r.view);
    if (r.view === 'verify' && r.drawNo) q.set('drawNo', r.drawNo);
    else q.delete('drawNo');
    return `${pathname}?${q.toString()}`;
  };
  return { ...route, hrefTo };
}
