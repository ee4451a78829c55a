import { useMutation, useQueryClient } from '@tanstack/react-query';
import { SportsCashedOut, type SportsCashOut } from '@jade/contract/sportsbook';
import { api } from '@/lib/api-client';
import { BALANCE_KEY } from '@/lib/queries/balance-key';
import { MY_SPORTS_BETS_KEY } from './keys';

export const cashOut = (betId: number, body: SportsCashOut) =>
  api(`/sgw/bets/${betId}/cash-out`, SportsCashedOut, { method: 'POST', body });

/** Cashes out a bet (all of it, or a part of its running stake); then the balance and my bets are read again. */
export function useCashOut(betId: number) {
  const qc = useQueryClient();
  return useMutation({
    mutationFn: (body: SportsCashOut) => cashOut(betId, body),
    onSettled: async () => {
      await Promise.all([
        qc.invalidateQueries({ queryKey: BALANCE_KEY }),
        qc.invalidateQueries({ queryKey: MY_SPORTS_BETS_KEY }),
      ]);
    },
  });
}
