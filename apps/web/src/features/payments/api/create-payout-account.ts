import { useMutation } from '@tanstack/react-query';
import type { z } from 'zod';
import { CreatePayoutAccountRequest, PayoutAccount } from '@jade/contract/payments';
import { api } from '@/lib/api-client';
import { useRefreshMoney } from '../hooks/use-refresh-money';

export const createPayoutAccount = (body: z.input<typeof CreatePayoutAccountRequest>) =>
  api('/wps/payments/payout-accounts', PayoutAccount, { method: 'POST', body });

export function useCreatePayoutAccount() {
  const refresh = useRefreshMoney();
  return useMutation({ mutationFn: createPayoutAccount, onSuccess: () => void refresh() });
}
