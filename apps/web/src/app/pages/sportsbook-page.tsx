import { lazy, Suspense, useEffect, useState } from 'react';
import { englishRest } from '@/lib/i18n';

// The book's pages are their own chunk, loaded only when a member opens them.
const SportsbookApp = lazy(() =>
  import('@/features/sportsbook/components/sportsbook-app').then((m) => ({ default: m.SportsbookApp })),
);

/**
 * /sportsbook (session required: the router's guard): the sportsbook of the sports, e-sports and
 * cockfight vendors. Its texts are in en.json's part loaded after the first screen: the page waits
 * for them, so a direct visit never shows a key.
 */
export function SportsbookPage() {
  const [texts, setTexts] = useState(false);
  useEffect(() => {
    void englishRest.then(() => setTexts(true));
  }, []);
  if (!texts) return null;
  return (
    <Suspense fallback={null}>
      <SportsbookApp />
    </Suspense>
  );
}
