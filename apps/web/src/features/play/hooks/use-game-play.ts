import { useCallback, useMemo, useRef, useState } from 'react';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import type { FairState, GameSession, PlayResult } from '@jade/contract/games';
import { ApiError } from '@/lib/api-client';
import { getGameBalance } from '../api/get-balance';
import { getSeeds } from '../api/get-seeds';
import { minesCashout } from '../api/mines-cashout';
import { minesOpen } from '../api/mines-open';
import { minesReveal } from '../api/mines-reveal';
import { playRound } from '../api/play';
import type { GameViewProps } from '../games/types';
import type { WinHold } from './win-hold';

/** The last round played, for the fairness panel's verify link (mines: with its moves so far). */
export type LastRound = {
  roundId: number;
  bet: unknown;
  actions: unknown[];
  roundRef: string;
  fair: FairState;
  win: number;
  result: string;
};

const FATAL = new Set(['GS_SESSION_INVALID', 'SW_LAUNCH_TOKEN_INVALID']);

/**
 * The playing state of a session: the balance (from every answer, re-read on focus and every 15 s
 * while visible), the seed pair, the calls a view makes, the last error and whether the session ended.
 */
export function useGamePlay(s: GameSession) {
  const queryClient = useQueryClient();
  const balanceKey = useMemo(() => ['gs', 'balance', s.session], [s.session]);
  const seedsKey = useMemo(() => ['gs', 'seeds', s.session], [s.session]);
  const balance = useQuery({
    queryKey: balanceKey,
    queryFn: () => getGameBalance(s.session).then((b) => b.balance),
    initialData: s.balance,
    initialDataUpdatedAt: 0,
    refetchOnWindowFocus: 'always',
    // Live while the page is seen: a deposit or a game in another tab shows up here too.
    refetchInterval: 15_000,
    retry: false,
  });
  const seeds = useQuery({
    queryKey: seedsKey,
    queryFn: () => getSeeds(s.session),
    initialData: s.fair,
    initialDataUpdatedAt: 0,
    retry: false,
  });
  const [error, setError] = useState<unknown>(null);
  const [played, setPlayed] = useState(0);
  const [last, setLast] = useState<LastRound | null>(null);
  const [held, setHeld] = useState(0);
  const deferred = useRef(false);

  const fatalError = [error, balance.error, seeds.error].find((e) => e instanceof ApiError && FATAL.has(e.code)) ?? null;

  const settle = useCallback(
    (res: PlayResult, bet?: unknown, move?: number | 'cashout') => {
      queryClient.setQueryData(balanceKey, res.balance);
      queryClient.setQueryData(seedsKey, res.fair);
      setHeld(deferred.current && res.round.status === 'SETTLED' ? res.round.win : 0);
      setError(null);
      const r = res.round;
      if (bet !== undefined) {
        setPlayed((n) => n + 1);
        setLast({ roundId: r.roundId, bet, actions: [], roundRef: r.roundRef, fair: r.fair, win: r.win, result: r.result });
      } else if (move !== undefined) {
        setLast((l) =>
          l && l.roundId === r.roundId ? { ...l, actions: [...l.actions, move], win: r.win, result: r.result } : l,
        );
      }
      return res.round;
    },
    [balanceKey, queryClient, seedsKey],
  );

  const guard = useCallback(
    <T>(p: Promise<T>) =>
      p.catch((err: unknown) => {
        setError(err);
        throw err;
      }),
    [],
  );

  const play = useCallback<GameViewProps['play']>(
    (bet) => guard(playRound(s.session, bet)).then((res) => settle(res, bet)),
    [guard, s.session, settle],
  );

  const mines = useMemo<GameViewProps['mines']>(
    () => ({
      reveal: (roundId, tile) => guard(minesReveal(s.session, roundId, tile)).then((res) => settle(res, undefined, tile)),
      cashout: (roundId) => guard(minesCashout(s.session, roundId)).then((res) => settle(res, undefined, 'cashout')),
      open: () =>
        guard(minesOpen(s.session)).then((res) => {
          if (res) queryClient.setQueryData(balanceKey, res.balance);
          return res;
        }),
    }),
    [balanceKey, guard, queryClient, s.session, settle],
  );

  const hold = useMemo<WinHold>(
    () => ({
      setDeferred: (on) => {
        deferred.current = on;
      },
      release: () => setHeld(0),
    }),
    [],
  );

  return {
    balance: balance.data - held,
    fair: seeds.data,
    setFair: (fair: FairState) => queryClient.setQueryData(seedsKey, fair),
    play,
    mines,
    hold,
    played,
    last,
    error,
    clearError: () => setError(null),
    fatalError,
  };
}
