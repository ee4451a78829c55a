import { queryOptions, useQuery } from '@tanstack/react-query';
import { LotteryMenu, type LotteryPrizeMode } from '@jade/contract/lottery';
import { api } from '@/lib/api-client';
import { LOTTERY_KEY } from './keys';

export const getGameMenu = (prizeMode: LotteryPrizeMode, language: string) =>
  api(`/lgw/vn/games/game_menu?prizeMode=${prizeMode}&device=WEB&lang=${encodeURIComponent(language)}`, LotteryMenu);

/**
 * Whether a game's draw has just reached its opening time but the server has not opened it yet,
 * or the draw before it is past and its result is not in yet: both come within seconds.
 */
const settling = (g: LotteryMenu['games'][number], now: number) => {
  const d = g.nextDraw;
  if (!d) return false;
  const opened = Date.parse(d.opensAt);
  if (opened > now || now - opened > 60_000) return false;
  const last = g.lastResult ? Date.parse(g.lastResult.drawAt) : -Infinity;
  return d.status !== 'OPEN' || last < opened;
};

/**
 * The earliest moment a draw of the menu changes state (its opening, close or draw): read again
 * just after it, and every 2 s while a draw is being opened or a result is awaited.
 */
export function nextChange(menu: LotteryMenu | undefined): number {
  if (!menu) return 10_000;
  const now = Date.parse(menu.serverTime);
  if (menu.games.some((g) => settling(g, now))) return 2_000;
  const moments = menu.games.flatMap((g) =>
    g.nextDraw ? [g.nextDraw.opensAt, g.nextDraw.closesAt, g.nextDraw.drawAt].map((m) => Date.parse(m)) : [],
  );
  const next = Math.min(...moments.filter((m) => m > now).map((m) => m - now), 30_000);
  return Math.max(next + 1_000, 2_000);
}

/**
 * A prize mode's games with their next draw, last result and the server's clock (spec §7
 * game_menu). Read again just after the soonest close or draw of the list, so the lobby and the
 * betting page move on to the next draw by themselves.
 */
export const gameMenuQuery = (prizeMode: LotteryPrizeMode, language: string) =>
  queryOptions({
    queryKey: [...LOTTERY_KEY, 'menu', prizeMode, language],
    queryFn: () => getGameMenu(prizeMode, language),
    refetchInterval: (q) => nextChange(q.state.data),
  });

export const useGameMenu = (prizeMode: LotteryPrizeMode, language: string) => useQuery(gameMenuQuery(prizeMode, language));
