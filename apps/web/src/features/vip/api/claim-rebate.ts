import { useMutation, useQueryClient } from '@tanstack/react-query';
import { RebateClaimResult } from '@jade/contract/vip';
import { api } from '@/lib/api-client';
import { REWARDS_KEY } from '@/lib/queries/rewards-key';
import { rebateQuery } from './get-rebate';

export const claimRebate = () => api('/wps/rebate/claim', RebateClaimResult, { method: 'POST' });

/**
 * The manual rebate (MANPLAYREB3): today's claimable rebate goes to the reward centre now, to be
 * claimed there like any reward. The answer carries the accrual after the claim, kept as today's;
 * the reward centre and its badge are read again.
 */
export function useClaimRebate(token: string | null) {
  const qc = useQueryClient();
  return useMutation({
    mutationFn: claimRebate,
    onSuccess: (result) => {
      qc.setQueryData(rebateQuery(token).queryKey, result.accrual);
      return qc.invalidateQueries({ queryKey: REWARDS_KEY });
    },
  });
}
