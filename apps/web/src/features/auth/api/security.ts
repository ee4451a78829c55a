import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { RecoveryCodes, SecurityOverview, SmsSent, TotpSetup } from '@jade/contract/auth';
import { Empty } from '@jade/contract/common';
import { api } from '@/lib/api-client';

export const securityQuery = () =>
  queryOptions({ queryKey: ['member', 'security'], queryFn: () => api('/wps/member/security', SecurityOverview) });

export const useSecurity = () => useQuery(securityQuery());

function useSecurityMutation<I, O>(fn: (input: I) => Promise<O>) {
  const qc = useQueryClient();
  return useMutation({ mutationFn: fn, onSuccess: () => qc.invalidateQueries({ queryKey: securityQuery().queryKey }) });
}

export const useTotpSetup = () => useMutation({ mutationFn: () => api('/wps/member/totp/setup', TotpSetup, { method: 'POST' }) });

/** Turning the app on asks for the login password too: a session alone cannot enrol a thief's phone. */
export const useTotpEnable = () =>
  useSecurityMutation((body: { code: string; loginPassword: string }) =>
    api('/wps/member/totp/enable', RecoveryCodes, { method: 'POST', body, encrypted: true }),
  );

export const useTotpDisable = () =>
  useSecurityMutation((code: string) =>
    api('/wps/member/totp/disable', Empty, { method: 'POST', body: { code }, encrypted: true }),
  );

export const useRevokeSession = () =>
  useSecurityMutation((id: number) => api(`/wps/member/sessions/${id}`, Empty, { method: 'DELETE' }));

export const useUpdateProfile = () =>
  useSecurityMutation((body: { nickname?: string; realName?: string; birthday?: string }) =>
    api('/wps/member/profile', Empty, { method: 'PUT', body }),
  );

/** A new mobile or e-mail, and the login password that both steps of binding it ask for. */
type Bind = { loginPassword: string; channel: 'sms' | 'email'; countryDialingCode?: string; mobileNum?: string; email?: string };

export const sendBindCode = (body: Bind) => api('/wps/member/bind/code', SmsSent, { method: 'POST', body, encrypted: true });

export const useBind = () =>
  useSecurityMutation((body: Bind & { code: string }) =>
    api('/wps/member/bind', Empty, { method: 'POST', body, encrypted: true }),
  );

export const usePaymentPassword = () =>
  useSecurityMutation(
    (body: { loginPassword: string; oldPaymentPassword?: string; newPaymentPassword: string; confirmPaymentPassword: string }) =>
      api('/wps/member/payment-password', Empty, { method: 'PUT', body, encrypted: true }),
  );
