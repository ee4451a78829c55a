import { queryOptions, useQuery } from '@tanstack/react-query';
import { MerchantWallet } from '@jade/contract/wallet';
import { api } from '@/lib/api-client';
import { session } from '@/lib/storage';
import { PAYMENTS_KEY } from './keys';

const CACHE_KEY = 'merchantWallet';

/** The wallet mode changes rarely: kept in sessionStorage for the tab (spec). */
export async function getMerchantWallet() {
  const cached = session.get(CACHE_KEY);
  if (cached) {
    const parsed = MerchantWallet.safeParse(JSON.parse(cached));
    if (parsed.success) return parsed.data;
  }
  const value = await api('/wps/relay/GCS_merchantWallet', MerchantWallet);
  session.set(CACHE_KEY, JSON.stringify(value));
  return value;
}

export const merchantWalletQuery = () =>
  queryOptions({ queryKey: [...PAYMENTS_KEY, 'merchantWallet'], queryFn: getMerchantWallet, staleTime: Infinity });

export const useMerchantWallet = () => useQuery(merchantWalletQuery());
