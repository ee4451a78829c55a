import { useMutation, useQueryClient } from '@tanstack/react-query';
import { SportsPlacedBet, type SportsPlaceBet } from '@jade/contract/sportsbook';
import { api } from '@/lib/api-client';
import { BALANCE_KEY } from '@/lib/queries/balance-key';
import { MY_SPORTS_BETS_KEY, SPORTS_KEY } from './keys';

export const placeBet = (bet: SportsPlaceBet) => api('/sgw/bets', SportsPlacedBet, { method: 'POST', body: bet });

/**
 * Places one bet; then the balance and the member's bets are read again. A refusal reads the
 * events again (a price, a suspension or a closed event is what refused it).
 */
export function usePlaceBet() {
  const qc = useQueryClient();
  return useMutation({
    mutationFn: placeBet,
    onSuccess: async () => {
      await Promise.all([
        qc.invalidateQueries({ queryKey: BALANCE_KEY }),
        qc.invalidateQueries({ queryKey: MY_SPORTS_BETS_KEY }),
      ]);
    },
    onError: () => qc.invalidateQueries({ queryKey: SPORTS_KEY }),
  });
}
