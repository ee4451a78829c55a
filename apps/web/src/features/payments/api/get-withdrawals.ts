import { queryOptions, useQuery } from '@tanstack/react-query';
import { Paged, Withdrawal } from '@jade/contract/payments';
import { api } from '@/lib/api-client';
import { PAYMENTS_KEY } from './keys';

const WithdrawalPage = Paged(Withdrawal);

export const getWithdrawals = (pageSize: number) =>
  api(`/wps/payments/withdrawals?pageNo=1&pageSize=${pageSize}`, WithdrawalPage);

export const withdrawalsQuery = (pageSize = 10) =>
  queryOptions({ queryKey: [...PAYMENTS_KEY, 'withdrawals', pageSize], queryFn: () => getWithdrawals(pageSize) });

export const useWithdrawals = (pageSize = 10) => useQuery(withdrawalsQuery(pageSize));
