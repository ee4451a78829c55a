import { useMutation, useQueryClient } from '@tanstack/react-query';
import { SportsCashedOut, type SportsCashOut } from '@jade/contract/sportsbook';
import { api } from '@/lib/api-client';
import { BALANCE_KEY } from '@/lib/queries/balance-key';
import { MY_SPORTS_BETS_KEY } from './keys';

export const cashOut = (betId: number, body: SportsCashOut) =>
  api(`/sgw/bets/${betId}/cash-out`, SportsCashedOut, { method: 'POST', body });

/** Cashes out a bet (all of it, or a part of its running stake): says what it paid; then the balance and my bets are read again. */
export function useCashOut(betId: number, onPaid: (paid: number) => void) {
  const qc = useQueryClient();
  return useMutation({
    mutationFn: (body: SportsCashOut) => cashOut(betId, body),
    onSuccess: (done) => onPaid(done.paid),
    onSettled: async () => {
      await Promise.all([
        qc.invalidateQueries({ queryKey: BALANCE_KEY }),
        qc.invalidateQueries({ queryKey: MY_SPORTS_BETS_KEY }),
      ]);
    },
  });
}
