import { lazy, Suspense, useMemo, useState, type ReactNode } from 'react';
import { useToken } from '@/lib/session';
import { useFavoriteIds } from '../api/get-favorite-ids';
import { GamesContext, type LaunchDialog } from '../hooks/games-context';

// The dialogs (vendor game list, suggestions) load the first time one is needed.
const LaunchDialogs = lazy(() => import('./launch-dialogs').then((m) => ({ default: m.LaunchDialogs })));

type Props = {
  imageHost: string;
  currencySymbol: string;
  isTrial: boolean;
  onNeedLogin: () => void;
  onTrialBlocked: () => void;
  children: ReactNode;
};

/**
 * The games feature's link to the app: app/ gives the image host and its login and trial prompts;
 * this hosts the launch dialogs (vendor game list, maintenance, unavailable, popup blocked) once
 * for every card on the page, and loads the member's favourites as soon as they sign in.
 */
export function GamesProvider({ imageHost, currencySymbol, isTrial, onNeedLogin, onTrialBlocked, children }: Props) {
  const token = useToken();
  useFavoriteIds(token);
  const [dialog, setDialog] = useState<LaunchDialog | null>(null);
  const value = useMemo(
    () => ({ imageHost, currencySymbol, isTrial, needLogin: onNeedLogin, trialBlocked: onTrialBlocked, showDialog: setDialog }),
    [imageHost, currencySymbol, isTrial, onNeedLogin, onTrialBlocked],
  );
  return (
    <GamesContext.Provider value={value}>
      {children}
      {dialog ? (
        <Suspense fallback={null}>
          <LaunchDialogs dialog={dialog} onClose={() => setDialog(null)} />
        </Suspense>
      ) : null}
    </GamesContext.Provider>
  );
}
