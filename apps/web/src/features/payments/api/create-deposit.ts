import { useMutation } from '@tanstack/react-query';
import type { z } from 'zod';
import { CreateDepositRequest, Deposit } from '@jade/contract/payments';
import { api } from '@/lib/api-client';
import { useRefreshMoney } from '../hooks/use-refresh-money';

export const createDeposit = (body: z.input<typeof CreateDepositRequest>) =>
  api('/wps/payments/deposits', Deposit, { method: 'POST', body });

export function useCreateDeposit() {
  const refresh = useRefreshMoney();
  return useMutation({ mutationFn: createDeposit, onSuccess: () => void refresh() });
}
