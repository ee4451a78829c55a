import { useMutation, useQueryClient } from '@tanstack/react-query';
import { LotteryChase } from '@jade/contract/lottery';
import { api } from '@/lib/api-client';
import { BALANCE_KEY } from '@/lib/queries/balance-key';
import { LOTTERY_KEY, MY_BETS_KEY, MY_CHASES_KEY } from './keys';

export const cancelChase = (chaseId: number) => api(`/lgw/vn/chases/${chaseId}/cancel`, LotteryChase, { method: 'POST' });

/**
 * Cancels a chase: no more draws are played, and the stake of its slip on a draw still taking bets
 * is refunded. Then the balance, the member's slips and chases and the sold-out numbers are read
 * again; a refusal (the chase ended meanwhile) reads the chases again.
 */
export function useCancelChase() {
  const qc = useQueryClient();
  return useMutation({
    mutationFn: cancelChase,
    onSettled: () =>
      Promise.all([
        qc.invalidateQueries({ queryKey: BALANCE_KEY }),
        qc.invalidateQueries({ queryKey: MY_BETS_KEY }),
        qc.invalidateQueries({ queryKey: MY_CHASES_KEY }),
        qc.invalidateQueries({ queryKey: [...LOTTERY_KEY, 'sold-out'] }),
      ]),
  });
}
