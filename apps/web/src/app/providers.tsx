import { QueryCache, QueryClient, QueryClientProvider } from '@tanstack/react-query';
import type { ReactNode } from 'react';
import { ApiError } from '@/lib/api-client';

const CLOSED_CODES = new Set(['SYSTEM_MAINTENANCE', 'SYSTEM_REGION_RESTRICTED']);

/** One query client: a call refused for maintenance or region makes the app re-read its status. */
export function createQueryClient() {
  const client: QueryClient = new QueryClient({
    queryCache: new QueryCache({
      onError(error) {
        if (error instanceof ApiError && CLOSED_CODES.has(error.code)) {
          void client.invalidateQueries({ queryKey: ['system', 'status'] });
        }
      },
    }),
    defaultOptions: {
      queries: {
        retry: (count, error) => !(error instanceof ApiError && error.status >= 400 && error.status < 500) && count < 2,
        refetchOnWindowFocus: false,
      },
    },
  });
  return client;
}

export function Providers({ client, children }: { client: QueryClient; children: ReactNode }) {
  return <QueryClientProvider client={client}>{children}</QueryClientProvider>;
}
