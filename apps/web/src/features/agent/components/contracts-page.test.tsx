import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { expect, test } from 'vitest';
import '@/lib/i18n';
import { fail, mockApi, ok } from '@/test/mock-api';
import { renderWithQuery } from '@/test/render-with-query';
import { ContractsPage } from './contracts-page';

const contract = (id: number, agent: string) => ({
  id,
  kind: 'DAILY_SALARY',
  period: null,
  tiers: [{ activeMembers: 0, validBet: 0, profitLoss: 0, rate: 100 }],
  status: 'TERMINATED',
  upline: 'agent01',
  agent,
  terminationRequestedBy: null,
  createdAt: '2026-03-01T00:00:00Z',
  acceptedAt: '2026-03-01T00:00:00Z',
});

test('the contracts the agent gave come a page at a time, of the page kind', async () => {
  const asked: string[] = [];
  mockApi((url) => {
    if (url.startsWith('/wps/agent/contracts')) {
      const q = new URL(url, 'http://x').searchParams;
      asked.push(`${q.get('kind')} ${q.get('pageNo')}`);
      const pageNo = Number(q.get('pageNo'));
      const given = pageNo === 1 ? Array.from({ length: 20 }, (_, i) => contract(100 - i, `sub${i}`)) : [contract(1, 'last')];
      return ok({ held: [], given, pageNo, pageSize: 20, givenTotal: 21 });
    }
    if (url.startsWith('/wps/agent/settlements')) return ok({ list: [], pageNo: 1, pageSize: 20, total: 0 });
    return fail('NOT_FOUND', 404);
  });
  renderWithQuery(<ContractsPage kind="DAILY_SALARY" />);
  const given = await screen.findByLabelText('Contracts I give');
  await within(given).findByText(/sub0/);
  expect(within(given).getAllByTestId('contract-card')).toHaveLength(20);
  await userEvent.setup().click(within(given).getByRole('button', { name: 'Page 2' }));
  await within(given).findByText(/last/);
  expect(within(given).getAllByTestId('contract-card')).toHaveLength(1);
  expect(asked).toEqual(['DAILY_SALARY 1', 'DAILY_SALARY 2']);
});
