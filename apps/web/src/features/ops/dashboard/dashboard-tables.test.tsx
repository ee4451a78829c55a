import { render, screen, within } from '@testing-library/react';
import { beforeAll, describe, expect, test } from 'vitest';
import type { DashboardPlay, OpsDashboard } from '@jade/contract/ops-dashboard';
import { loadSection } from '@/lib/i18n';
import { DashboardTables } from './dashboard-tables';

beforeAll(() => loadSection('ops'));

const play = (stake: number, win: number): DashboardPlay => ({
  rounds: 2,
  stake,
  settledRounds: 2,
  validBet: stake,
  win,
  ggr: stake - win,
});
const data: OpsDashboard = {
  from: '2026-03-01',
  to: '2026-03-01',
  utcOffsetMinutes: 345,
  currency: 'NPR',
  totals: {
    ...play(3_000, 1_000),
    deposits: 0,
    depositCount: 0,
    withdrawals: 0,
    withdrawalCount: 0,
    bonus: 0,
    ngr: 2_000,
    newPlayers: 0,
    activePlayers: 1,
  },
  days: [],
  categories: [{ category: 'RNG', ...play(3_000, 1_000) }],
  vendors: [
    { vendor: 'HIMAL', name: 'Himal Slots', ...play(2_000, 500) },
    { vendor: 'LOTUS', name: 'Lotus Games', ...play(1_000, 500) },
  ],
  pending: { deposits: 0, withdrawals: 0, disputes: 0 },
};

describe('the dashboard tables', () => {
  test('list each vendor by name as the server orders them, with its rounds, bets, wins and GGR', () => {
    render(<DashboardTables data={data} />);
    const region = screen.getByRole('region', { name: 'By vendor' });
    const rows = within(region).getAllByRole('row').slice(1);
    expect(rows.map((r) => within(r).getByRole('rowheader').textContent)).toEqual(['Himal Slots (HIMAL)', 'Lotus Games (LOTUS)']);
    expect(rows[0]).toHaveTextContent('Rs 15.00');
  });
});
