import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MemoryRouter } from 'react-router';
import { describe, expect, test, vi } from 'vitest';
import type { VipStatus } from '@jade/contract/vip';
import '@/test/i18n-vip';
import { fail, mockApi, ok } from '@/test/mock-api';
import { renderWithQuery } from '@/test/render-with-query';
import { REWARDS_KEY } from '@/lib/queries/rewards-key';
import { VIP_LEVELS, VIP_STATUS } from '../vip.fixtures';
import { VipLabel } from './vip-label';
import { VipPage } from './vip-page';

function renderPage(answer: () => Response, rebatePath: string | null = '/member?page=manualRebate') {
  const api = mockApi((url) => (url.startsWith('/wps/vip?') ? answer() : ok({})));
  const r = renderWithQuery(
    <MemoryRouter>
      <VipPage token="t" symbol="NPR" rewardsPath="/member?page=rewardCenter" rebatePath={rebatePath} />
    </MemoryRouter>,
  );
  return { api, ...r };
}

describe('VipPage', () => {
  test('shows the level, the progress of both requirements toward the next level and its bonus', async () => {
    const { api } = renderPage(() => ok(VIP_STATUS));
    expect(await screen.findByTestId('vip-rank')).toHaveTextContent('VIP 0 · Member');
    expect(screen.getByRole('heading', { name: 'Next level: VIP 1 · Bronze' })).toBeInTheDocument();
    const bet = screen.getByRole('progressbar', { name: 'Valid bet' });
    expect(bet).toHaveAttribute('aria-valuenow', '250000');
    expect(bet).toHaveAttribute('aria-valuemax', '1000000');
    expect(screen.getByTestId('vip-progress-bet')).toHaveTextContent('Rs 2,500.00 of Rs 10,000.00 (25%)');
    expect(screen.getByTestId('vip-progress-bet')).toHaveTextContent('Rs 7,500.00 to go');
    const deposits = screen.getByTestId('vip-progress-deposits');
    expect(deposits).toHaveTextContent('Rs 70,000.00 of Rs 1,000.00 (100%)');
    expect(deposits).toHaveTextContent('Reached');
    expect(screen.getByRole('progressbar', { name: 'Deposits' })).toHaveAttribute('aria-valuenow', '100000');
    expect(screen.getByText('Reach both to move up. Its upgrade bonus: Rs 50.00.')).toBeInTheDocument();
    expect(api.calls.map((c) => c.url)).toEqual(['/wps/vip?lang=en']);
  });

  test('lists every level with its requirements, bonus and rates by category, the member’s level marked', async () => {
    renderPage(() => ok({ ...VIP_STATUS, level: 1, name: 'Bronze', next: VIP_LEVELS[2] }));
    const levels = await screen.findByTestId('vip-levels');
    const rows = within(levels).getAllByRole('row').slice(1);
    expect(rows).toHaveLength(3);
    expect(rows[1]).toHaveAttribute('aria-current', 'true');
    expect(rows[1]).toHaveTextContent('VIP 1 · Bronzeyour levelRs 10,000.00Rs 1,000.00Rs 50.00');
    expect(rows[0]).not.toHaveAttribute('aria-current');
    const rates = screen.getByTestId('vip-rates');
    expect(
      within(rates)
        .getAllByRole('columnheader')
        .map((h) => h.textContent),
    ).toEqual(['Game', 'VIP 0 · Member', 'VIP 1 · Bronze', 'VIP 2 · Silver']);
    const inHouse = within(rates).getByRole('row', { name: /In-house/ });
    expect(inHouse).toHaveTextContent('In-house0.30%0.40%0.50%');
    expect(within(inHouse).getByText('0.40%').tagName).toBe('STRONG');
    expect(within(rates).getByRole('row', { name: /Lottery/ })).toHaveTextContent('Lottery0.10%0.20%0.30%');
  });

  test('explains the benefits, linking the manual rebate only when it is offered', async () => {
    const { unmount } = renderPage(() => ok(VIP_STATUS));
    const benefits = await screen.findByRole('region', { name: 'Your benefits' });
    expect(within(benefits).getByRole('link', { name: 'Open the reward centre' })).toHaveAttribute(
      'href',
      '/member?page=rewardCenter',
    );
    expect(within(benefits).getByRole('link', { name: "Claim today's rebate" })).toBeInTheDocument();
    unmount();
    renderPage(() => ok(VIP_STATUS), null);
    await screen.findByRole('region', { name: 'Your benefits' });
    expect(screen.queryByRole('link', { name: "Claim today's rebate" })).toBeNull();
  });

  test('at the top level says so instead of a progress', async () => {
    renderPage(() => ok({ ...VIP_STATUS, level: 2, name: 'Silver', next: null }));
    expect(await screen.findByTestId('vip-top')).toHaveTextContent('You are at the top level.');
    expect(screen.queryByRole('progressbar')).toBeNull();
  });

  test('a failed read says why and tries again', async () => {
    let answer = () => fail('INTERNAL_ERROR', 500);
    renderPage(() => answer());
    expect(await screen.findByRole('alert')).toBeInTheDocument();
    answer = () => ok(VIP_STATUS);
    await userEvent.setup().click(screen.getByRole('button', { name: 'Try again' }));
    expect(await screen.findByTestId('vip-rank')).toHaveTextContent('VIP 0 · Member');
  });
});

describe('VipLabel', () => {
  test('reads the level once for the label and the page, and refreshes the reward centre after', async () => {
    const api = mockApi(() => ok(VIP_STATUS as VipStatus));
    const { client } = renderWithQuery(
      <MemoryRouter>
        <VipLabel token="t" realMember />
        <VipPage token="t" symbol="NPR" rewardsPath="/r" rebatePath={null} />
      </MemoryRouter>,
    );
    const invalidate = vi.spyOn(client, 'invalidateQueries');
    await vi.waitFor(() => expect(screen.getByTestId('vip-label')).toHaveTextContent('VIP 0 · Member'));
    expect(api.calls).toHaveLength(1);
    await vi.waitFor(() => expect(invalidate).toHaveBeenCalledWith({ queryKey: REWARDS_KEY }));
  });

  test('is never asked for a guest or a trial account, and reads plain VIP meanwhile', () => {
    const api = mockApi(() => ok(VIP_STATUS));
    renderWithQuery(
      <>
        <VipLabel token={null} realMember />
        <VipLabel token="t" realMember={false} />
      </>,
    );
    expect(screen.getAllByTestId('vip-label').map((l) => l.textContent)).toEqual(['VIP', 'VIP']);
    expect(api.calls).toHaveLength(0);
  });
});
