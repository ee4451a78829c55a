import { useEffect, useRef, useState } from 'react';
import type { SportsMarket } from '@jade/contract/sportsbook';
import { oddsMoves, pricesOf, type Move } from '../odds-moves';

/** How long a moved price stays highlighted. */
export const MOVE_HIGHLIGHT_MS = 4_000;

/**
 * The selections whose price moved at the last refresh of an event (up or down), for the
 * highlight; each highlight fades after a few seconds (a later refresh without moves keeps it).
 */
export function useOddsMoves(markets: readonly SportsMarket[] | undefined): ReadonlyMap<number, Move> {
  const last = useRef<Map<number, number> | null>(null);
  const timer = useRef<ReturnType<typeof setTimeout> | null>(null);
  const [moves, setMoves] = useState<ReadonlyMap<number, Move>>(new Map());
  useEffect(() => {
    if (!markets) return;
    const now = pricesOf(markets);
    const before = last.current;
    last.current = now;
    if (!before) return;
    const moved = oddsMoves(before, now);
    if (moved.size === 0) return;
    setMoves(moved);
    if (timer.current) clearTimeout(timer.current);
    timer.current = setTimeout(() => setMoves(new Map()), MOVE_HIGHLIGHT_MS);
  }, [markets]);
  useEffect(
    () => () => {
      if (timer.current) clearTimeout(timer.current);
    },
    [],
  );
  return moves;
}
