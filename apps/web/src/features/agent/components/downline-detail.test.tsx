import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MemoryRouter } from 'react-router';
import { describe, expect, test, vi } from 'vitest';
import '@/lib/i18n';
import { fail, mockApi, ok } from '@/test/mock-api';
import { renderWithQuery } from '@/test/render-with-query';
import { DownlineDetailCard } from './downline-detail';

const detail = {
  id: 3,
  username: 'agent02',
  nickname: 'agent02',
  type: 1,
  isAgent: true,
  upline: 'agent01',
  level: 1,
  directDownlines: 0,
  balance: 10000,
  prizeLevel: 9900,
  status: 'active',
  createdAt: '2026-03-01T00:00:00Z',
  lastLoginAt: null,
  exclusion: null,
  path: ['agent02'],
  deposits: 0,
  withdrawals: 0,
  validBet: 0,
  profitLoss: 0,
  contracts: [
    {
      id: 11,
      kind: 'DAILY_SALARY',
      period: null,
      tiers: [{ activeMembers: 0, validBet: 0, profitLoss: 0, rate: 200 }],
      status: 'ACTIVE',
      upline: 'agent01',
      agent: 'agent02',
      terminationRequestedBy: null,
      createdAt: '2026-03-01T00:00:00Z',
      acceptedAt: '2026-03-01T00:00:00Z',
    },
  ],
};

const bets = {
  list: [
    {
      id: 1,
      username: 'agent02',
      roundRef: 'R1',
      vendor: 'JADE',
      category: 'rng',
      gameCode: 'dice',
      gameName: 'Dice',
      stake: 500,
      win: 0,
      profit: -500,
      status: 'SETTLED',
      result: 'lose',
      createdAt: '2026-03-02T00:00:00Z',
      settledAt: '2026-03-02T00:00:00Z',
    },
  ],
  pageNo: 1,
  pageSize: 10,
  total: 1,
  pageTotals: { stake: 500, win: 0, profit: -500 },
  totals: { stake: 500, win: 0, profit: -500 },
};

function setup() {
  const calls: string[] = [];
  mockApi((url, init) => {
    calls.push(`${init.method ?? 'GET'} ${url}`);
    if (url.startsWith('/wps/agent/team/members/agent02')) return ok(detail);
    if (url.startsWith('/wps/agent/reports/bets')) return ok(bets);
    if (url.startsWith('/wps/agent/contracts/11/answer'))
      return ok({ ...detail.contracts[0], status: 'TERMINATION_REQUESTED', terminationRequestedBy: 'agent01' });
    return fail('INTERNAL_ERROR', 500);
  });
  renderWithQuery(
    <MemoryRouter>
      <DownlineDetailCard username="agent02" onOpenBranch={() => {}} />
    </MemoryRouter>,
  );
  return { calls, user: userEvent.setup() };
}

describe('DownlineDetailCard', () => {
  test('lists the contracts with the downline and asks for the termination of an active one', async () => {
    const { calls, user } = setup();
    const contracts = await screen.findByTestId('downline-contracts');
    expect(within(contracts).getByRole('heading', { name: 'Contracts with agent02' })).toBeInTheDocument();
    const card = within(contracts).getByTestId('contract-card');
    expect(card).toHaveTextContent('Daily wages · Active');
    expect(within(card).getByRole('cell', { name: '2 %' })).toBeInTheDocument();
    await user.click(within(card).getByRole('button', { name: 'Request termination' }));
    await vi.waitFor(() => expect(calls).toContain('POST /wps/agent/contracts/11/answer'));
  });

  test("shows the downline's recent bets with a link to the filtered report, and a failed list's error", async () => {
    const { calls } = setup();
    const recent = await screen.findByTestId('downline-bets');
    expect(await within(recent).findByRole('cell', { name: 'Dice' })).toBeInTheDocument();
    expect(within(recent).getByRole('link', { name: 'All bets in Team betting' })).toHaveAttribute(
      'href',
      '/agentHome?page=personalHistoryCopy&username=agent02',
    );
    const bet = new URL(calls.find((c) => c.includes('/reports/bets'))!.split(' ')[1]!, 'http://x').searchParams;
    expect(bet.get('username')).toBe('agent02');
    expect(bet.get('pageSize')).toBe('10');
    const moves = screen.getByTestId('downline-transactions');
    expect(await within(moves).findByRole('alert')).toBeInTheDocument();
    expect(within(moves).getByRole('button', { name: 'Try again' })).toBeInTheDocument();
  });
});
