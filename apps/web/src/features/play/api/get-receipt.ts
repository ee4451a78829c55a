import { queryOptions } from '@tanstack/react-query';
import { FairnessReceipt } from '@jade/contract/games';
import { api } from '@/lib/api-client';

/** A round's fairness receipt, with the site's member session (GET /wps/game/fairness/:roundRef). */
export const receiptQuery = (roundRef: string) =>
  queryOptions({
    queryKey: ['member', 'fairness', roundRef],
    queryFn: () => api(`/wps/game/fairness/${encodeURIComponent(roundRef)}`, FairnessReceipt),
    enabled: roundRef !== '',
    staleTime: 60_000,
  });
