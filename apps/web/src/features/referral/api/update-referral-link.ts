import { useMutation, useQueryClient } from '@tanstack/react-query';
import { ReferralLink, type UpdateReferralLinkRequest } from '@jade/contract/referrals';
import { api } from '@/lib/api-client';
import { referralQuery } from './get-referral';

export const updateReferralLink = ({ id, ...body }: UpdateReferralLinkRequest & { id: number }) =>
  api(`/wps/referral/links/${id}`, ReferralLink, { method: 'PUT', body });

/** Renames a link or turns it off or on; the overview is read again. */
export function useUpdateReferralLink() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: updateReferralLink,
    onSuccess: () => client.invalidateQueries({ queryKey: referralQuery().queryKey }),
  });
}
