import { useMutation } from '@tanstack/react-query';
import type { z } from 'zod';
import { ConfirmReceiptRequest, Withdrawal } from '@jade/contract/payments';
import { api } from '@/lib/api-client';
import { useRefreshMoney } from '../hooks/use-refresh-money';

export const confirmReceipt = ({ id, body }: { id: number; body: z.input<typeof ConfirmReceiptRequest> }) =>
  api(`/wps/payments/withdrawals/${id}/receipt`, Withdrawal, { method: 'POST', body });

export function useConfirmReceipt() {
  const refresh = useRefreshMoney();
  return useMutation({ mutationFn: confirmReceipt, onSuccess: () => void refresh() });
}
