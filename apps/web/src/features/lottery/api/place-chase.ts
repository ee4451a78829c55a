import { useMutation, useQueryClient } from '@tanstack/react-query';
import { LotteryChase, type LotteryPlaceChase } from '@jade/contract/lottery';
import { api } from '@/lib/api-client';
import { BALANCE_KEY } from '@/lib/queries/balance-key';
import { LOTTERY_KEY, MY_BETS_KEY, MY_CHASES_KEY } from './keys';

export const placeChase = (chase: LotteryPlaceChase) => api('/lgw/vn/chases', LotteryChase, { method: 'POST', body: chase });

/**
 * Starts a number chase (its first draw's slip is placed at once, its stake taken); then the
 * balance, the member's slips and chases and the draw's sold-out numbers are read again, as after
 * a slip. A refusal reads the menu again too (a closed draw gives way to the next one).
 */
export function usePlaceChase() {
  const qc = useQueryClient();
  return useMutation({
    mutationFn: placeChase,
    onSuccess: async () => {
      await Promise.all([
        qc.invalidateQueries({ queryKey: BALANCE_KEY }),
        qc.invalidateQueries({ queryKey: MY_BETS_KEY }),
        qc.invalidateQueries({ queryKey: MY_CHASES_KEY }),
        qc.invalidateQueries({ queryKey: [...LOTTERY_KEY, 'sold-out'] }),
      ]);
    },
    onError: () => qc.invalidateQueries({ queryKey: [...LOTTERY_KEY, 'menu'] }),
  });
}
