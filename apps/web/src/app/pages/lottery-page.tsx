import { lazy, Suspense, useEffect, useState } from 'react';
import { loadSection } from '@/lib/i18n';

// The lottery pages are their own chunk with their texts, loaded only when a member opens them.
const LotteryApp = lazy(() => import('@/features/lottery/components/lottery-app').then((m) => ({ default: m.LotteryApp })));

/** /lottery, /vnLottery, /seaLottery (session required: the router's guard): the lottery feature. */
export function LotteryPage() {
  const [texts, setTexts] = useState(false);
  useEffect(() => {
    void loadSection('lottery').then(() => setTexts(true));
  }, []);
  if (!texts) return null;
  return (
    <Suspense fallback={null}>
      <LotteryApp />
    </Suspense>
  );
}
