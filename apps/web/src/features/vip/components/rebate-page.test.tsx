import { fireEvent, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MemoryRouter } from 'react-router';
import { describe, expect, test, vi } from 'vitest';
import type { RebateAccrual } from '@jade/contract/vip';
import '@/test/i18n-vip';
import { REWARDS_KEY } from '@/lib/queries/rewards-key';
import { fail, mockApi, ok } from '@/test/mock-api';
import { renderWithQuery } from '@/test/render-with-query';
import { ACCRUAL } from '../vip.fixtures';
import { RebatePage } from './rebate-page';

const CLAIMED: RebateAccrual = {
  ...ACCRUAL,
  lines: ACCRUAL.lines.map((l) => ({ ...l, claimed: l.amount })),
  claimable: 0,
};

/** The page against a server holding `accrual`; the claim is answered by `claim` (may hold the request open). */
function renderRebate(accrual: () => Response, claim?: () => Response | Promise<Response>) {
  const api = mockApi((url) => {
    if (url === '/wps/rebate/claim') return claim ? claim() : ok({ accrual: CLAIMED, granted: 1_700 });
    if (url === '/wps/rebate') return accrual();
    return ok({});
  });
  const r = renderWithQuery(
    <MemoryRouter>
      <RebatePage token="t" symbol="NPR" rewardsPath="/member?page=rewardCenter" />
    </MemoryRouter>,
  );
  return { api, ...r };
}

describe('RebatePage', () => {
  test('lists today’s valid bet, rate, earned and claimed per game, and the total to claim', async () => {
    renderRebate(() => ok(ACCRUAL));
    const lines = await screen.findByTestId('rebate-lines');
    const rows = within(lines).getAllByRole('row').slice(1);
    expect(rows.map((r) => r.textContent)).toEqual([
      'In-houseRs 5,000.00' + '0.30%Rs 15.00Rs 0.00',
      'Live casinoRs 1,000.00' + '0.20%Rs 2.00Rs 0.00',
    ]);
    expect(screen.getByTestId('rebate-claimable')).toHaveTextContent('Rs 17.00');
    expect(screen.getByText(/^Today's \(Mar 1, 2026\) rebate/)).toBeInTheDocument();
  });

  test('a double click claims once, shows where the rebate went and reads the reward centre again', async () => {
    let release: (r: Response) => void = () => undefined;
    const { api, client } = renderRebate(
      () => ok(ACCRUAL),
      () => new Promise<Response>((resolve) => (release = resolve)),
    );
    const invalidate = vi.spyOn(client, 'invalidateQueries');
    const button = await screen.findByRole('button', { name: 'Claim rebate' });
    fireEvent.click(button);
    fireEvent.click(button);
    await vi.waitFor(() => expect(button).toBeDisabled());
    expect(button).toHaveTextContent('Claiming…');
    fireEvent.click(button);
    release(ok({ accrual: CLAIMED, granted: 1_700 }));
    const done = await screen.findByTestId('rebate-claimed');
    expect(done).toHaveTextContent('Rs 17.00 is now in the reward centre: claim it there to add it to your balance.');
    expect(within(done).getByRole('link', { name: 'Go to the reward centre' })).toHaveAttribute(
      'href',
      '/member?page=rewardCenter',
    );
    expect(api.calls.filter((c) => c.method === 'POST').map((c) => c.url)).toEqual(['/wps/rebate/claim']);
    expect(invalidate).toHaveBeenCalledWith({ queryKey: REWARDS_KEY });
    expect(screen.getByTestId('rebate-claimable')).toHaveTextContent('Rs 0.00');
    expect(screen.getByRole('button', { name: 'Claim rebate' })).toBeDisabled();
    expect(within(screen.getByTestId('rebate-lines')).getAllByRole('row')[1]).toHaveTextContent('Rs 15.00Rs 15.00');
  });

  test('nothing to claim leaves the button disabled', async () => {
    renderRebate(() => ok(CLAIMED));
    expect(await screen.findByTestId('rebate-claimable')).toHaveTextContent('Rs 0.00');
    expect(screen.getByRole('button', { name: 'Claim rebate' })).toBeDisabled();
  });

  test('says so when nothing was played today', async () => {
    renderRebate(() => ok({ ...ACCRUAL, lines: [], claimable: 0 }));
    expect(
      await screen.findByText('You have not played today yet. Your rebate builds up as you bet in games.'),
    ).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Claim rebate' })).toBeNull();
  });

  test('a refused read or claim says why in the reader’s language', async () => {
    let accrual = () => fail('FEATURE_DISABLED', 403);
    renderRebate(
      () => accrual(),
      () => fail('AUTH_TRIAL_NOT_ALLOWED', 403),
    );
    expect(await screen.findByRole('alert')).toHaveTextContent('This feature is not available.');
    accrual = () => ok(ACCRUAL);
    await userEvent.setup().click(screen.getByRole('button', { name: 'Try again' }));
    await userEvent.setup().click(await screen.findByRole('button', { name: 'Claim rebate' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('Please use a real account for this.');
    expect(screen.getByRole('button', { name: 'Claim rebate' })).toBeEnabled();
  });
});
