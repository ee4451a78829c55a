import { useQuery } from '@tanstack/react-query';
import { RegisterConfig } from '@jade/contract/register';
import { api } from '@/lib/api-client';

/**
 * The merchant's login-password rule (from the registration config): the register centre checks a
 * downline's password with it, as the server does.
 */
export const usePasswordRule = () =>
  useQuery({
    queryKey: ['agent', 'password-rule'],
    queryFn: async () => (await api('/wps/system/setting/register', RegisterConfig)).passwordRule,
    staleTime: 5 * 60_000,
  });
