import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { render } from '@testing-library/react';
import type { ReactElement, ReactNode } from 'react';

/**
 * A query client for one test: nothing shared with other tests, and a failed query fails at once
 * (no retries with back-off), so an error state shows without waiting.
 */
export function testQueryClient(): QueryClient {
  return new QueryClient({ defaultOptions: { queries: { retry: false } } });
}

/**
 * Renders `ui` inside a QueryClientProvider, as the app's providers do, and returns the client with
 * Testing Library's result, so a test can read or seed the cache. Pass `client` to use one made
 * beforehand.
 */
export function renderWithQuery(ui: ReactElement, { client = testQueryClient() }: { client?: QueryClient } = {}) {
  const wrapper = ({ children }: { children: ReactNode }) => (
    <QueryClientProvider client={client}>{children}</QueryClientProvider>
  );
  return { client, ...render(ui, { wrapper }) };
}
