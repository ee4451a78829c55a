import { queryOptions, useQuery } from '@tanstack/react-query';
import { z } from 'zod';
import { PaymentChannel } from '@jade/contract/payments';
import { api } from '@/lib/api-client';
import { PAYMENTS_KEY } from './keys';

export const getChannels = () => api('/wps/payments/channels', z.array(PaymentChannel));

export const channelsQuery = () =>
  queryOptions({
    queryKey: [...PAYMENTS_KEY, 'channels'],
    queryFn: getChannels,
    staleTime: 60_000,
    select: (list) => [...list].sort((a, b) => a.sort - b.sort),
  });

export const useChannels = () => useQuery(channelsQuery());
