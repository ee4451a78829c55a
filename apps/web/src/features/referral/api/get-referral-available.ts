import { queryOptions, useQuery } from '@tanstack/react-query';
import type { AvailablePromo } from '@jade/contract/referrals';
import { answer } from '@/lib/answer';
import { api } from '@/lib/api-client';
import { REFERRAL_AVAILABLE_KEY } from './keys';

// The side menu asks on the first screen: a guard, not the contract's schema (lib/answer.ts).
export const getReferralAvailable = () =>
  api('/wps/referral/available', answer<typeof AvailablePromo>({ REFERRAL: { enabled: 'boolean' } }));

export const referralAvailableQuery = () =>
  queryOptions({
    queryKey: REFERRAL_AVAILABLE_KEY,
    queryFn: getReferralAvailable,
    select: (v) => v.REFERRAL.enabled,
    staleTime: 60_000,
  });

/** Whether the merchant offers invite friends (spec §3 available promo, REFERRAL.enabled). */
export const useReferralAvailable = () => useQuery(referralAvailableQuery());
