import { useMutation } from '@tanstack/react-query';
import { VendorWallets, type WalletTransferRequest } from '@jade/contract/wallet';
import { api } from '@/lib/api-client';
import { useRefreshMoney } from '../hooks/use-refresh-money';

export const walletTransfer = (body: WalletTransferRequest) =>
  api('/wps/relay/GCS_walletTransfer', VendorWallets, { method: 'POST', body });

export function useWalletTransfer() {
  const refresh = useRefreshMoney();
  return useMutation({ mutationFn: walletTransfer, onSettled: () => void refresh() });
}
