import { useMutation, useQueryClient } from '@tanstack/react-query';
import { LotteryPlacedSlip, type LotteryPlaceSlip } from '@jade/contract/lottery';
import { api } from '@/lib/api-client';
import { BALANCE_KEY } from '@/lib/queries/balance-key';
import { LOTTERY_KEY, MY_BETS_KEY } from './keys';

export const placeSlip = (slip: LotteryPlaceSlip) => api('/lgw/vn/bets', LotteryPlacedSlip, { method: 'POST', body: slip });

/**
 * Places a slip; then the balance, the member's slips and the draw's sold-out numbers are read
 * again. A refusal reads the menu again too (a closed draw gives way to the next one).
 */
export function usePlaceSlip() {
  const qc = useQueryClient();
  return useMutation({
    mutationFn: placeSlip,
    onSuccess: async () => {
      await Promise.all([
        qc.invalidateQueries({ queryKey: BALANCE_KEY }),
        qc.invalidateQueries({ queryKey: MY_BETS_KEY }),
        qc.invalidateQueries({ queryKey: [...LOTTERY_KEY, 'sold-out'] }),
      ]);
    },
    onError: () => qc.invalidateQueries({ queryKey: [...LOTTERY_KEY, 'menu'] }),
  });
}
