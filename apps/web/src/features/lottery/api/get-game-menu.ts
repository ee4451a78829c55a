import { queryOptions, useQuery } from '@tanstack/react-query';
import { LotteryMenu, type LotteryPrizeMode } from '@jade/contract/lottery';
import { api } from '@/lib/api-client';
import { LOTTERY_KEY } from './keys';

export const getGameMenu = (prizeMode: LotteryPrizeMode, language: string) =>
  api(`/lgw/vn/games/game_menu?prizeMode=${prizeMode}&device=WEB&lang=${encodeURIComponent(language)}`, LotteryMenu);

/** Whether a game's last draw is past but its result is not in yet (it comes within seconds). */
const awaitingResult = (g: LotteryMenu['games'][number], now: number) => {
  const opened = g.nextDraw ? Date.parse(g.nextDraw.opensAt) : NaN;
  const last = g.lastResult ? Date.parse(g.lastResult.drawAt) : -Infinity;
  return opened <= now && now - opened < 60_000 && last < opened;
};

/**
 * The earliest moment a draw of the menu changes state (a close or a draw): read again then, and
 * every 2 s while a draw just past waits for its result.
 */
export function nextChange(menu: LotteryMenu | undefined): number {
  if (!menu) return 10_000;
  const now = Date.parse(menu.serverTime);
  if (menu.games.some((g) => awaitingResult(g, now))) return 2_000;
  const moments = menu.games.flatMap((g) => (g.nextDraw ? [Date.parse(g.nextDraw.closesAt), Date.parse(g.nextDraw.drawAt)] : []));
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
