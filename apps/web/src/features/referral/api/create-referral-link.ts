import { useMutation, useQueryClient } from '@tanstack/react-query';
import { ReferralLink } from '@jade/contract/referrals';
import { api } from '@/lib/api-client';
import { referralQuery } from './get-referral';

export const createReferralLink = (label: string) =>
  api('/wps/referral/links', ReferralLink, { method: 'POST', body: { label } });

/** A new labelled link with its own code; the overview is read again. */
export function useCreateReferralLink() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: createReferralLink,
    onSuccess: () => client.invalidateQueries({ queryKey: referralQuery().queryKey }),
  });
}
