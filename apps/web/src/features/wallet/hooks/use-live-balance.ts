import { useEffect } from 'react';
import { useQueryClient } from '@tanstack/react-query';
import { balanceQuery } from '@/lib/queries/balance';
import { subscribe } from '@/lib/realtime';

/**
 * Keeps the cached balance current from the live-events socket: a `balance` event replaces the
 * amount in place (no request); a `resync` (reconnected, events may have been missed) re-reads it.
 */
export function useLiveBalance(token: string | null) {
  const queryClient = useQueryClient();
  useEffect(() => {
    if (!token) return undefined;
    const { queryKey } = balanceQuery(token);
    const offBalance = subscribe('balance', ({ balance }) => {
      if (queryClient.getQueryData(queryKey)) queryClient.setQueryData(queryKey, (old) => old && { ...old, balance });
      else void queryClient.invalidateQueries({ queryKey });
    });
    const offResync = subscribe('resync', () => void queryClient.invalidateQueries({ queryKey }));
    return () => {
      offBalance();
      offResync();
    };
  }, [queryClient, token]);
}
