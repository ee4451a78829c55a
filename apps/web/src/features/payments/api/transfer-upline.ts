import { useMutation } from '@tanstack/react-query';
import type { z } from 'zod';
import { UplineTransferRequest, UplineTransferResult } from '@jade/contract/wallet';
import { api } from '@/lib/api-client';
import { useRefreshMoney } from '../hooks/use-refresh-money';

/** Encrypted: the body carries the payment password. */
export const transferUpline = (body: z.input<typeof UplineTransferRequest>) =>
  api('/wps/wallet/transfer-upline', UplineTransferResult, { method: 'POST', body, encrypted: true });

export function useTransferUpline() {
  const refresh = useRefreshMoney();
  return useMutation({ mutationFn: transferUpline, onSuccess: () => void refresh() });
}
