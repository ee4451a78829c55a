import { lazy, Suspense } from 'react';

// The book's pages are their own chunk, loaded only when a member opens them.
const SportsbookApp = lazy(() =>
  import('@/features/sportsbook/components/sportsbook-app').then((m) => ({ default: m.SportsbookApp })),
);

/** /sportsbook (session required: the router's guard): the sportsbook of the sports, e-sports and cockfight vendors. */
export function SportsbookPage() {
  return (
    <Suspense fallback={null}>
      <SportsbookApp />
    </Suspense>
  );
}
