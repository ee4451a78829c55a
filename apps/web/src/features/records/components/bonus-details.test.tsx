import { screen } from '@testing-library/react';
import { describe, expect, test, vi } from 'vitest';
import '@/lib/i18n';
import { fail, mockApi, ok } from '@/test/mock-api';
import { renderWithQuery } from '@/test/render-with-query';
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

describe('BonusDetails', () => {
  test('shows the turnover progress of each bonus and the locked total', async () => {
    mockApi(() => ok(bonuses));
    renderWithQuery(<BonusDetails />);
    const bar = await screen.findByRole('progressbar', { name: 'Welcome bonus' });
    expect(bar).toHaveAttribute('aria-valuenow', '50000');
    expect(bar).toHaveAttribute('aria-valuemax', '200000');
    expect(bar).toHaveAttribute('aria-valuetext', '500.00 of 2,000.00');
    expect(screen.getByTestId('bonus-locked')).toHaveTextContent('500.00');
    expect(screen.getByText('In progress')).toBeInTheDocument();
  });

  test('says so when the answer is an error, and tries again on request', async () => {
    const { fetch } = mockApi(() => fail('AUTH_TRIAL_NOT_ALLOWED', 403));
    renderWithQuery(<BonusDetails />);
    expect(await screen.findByRole('alert')).not.toBeEmptyDOMElement();
    screen.getByRole('button', { name: 'Try again' }).click();
    await vi.waitFor(() => expect(fetch).toHaveBeenCalledTimes(2));
  });
});
