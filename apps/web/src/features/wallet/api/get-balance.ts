import { queryOptions, useQuery } from '@tanstack/react-query';
import { WalletBalance } from '@jade/contract/wallet';
import { api } from '@/lib/api-client';

export const balanceQuery = (token: string | null) =>
  queryOptions({
    queryKey: ['member', 'balance', token],
    queryFn: () => api('/wps/v2/wallets/balance', WalletBalance),
    enabled: token !== null,
    staleTime: 15_000,
  });

export const useBalance = (token: string | null) => useQuery(balanceQuery(token));
