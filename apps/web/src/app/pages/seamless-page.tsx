import { lazy, Suspense, useEffect, useState } from 'react';
import { useSearchParams } from 'react-router';
import { GameShell } from '@/features/play/components/game-shell';
import { loadSection } from '@/lib/i18n';

// The verify page runs every engine in the browser: its own chunk, never loaded by players.
const VerifyPage = lazy(() => import('@/features/play/components/verify-page').then((m) => ({ default: m.VerifyPage })));

/**
 * /seamless: the in-house game page opened by a launch (`game`, `t`, `lang`), or with `verify=1`
 * the page that recomputes a round from its seeds.
 */
export function SeamlessPage() {
  const [search] = useSearchParams();
  const [texts, setTexts] = useState(false);
  useEffect(() => {
    void loadSection('play').then(() => setTexts(true));
  }, []);
  if (!texts) return null;
  if (search.get('verify') === '1')
    return (
      <Suspense fallback={null}>
        <VerifyPage />
      </Suspense>
    );
  return <GameShell gameCode={search.get('game') ?? ''} launchToken={search.get('t')} lang={search.get('lang')} />;
}
