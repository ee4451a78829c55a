import { screen, within } from '@testing-library/react';
import { describe, expect, test } from 'vitest';
import '@/lib/i18n';
import { mockApi, ok } from '@/test/mock-api';
import { renderWithQuery } from '@/test/render-with-query';
import { SettlementList } from './settlement-list';

const statement = (id: number, kind: string, rate: number, amount: number) => ({
  id,
  kind,
  periodStart: '2026-11-26T00:00:00Z',
  periodEnd: '2026-11-27T00:00:00Z',
  volume: 100_000,
  rate,
  amount,
  lines: [],
  createdAt: '2026-11-27T00:05:00Z',
});

describe('SettlementList', () => {
  test("shows a lottery rebate's rate as the agent's prize level and a contract's as its tier rate", async () => {
    mockApi(() =>
      ok({
        list: [statement(1, 'LOTTERY_REBATE', 9900, 200), statement(2, 'DAILY_SALARY', 250, 2500)],
        pageNo: 1,
        pageSize: 20,
        total: 2,
        pageTotal: 2700,
        totalAmount: 2700,
      }),
    );
    renderWithQuery(<SettlementList />);
    const rebate = (await screen.findByRole('cell', { name: 'Lottery rebate' })).closest('tr')!;
    expect(within(rebate).getByRole('cell', { name: 'level 99.0 %' })).toBeInTheDocument();
    const wages = screen.getByRole('cell', { name: 'Daily wages' }).closest('tr')!;
    expect(within(wages).getByRole('cell', { name: '2.5 %' })).toBeInTheDocument();
  });
});
