import { useMutation, useQueryClient } from '@tanstack/react-query';
import { PromotionItem } from '@jade/contract/promotions';
import { api } from '@/lib/api-client';
import { afterPromotionChange } from './after-change';

export const joinPromotion = (id: number) => api(`/wps/promotions/${id}/join`, PromotionItem, { method: 'POST' });

/** Joins a deposit promotion: the member's next qualifying deposit puts its bonus in the reward centre. */
export function useJoinPromotion() {
  const qc = useQueryClient();
  return useMutation({ mutationFn: joinPromotion, onSuccess: () => afterPromotionChange(qc) });
}
