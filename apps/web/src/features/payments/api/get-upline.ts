import { queryOptions, useQuery } from '@tanstack/react-query';
import { UplineInfo } from '@jade/contract/wallet';
import { api } from '@/lib/api-client';
import { PAYMENTS_KEY } from './keys';

export const getUpline = () => api('/wps/wallet/upline', UplineInfo);

export const uplineQuery = () => queryOptions({ queryKey: [...PAYMENTS_KEY, 'upline'], queryFn: getUpline });

export const useUpline = () => useQuery(uplineQuery());
