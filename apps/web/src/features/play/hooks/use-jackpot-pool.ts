import { useEffect, useState } from 'react';
import { useJackpots } from '@/lib/queries/jackpots';

/**
 * A jackpot title's live pool: polled every 10 s and moved on between polls at the reported rate
 * (the same rule as the game cards' counters), snapping to the real figure at each poll.
 */
export function useJackpotPool(gameCode: string, enabled: boolean): number | null {
  const query = useJackpots(enabled);
  const entry = query.data?.find((p) => p.gameCode === gameCode) ?? null;
  const [now, setNow] = useState(() => Date.now());
  const rising = entry !== null && entry.ratePerSecond > 0;
  useEffect(() => {
    if (!rising) return undefined;
    const id = setInterval(() => setNow(Date.now()), 1000);
    return () => clearInterval(id);
  }, [rising]);
  if (!entry) return null;
  const elapsed = Math.max(0, Math.min(now - query.dataUpdatedAt, 30_000));
  return entry.pool + Math.floor((entry.ratePerSecond * elapsed) / 1000);
}
