import { useMutation, useQueryClient } from '@tanstack/react-query';
import { PromotionItem, type ApplyRequest } from '@jade/contract/promotions';
import { api } from '@/lib/api-client';
import { afterPromotionChange } from './after-change';

export const applyPromotion = ({ id, body }: { id: number; body: ApplyRequest }) =>
  api(`/wps/promotions/${id}/apply`, PromotionItem, { method: 'POST', body });

/** Applies to an application promotion (remark and image ids): it then waits for the operator's review. */
export function useApplyPromotion() {
  const qc = useQueryClient();
  return useMutation({ mutationFn: applyPromotion, onSuccess: () => afterPromotionChange(qc) });
}
