import { useMutation, useQueryClient } from '@tanstack/react-query';
import { SignInResult } from '@jade/contract/promotions';
import { api } from '@/lib/api-client';
import { afterPromotionChange } from './after-change';

export const signPromotion = (id: number) => api(`/wps/promotions/${id}/sign`, SignInResult, { method: 'POST' });

/** Today's sign-in of a sign-in promotion: its reward lands in the reward centre, to be claimed. */
export function useSignPromotion() {
  const qc = useQueryClient();
  return useMutation({ mutationFn: signPromotion, onSuccess: () => afterPromotionChange(qc) });
}
