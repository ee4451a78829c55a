import { useMutation, useQueryClient } from '@tanstack/react-query';
import { LoginResponse } from '@jade/contract/auth';
import { Empty } from '@jade/contract/common';
import { api } from '@/lib/api-client';
import { setToken } from '@/lib/session';
import { memberInfoQuery } from './get-member-info';

type SmsLogin = { countryDialingCode: string; mobileNum: string; verificationCode: string; site?: 'member' | 'agent' };
type MobileReset = {
  countryDialingCode: string;
  mobileNum: string;
  verificationCode: string;
  newPassword: string;
  confirmNewPassword: string;
};

export const loginBySms = (body: SmsLogin) =>
  api('/wps/session/login', LoginResponse, { method: 'POST', body: { ...body, type: 'sms' }, encrypted: true });

export const freeplay = () =>
  api('/wps/session/login/freeplay', LoginResponse, { method: 'POST', body: { os: 'web', platform: 'W', gatewayVersion: 3 } });

export const forgotByEmail = (body: { username: string; email: string }) =>
  api('/wps/member/password/email', Empty, { method: 'POST', body });

export const resetByLink = (body: { token: string; newPassword: string; confirmNewPassword: string }) =>
  api('/wps/member/password/reset', Empty, { method: 'POST', body, encrypted: true });

export const resetByMobile = (body: MobileReset) =>
  api('/wps/member/password/verification', LoginResponse, { method: 'PUT', body, encrypted: true });

/** Any call that answers a new session: stores it like a sign-in. */
export function useSessionMutation<T>(fn: (input: T) => Promise<LoginResponse>) {
  const qc = useQueryClient();
  return useMutation({
    mutationFn: fn,
    onSuccess: (res) => {
      setToken(res.token);
      qc.setQueryData(memberInfoQuery(res.token).queryKey, res.member);
    },
  });
}
