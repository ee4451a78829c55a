import { useMutation, useQueryClient } from '@tanstack/react-query';
import { LoginResponse } from '@jade/contract/auth';
import type { RegisterRequest } from '@jade/contract/register';
import { api } from '@/lib/api-client';
import { setToken } from '@/lib/session';
import { memberInfoQuery } from './get-member-info';

export type RegisterMethod = 'username' | 'mobile';

export const register = (method: RegisterMethod, body: RegisterRequest) =>
  api(method === 'username' ? '/wps/member/register' : '/wps/member/register/mobile', LoginResponse, {
    method: 'PUT',
    body,
    encrypted: true,
  });

/** Registers and signs the new member in, like a sign-in. */
export function useRegister() {
  const qc = useQueryClient();
  return useMutation({
    mutationFn: ({ method, body }: { method: RegisterMethod; body: RegisterRequest }) => register(method, body),
    onSuccess: (res) => {
      setToken(res.token);
      qc.setQueryData(memberInfoQuery(res.token).queryKey, res.member);
    },
  });
}
