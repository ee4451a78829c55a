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

export const registerConfigQuery = () =>
  queryOptions({
    queryKey: ['auth', 'register-config'],
    queryFn: getRegisterConfig,
    initialData: cachedConfig,
    staleTime: 5 * 60_000,
  });

export const useRegisterConfig = () => useQuery(registerConfigQuery());
