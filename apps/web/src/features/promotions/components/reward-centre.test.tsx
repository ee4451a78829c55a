import { fireEvent, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MemoryRouter } from 'react-router';
import { describe, expect, test, vi } from 'vitest';
import type { RewardItem } from '@jade/contract/promotions';
import '@/test/i18n-promotions';
import { BALANCE_KEY } from '@/lib/queries/balance-key';
import { fail, mockApi, ok } from '@/test/mock-api';
import { renderWithQuery } from '@/test/render-with-query';
import { REWARD_COUNT_KEY, REWARDS_KEY } from '../api/keys';
import { REWARD } from '../promotions.fixtures';
import { RewardCentre } from './reward-centre';

const CLAIMED: RewardItem = { ...REWARD, state: 'CLAIMED', turnoverDone: 125_000, claimedAt: '2026-03-01T11:00:00.000Z' };
const page = (list: RewardItem[], claimable: number) => ({ list, pageNo: 1, pageSize: 10, total: list.length, claimable });

/** The reward centre against a server holding `rewards`; the claim is answered by `claim` (may hold the request open). */
function renderCentre(rewards: { claimable: RewardItem[]; history: RewardItem[] }, claim?: () => Response | Promise<Response>) {
  const api = mockApi((url) => {
    if (url.endsWith('/claim')) {
      if (claim) return claim();
      Object.assign(rewards, { claimable: [], history: [CLAIMED] });
      return ok({ reward: CLAIMED, balance: 250_000 });
    }
    if (url.startsWith('/wps/rewards?')) {
      const history = url.includes('tab=history');
      return ok(page(history ? rewards.history : rewards.claimable, rewards.claimable.length));
    }
    return ok({});
  });
  const r = renderWithQuery(
    <MemoryRouter>
      <RewardCentre symbol="NPR" promotionsPath="/promotions" />
    </MemoryRouter>,
  );
  return { api, ...r };
}

describe('RewardCentre', () => {
  test('lists a claimable reward with its amount, dates and state, and the count on its tab', async () => {
    renderCentre({ claimable: [REWARD], history: [] });
    const item = await screen.findByTestId('reward-item');
    expect(within(item).getByRole('heading', { name: 'First deposit bonus' })).toBeInTheDocument();
    expect(within(item).getByTestId('reward-amount')).toHaveTextContent('Rs 1,000.00');
    expect(item).toHaveTextContent('To claim');
    expect(item).toHaveTextContent('Claim by');
    expect(within(screen.getByRole('tab', { name: /To claim/ })).getByTestId('reward-badge')).toHaveTextContent('1');
  });

  test('a double click claims once, then shows the new balance and reads the balance and the badge again', async () => {
    let release: (r: Response) => void = () => undefined;
    const rewards = { claimable: [REWARD], history: [] as RewardItem[] };
    const { api, client } = renderCentre(rewards, () => new Promise<Response>((resolve) => (release = resolve)));
    const invalidate = vi.spyOn(client, 'invalidateQueries');
    const button = await screen.findByRole('button', { name: 'Claim First deposit bonus' });
    fireEvent.click(button);
    fireEvent.click(button);
    await vi.waitFor(() => expect(button).toBeDisabled());
    expect(button).toHaveTextContent('Claiming…');
    fireEvent.click(button);
    Object.assign(rewards, { claimable: [], history: [CLAIMED] });
    release(ok({ reward: CLAIMED, balance: 250_000 }));
    expect(await screen.findByTestId('reward-claimed')).toHaveTextContent(
      'Rs 1,000.00 added to your balance. Your balance is now Rs 2,500.00.',
    );
    expect(api.calls.filter((c) => c.method === 'POST').map((c) => c.url)).toEqual(['/wps/rewards/11/claim']);
    const keys = invalidate.mock.calls.map(([filters]) => JSON.stringify(filters?.queryKey));
    expect(keys).toContain(JSON.stringify(BALANCE_KEY));
    // The badge's count lives under the reward centre's key, so the one invalidation reads both again.
    expect(keys).toContain(JSON.stringify(REWARDS_KEY));
    expect(REWARD_COUNT_KEY.slice(0, REWARDS_KEY.length)).toEqual([...REWARDS_KEY]);
    expect(await screen.findByText('Nothing to claim yet. Join a promotion to earn rewards.')).toBeInTheDocument();
  });

  test('the history shows a claimed bonus with its turnover progress', async () => {
    const user = userEvent.setup();
    renderCentre({ claimable: [], history: [CLAIMED] });
    await screen.findByText('Nothing to claim yet. Join a promotion to earn rewards.');
    expect(screen.getByRole('link', { name: 'See the promotions' })).toHaveAttribute('href', '/promotions');
    await user.click(screen.getByRole('tab', { name: 'History' }));
    const progress = await screen.findByRole('progressbar', { name: 'First deposit bonus' });
    expect(progress).toHaveAttribute('aria-valuenow', '125000');
    expect(progress).toHaveAttribute('aria-valuemax', '500000');
    expect(screen.getByTestId('reward-item')).toHaveTextContent('Turnover: Rs 1,250.00 of Rs 5,000.00 (25%)');
    expect(screen.queryByRole('button', { name: /Claim/ })).toBeNull();
  });

  test('a rejected first-deposit bonus shows why, with nothing to claim', async () => {
    const user = userEvent.setup();
    const rejected: RewardItem = { ...REWARD, id: 12, state: 'REJECTED', reason: 'DUPLICATE_PAYOUT_ACCOUNT' };
    renderCentre({ claimable: [], history: [rejected] });
    await user.click(await screen.findByRole('tab', { name: 'History' }));
    const item = await screen.findByTestId('reward-item');
    expect(within(item).getByText('Not given')).toBeInTheDocument();
    expect(within(item).getByTestId('reward-reason')).toHaveTextContent('same payout account');
    expect(within(item).queryByRole('button', { name: /Claim/ })).toBeNull();
  });

  test('a refused claim says why in the reader’s language', async () => {
    renderCentre({ claimable: [REWARD], history: [] }, () => fail('REWARD_NOT_CLAIMABLE', 409));
    await userEvent.setup().click(await screen.findByRole('button', { name: 'Claim First deposit bonus' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('This reward can no longer be claimed.');
  });
});
