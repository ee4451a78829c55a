import { queryOptions, useQuery } from '@tanstack/react-query';
import { FairnessReceipt } from '@jade/contract/games';
import { api } from '@/lib/api-client';

/** A round's fairness receipt, with the site's member session (GET /wps/game/fairness/:roundRef). */
export const getFairnessReceipt = (roundRef: string) =>
  api(`/wps/game/fairness/${encodeURIComponent(roundRef)}`, FairnessReceipt);

/**
 * The receipt of one of the member's in-house rounds, read by the bet records and the verify page
 * under one key (a settled round's receipt never changes); nothing is asked without a round.
 */
export const fairnessReceiptQuery = (roundRef: string) =>
  queryOptions({
    queryKey: ['member', 'fairness', roundRef],
    queryFn: () => getFairnessReceipt(roundRef),
    enabled: roundRef !== '',
    staleTime: 60_000,
  });

/** The round's receipt, asked only while `enabled` (a records row asks once it is opened). */
export const useFairnessReceipt = (roundRef: string, enabled = true) =>
  useQuery({ ...fairnessReceiptQuery(roundRef), enabled: enabled && roundRef !== '' });
