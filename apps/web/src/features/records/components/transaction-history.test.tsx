import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, test } from 'vitest';
import '@/lib/i18n';
import { mockApi, ok } from '@/test/mock-api';
import { renderWithQuery } from '@/test/render-with-query';
import { TransactionHistory } from './transaction-history';

const page = (type: string) => ({
  list: [
    { id: 2, type, amount: -1500, balanceAfter: 98500, reference: 'R-2', createdAt: '2026-03-02T10:00:00Z' },
    { id: 1, type: 'DEPOSIT', amount: 100000, balanceAfter: 100000, reference: null, createdAt: '2026-03-01T10:00:00Z' },
  ],
  pageNo: 1,
  pageSize: 20,
  total: 45,
  pageTotals: { in: 100000, out: -1500 },
  totals: { in: 250000, out: -12345 },
});

describe('TransactionHistory', () => {
  test('lists movements with signed amounts and totals, and asks again by type from page 1', async () => {
    const { fetch } = mockApi((url) => ok(page(new URL(url, 'http://x').searchParams.get('type') ?? 'BET')));
    renderWithQuery(<TransactionHistory />);
    const table = await screen.findByRole('table');
    expect(within(table).getAllByRole('row')).toHaveLength(3);
    expect(within(table).getByText('−15.00')).toBeInTheDocument();
    expect(within(table).getByText('+1,000.00')).toBeInTheDocument();
    expect(screen.getByTestId('record-totals')).toHaveTextContent('2,500.00');
    expect(screen.getByRole('button', { name: 'Page 1' })).toHaveAttribute('aria-current', 'page');
    const first = new URL(String(fetch.mock.calls[0]?.[0]), 'http://x').searchParams;
    expect(first.get('tz')).toBe(String(-new Date().getTimezoneOffset()));
    expect(first.get('from')).toMatch(/^\d{4}-\d{2}-\d{2}$/);

    await userEvent.click(screen.getByRole('button', { name: 'Page 2' }));
    await userEvent.selectOptions(screen.getByLabelText('Type'), 'WIN');
    expect(await within(screen.getByRole('table')).findByText('Win')).toBeInTheDocument();
    const last = new URL(String(fetch.mock.calls.at(-1)?.[0]), 'http://x').searchParams;
    expect(last.get('type')).toBe('WIN');
    expect(last.get('pageNo')).toBe('1');
  });
});
