import { useMutation, useQueryClient } from '@tanstack/react-query';
import { RaffleClaimResult } from '@jade/contract/promotions';
import { api } from '@/lib/api-client';
import { afterPromotionChange } from './after-change';

export const claimRaffle = (promotionId: number) =>
  api('/wps/relay/MCS2_claimRafflePromotion', RaffleClaimResult, { method: 'POST', body: { promotionId } });

/**
 * Claims the member's raffle prizes into the wallet (each locked until its turnover). Then the
 * promotions (the raffle's board among them), the reward centre with its badge count and the
 * balance are read again.
 */
export function useClaimRaffle() {
  const qc = useQueryClient();
  return useMutation({ mutationFn: claimRaffle, onSuccess: () => afterPromotionChange(qc) });
}
