import { useMutation, useQueryClient } from '@tanstack/react-query';
import { ClaimResult } from '@jade/contract/promotions';
import { api } from '@/lib/api-client';
import { afterPromotionChange } from './after-change';

export const claimReward = (id: number) => api(`/wps/rewards/${id}/claim`, ClaimResult, { method: 'POST' });

/** Claims a reward: its bonus goes into the wallet, locked until its turnover of valid bets. */
export function useClaimReward() {
  const qc = useQueryClient();
  return useMutation({ mutationFn: claimReward, onSuccess: () => afterPromotionChange(qc) });
}
