import { useMutation } from '@tanstack/react-query';
import { Empty } from '@jade/contract/common';
import { api } from '@/lib/api-client';
import { useRefreshMoney } from '../hooks/use-refresh-money';

export const deletePayoutAccount = (id: number) => api(`/wps/payments/payout-accounts/${id}`, Empty, { method: 'DELETE' });

export function useDeletePayoutAccount() {
  const refresh = useRefreshMoney();
  return useMutation({ mutationFn: deletePayoutAccount, onSuccess: () => void refresh() });
}
