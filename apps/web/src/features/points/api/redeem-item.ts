import { useMutation, useQueryClient } from '@tanstack/react-query';
import { RedeemResult, type RedeemRequest } from '@jade/contract/points';
import { api } from '@/lib/api-client';
import { afterPointsChange } from './after-change';

/** Encrypted: the body carries the payment password. */
export const redeemItem = (body: RedeemRequest) =>
  api('/wps/relay/MCS2_redeemPointReward', RedeemResult, { method: 'POST', body, encrypted: true });

/** Redeems a mall item: cash reaches the wallet at once, goods wait for the operator to send them. */
export function useRedeemItem() {
  const qc = useQueryClient();
  return useMutation({ mutationFn: redeemItem, onSuccess: () => afterPointsChange(qc) });
}
