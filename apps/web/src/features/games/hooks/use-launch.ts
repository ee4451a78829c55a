import { useCallback, useRef } from 'react';
import { useQueryClient } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import type { GameItem } from '@jade/contract/catalog';
import { ApiError } from '@/lib/api-client';
import { errorText } from '@/lib/errors';
import { BALANCE_KEY } from '@/lib/queries/balance-key';
import { getToken } from '@/lib/session';
import { launchGame, type LaunchMode } from '../api/launch-game';
import { useGamesContext } from './games-context';

/** How often an open game window is checked for being closed. */
export const WINDOW_POLL_MS = 1000;

/**
 * Watches a game window: when it closes, the site's balance is read again (the game may have
 * changed it; the live socket usually tells first, this covers a missed event). The check outlives
 * the card that launched the game, so leaving the page does not lose it.
 */
function useGameWindows() {
  const queryClient = useQueryClient();
  return useCallback(
    (win: Window) => {
      const id = setInterval(() => {
        if (!win.closed) return;
        clearInterval(id);
        void queryClient.invalidateQueries({ queryKey: BALANCE_KEY });
      }, WINDOW_POLL_MS);
    },
    [queryClient],
  );
}

/**
 * Every play action of the site (spec §4 account types, §7 launchGame): a vendor item opens its
 * game-list popup; a guest playing for real gets the login popup, a trial account the upgrade
 * prompt; otherwise the game opens in a new window — opened blank on the click itself so popup
 * blockers let it through, then sent to the game — or in this page for `openIn` frame. When a game
 * window closes, the balance is read again.
 */
export function useLaunch(): (game: GameItem, mode?: LaunchMode) => void {
  const { i18n, t } = useTranslation();
  const navigate = useNavigate();
  const { needLogin, trialBlocked, showDialog, isTrial } = useGamesContext();
  const busy = useRef(false);
  const watch = useGameWindows();

  return useCallback(
    (game: GameItem, mode: LaunchMode = 'real') => {
      if (game.isGame === 'VASSALAGE') return showDialog({ kind: 'vendor', game });
      if (mode === 'real' && !getToken()) return needLogin();
      if (mode === 'real' && isTrial) return trialBlocked();
      if (game.maintenance) return showDialog({ kind: 'maintenance', game });
      if (busy.current) return;
      const win = window.open('about:blank', '_blank');
      if (!win) return showDialog({ kind: 'blocked' });
      busy.current = true;
      launchGame({ nodeId: game.nodeId, mode, language: i18n.language })
        .then(({ url, openIn }) => {
          if (openIn === 'frame') {
            win.close();
            if (url.startsWith('/')) navigate(url);
            else window.location.assign(url);
            return;
          }
          win.opener = null;
          win.location.href = url;
          watch(win);
        })
        .catch((err: unknown) => {
          win.close();
          const code = err instanceof ApiError ? err.code : '';
          if (code === 'AUTH_NOT_LOGGED_IN') needLogin();
          else if (code === 'AUTH_TRIAL_NOT_ALLOWED') trialBlocked();
          else if (code === 'GAME_MAINTENANCE') showDialog({ kind: 'maintenance', game });
          else if (code === 'GAME_UNAVAILABLE') showDialog({ kind: 'unavailable', game });
          else showDialog({ kind: 'error', message: errorText(t, err) });
        })
        .finally(() => {
          busy.current = false;
        });
    },
    [i18n.language, isTrial, navigate, needLogin, showDialog, t, trialBlocked, watch],
  );
}
