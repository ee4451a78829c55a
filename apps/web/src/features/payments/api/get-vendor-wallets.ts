import { queryOptions, useQuery } from '@tanstack/react-query';
import { VendorWallets } from '@jade/contract/wallet';
import { api } from '@/lib/api-client';
import { PAYMENTS_KEY } from './keys';

export const getVendorWallets = () => api('/wps/relay/GCS_vendorWallets', VendorWallets);

export const vendorWalletsQuery = () => queryOptions({ queryKey: [...PAYMENTS_KEY, 'vendorWallets'], queryFn: getVendorWallets });

export const useVendorWallets = (enabled: boolean) => useQuery({ ...vendorWalletsQuery(), enabled });
