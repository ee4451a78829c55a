import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { act, render, screen, waitFor } from '@testing-library/react';
import { afterEach, expect, test, vi } from 'vitest';
import '@/lib/i18n';
import { JackpotCounter } from './jackpot-counter';

afterEach(() => {
  vi.useRealTimers();
  vi.unstubAllGlobals();
});

test('all cards share one poll; listed pools rise at their rate, others keep the card pool', async () => {
  vi.useFakeTimers({ toFake: ['setInterval', 'clearInterval', 'Date'] });
  const fetch = vi.fn(() =>
    Promise.resolve(
      new Response(
        JSON.stringify({
          success: true,
          code: 'OK',
          message: '',
          value: [
            { gameCode: 'A', pool: 1_000_000, ratePerSecond: 100 },
            { gameCode: 'B', pool: 500_000, ratePerSecond: 0 },
          ],
        }),
      ),
    ),
  );
  vi.stubGlobal('fetch', fetch);
  render(
    <QueryClientProvider client={new QueryClient({ defaultOptions: { queries: { retry: false } } })}>
      <div data-testid="a">
        <JackpotCounter gameCode="A" pool={1} symbol="रु" />
      </div>
      <div data-testid="b">
        <JackpotCounter gameCode="B" pool={2} symbol="रु" />
      </div>
      <div data-testid="c">
        <JackpotCounter gameCode="C" pool={123_456} symbol="रु" />
      </div>
    </QueryClientProvider>,
  );
  await waitFor(() => expect(screen.getByTestId('a')).toHaveTextContent('रु 10,000.00'));
  expect(fetch).toHaveBeenCalledOnce();
  expect(screen.getByTestId('b')).toHaveTextContent('रु 5,000.00');
  expect(screen.getByTestId('c')).toHaveTextContent('रु 1,234.56');
  await act(async () => {
    vi.advanceTimersByTime(3000);
  });
  expect(screen.getByTestId('a')).toHaveTextContent('रु 10,003.00');
  expect(screen.getByTestId('b')).toHaveTextContent('रु 5,000.00');
  expect(screen.getByTestId('c')).toHaveTextContent('रु 1,234.56');
});
