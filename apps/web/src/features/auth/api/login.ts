import { useMutation, useQueryClient } from '@tanstack/react-query';
import { LoginResponse, type LoginRequest } from '@jade/contract/auth';
import { api } from '@/lib/api-client';
import { setToken } from '@/lib/session';
import { memberInfoQuery } from './get-member-info';

export const login = (body: LoginRequest) => api('/wps/session/login', LoginResponse, { method: 'POST', body, encrypted: true });

/** Signs in: stores the token in session storage and the member info in the query cache. */
export function useLogin() {
  const qc = useQueryClient();
  return useMutation({
    mutationFn: login,
    onSuccess: (res) => {
      setToken(res.token);
      qc.setQueryData(memberInfoQuery(res.token).queryKey, res.member);
    },
  });
}
