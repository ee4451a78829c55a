import { queryOptions, useQuery } from '@tanstack/react-query';
import { RegisterConfig } from '@jade/contract/register';
import { api } from '@/lib/api-client';
import { session } from '@/lib/storage';

const KEY = 'registerConfig';

function cachedConfig(): RegisterConfig | undefined {
  try {
    const parsed = RegisterConfig.safeParse(JSON.parse(session.get(KEY) ?? 'null'));
    return parsed.success ? parsed.data : undefined;
  } catch {
    return undefined;
  }
}

/** The registration validation config, cached in session storage for the visit (spec §3). */
export const getRegisterConfig = async () => {
  const config = await api('/wps/system/setting/register', RegisterConfig);
  session.set(KEY, JSON.stringify(config));
  return config;
};

/** One entry for the register form and the agent's register centre (which checks a downline's password with its rule). */
export const registerConfigQuery = () =>
  queryOptions({
    queryKey: ['register-config'],
    queryFn: getRegisterConfig,
    initialData: cachedConfig,
    staleTime: 5 * 60_000,
  });

/** The registration config (field rules, the login-password rule). */
export const useRegisterConfig = () => useQuery(registerConfigQuery());
