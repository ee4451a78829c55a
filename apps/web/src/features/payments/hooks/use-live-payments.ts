import { useEffect } from 'react';
import { useQueryClient } from '@tanstack/react-query';
import { subscribe } from '@/lib/realtime';
import { PAYMENTS_KEY } from '../api/keys';

/**
 * Keeps the member's deposit and withdrawal records current from the live-events socket: a
 * `payments` event (an operator approved, paid, rejected or resolved one) or a `resync` reads them
 * again, so a decision shows without a reload.
 */
export function useLivePayments() {
  const queryClient = useQueryClient();
  useEffect(() => {
    const refresh = () => void queryClient.invalidateQueries({ queryKey: PAYMENTS_KEY });
    const offPayments = subscribe('payments', refresh);
    const offResync = subscribe('resync', refresh);
    return () => {
      offPayments();
      offResync();
    };
  }, [queryClient]);
}
