import { useMutation } from '@tanstack/react-query';
import type { z } from 'zod';
import { CreateWithdrawalRequest, Withdrawal } from '@jade/contract/payments';
import { api } from '@/lib/api-client';
import { useRefreshMoney } from '../hooks/use-refresh-money';

/** Encrypted: the body carries the payment password. */
export const createWithdrawal = (body: z.input<typeof CreateWithdrawalRequest>) =>
  api('/wps/payments/withdrawals', Withdrawal, { method: 'POST', body, encrypted: true });

export function useCreateWithdrawal() {
  const refresh = useRefreshMoney();
  return useMutation({ mutationFn: createWithdrawal, onSuccess: () => void refresh() });
}
