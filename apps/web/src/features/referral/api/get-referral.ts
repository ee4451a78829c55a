import { queryOptions, useQuery } from '@tanstack/react-query';
import { ReferralOverview } from '@jade/contract/referrals';
import { api } from '@/lib/api-client';
import { REFERRAL_KEY } from './keys';

export const getReferral = () => api('/wps/referral', ReferralOverview);

export const referralQuery = () => queryOptions({ queryKey: REFERRAL_KEY, queryFn: getReferral });

/** The member's code (the default link), their links, friends invited and the reward rules. */
export const useReferral = () => useQuery(referralQuery());
