import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { ChangePasswordRequest } from '@jade/contract/auth';
import { Empty } from '@jade/contract/common';
import { api } from '@/lib/api-client';

export const changePassword = (body: ChangePasswordRequest) =>
  api('/wps/member/password', Empty, { method: 'PUT', body, encrypted: true });

/**
 * Changes the password, then reloads the member info (spec §4 "Change password success") and every
 * other query: those asked while a forced change was pending were refused and must run again.
 */
export function useChangePassword() {
  const qc = useQueryClient();
  return useMutation({ mutationFn: changePassword, onSuccess: () => qc.invalidateQueries() });
}
