import { useCallback } from 'react';
import { useQueryClient } from '@tanstack/react-query';
import { BALANCE_KEY } from '@/lib/queries/balance-key';
import { PAYMENTS_KEY } from '../api/keys';

/** After any money movement: the header balance and every payments list are stale. */
export function useRefreshMoney() {
  const qc = useQueryClient();
  return useCallback(
    () => Promise.all([qc.invalidateQueries({ queryKey: BALANCE_KEY }), qc.invalidateQueries({ queryKey: PAYMENTS_KEY })]),
    [qc],
  );
}
