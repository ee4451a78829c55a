import { queryOptions, useQuery } from '@tanstack/react-query';
import type { WalletBalance } from '@jade/contract/wallet';
import { answer } from '@/lib/answer';
import { api } from '@/lib/api-client';
import { BALANCE_KEY } from './balance-key';

const balance = answer<typeof WalletBalance>({ balance: 'number', currency: 'string', currencySymbol: 'string' });

/** The member's wallet balance (GET /wps/v2/wallets/balance). */
export const getBalance = () => api('/wps/v2/wallets/balance', balance);

/** The balance of the session `token` (none while signed out); fresh for 15 s, the socket keeps it current. */
export const balanceQuery = (token: string | null) =>
  queryOptions({
    queryKey: [...BALANCE_KEY, token],
    queryFn: getBalance,
    enabled: token !== null,
    staleTime: 15_000,
  });

/** The member's balance, shared by every feature that shows it. */
export const useBalance = (token: string | null) => useQuery(balanceQuery(token));
