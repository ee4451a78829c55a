import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { render, screen } from '@testing-library/react';
import { afterEach, describe, expect, test, vi } from 'vitest';
import '@/lib/i18n';
import { BonusDetails } from './bonus-details';

const bonuses = {
  locked: 50000,
  list: [
    {
      id: 1,
      name: 'Welcome bonus',
      amount: 50000,
      turnoverRequired: 200000,
      turnoverDone: 50000,
      status: 'ACTIVE',
      createdAt: '2026-03-01T10:00:00Z',
      completedAt: null,
    },
  ],
};

afterEach(() => vi.unstubAllGlobals());

describe('BonusDetails', () => {
  test('shows the turnover progress of each bonus and the locked total', async () => {
    vi.stubGlobal('fetch', async () => new Response(JSON.stringify({ success: true, code: 'OK', message: '', value: bonuses })));
    render(
      <QueryClientProvider client={new QueryClient({ defaultOptions: { queries: { retry: false } } })}>
        <BonusDetails />
      </QueryClientProvider>,
    );
    const bar = await screen.findByRole('progressbar', { name: 'Welcome bonus' });
    expect(bar).toHaveAttribute('aria-valuenow', '50000');
    expect(bar).toHaveAttribute('aria-valuemax', '200000');
    expect(bar).toHaveAttribute('aria-valuetext', '500.00 of 2,000.00');
    expect(screen.getByTestId('bonus-locked')).toHaveTextContent('500.00');
    expect(screen.getByText('In progress')).toBeInTheDocument();
  });

  test('says so when the answer is an error, and tries again on request', async () => {
    const fetch = vi.fn(
      async () => new Response(JSON.stringify({ success: false, code: 'AUTH_TRIAL_NOT_ALLOWED', message: '' }), { status: 403 }),
    );
    vi.stubGlobal('fetch', fetch);
    render(
      <QueryClientProvider client={new QueryClient({ defaultOptions: { queries: { retry: false } } })}>
        <BonusDetails />
      </QueryClientProvider>,
    );
    expect(await screen.findByRole('alert')).not.toBeEmptyDOMElement();
    screen.getByRole('button', { name: 'Try again' }).click();
    await vi.waitFor(() => expect(fetch).toHaveBeenCalledTimes(2));
  });
});
