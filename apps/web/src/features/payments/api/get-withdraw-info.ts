import { queryOptions, useQuery } from '@tanstack/react-query';
import { WithdrawInfo } from '@jade/contract/payments';
import { api } from '@/lib/api-client';
import { PAYMENTS_KEY } from './keys';

export const getWithdrawInfo = () => api('/wps/payments/withdraw-info', WithdrawInfo);

export const withdrawInfoQuery = () => queryOptions({ queryKey: [...PAYMENTS_KEY, 'withdrawInfo'], queryFn: getWithdrawInfo });

export const useWithdrawInfo = () => useQuery(withdrawInfoQuery());
