import { queryOptions } from '@tanstack/react-query';
import { FairnessReceipt } from '@jade/contract/games';
import { api } from '@/lib/api-client';

/** The fairness receipt of one of the member's in-house rounds (GET /wps/game/fairness/:roundRef). */
export const fairnessReceiptQuery = (roundRef: string) =>
  queryOptions({
    queryKey: ['member', 'records', 'fairness', roundRef],
    queryFn: () => api(`/wps/game/fairness/${encodeURIComponent(roundRef)}`, FairnessReceipt),
    staleTime: 60_000,
  });
