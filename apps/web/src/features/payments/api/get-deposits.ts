import { queryOptions } from '@tanstack/react-query';
import { Deposit, Paged } from '@jade/contract/payments';
import { api } from '@/lib/api-client';
import { PAYMENTS_KEY } from './keys';

const DepositPage = Paged(Deposit);

export const getDeposits = (pageSize: number) => api(`/wps/payments/deposits?pageNo=1&pageSize=${pageSize}`, DepositPage);

/** The member's newest deposits (the deposit page polls them while one is pending). */
export const depositsQuery = (pageSize = 10) =>
  queryOptions({ queryKey: [...PAYMENTS_KEY, 'deposits', pageSize], queryFn: () => getDeposits(pageSize) });
