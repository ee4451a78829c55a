import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, test } from 'vitest';
import type { LotteryChase } from '@jade/contract/lottery';
import { formatMoney } from '@/lib/money';
import { fail, mockApi, ok } from '@/test/mock-api';
import { renderWithQuery } from '@/test/render-with-query';
import '@/test/i18n-lottery';
import { MY_CHASES_KEY } from '../api/keys';
import { chaseOf } from '../chase.fixtures';
import { MyChases } from './my-chases';

const LIMITS = { minUnit: 10, maxUnit: 1_000_000, minTotal: 100, maxTotal: 10_000_000, maxPayoutPerNumber: 100_000_000 };
const page = (list: LotteryChase[]) => ({ list, pageNo: 1, pageSize: 20, total: list.length });
const ACTIVE: LotteryChase = chaseOf();
const CANCELLED: LotteryChase = {
  ...ACTIVE,
  status: 'CANCELLED',
  staked: 0,
  endedAt: '2026-11-27T12:00:20.000Z',
  draws: [{ ...ACTIVE.draws[0]!, status: 'REFUNDED' }],
};

/** My chases with the server answering the lists from `chases` (read at each call) and the cancel by `cancel`. */
function renderChases(chases: { active: LotteryChase[]; ended: LotteryChase[] } | null, cancel: () => Response) {
  const api = mockApi((url) => {
    if (url === '/lgw/vn/limits') return ok(LIMITS);
    if (url.endsWith('/cancel')) return cancel();
    if (!chases) return fail('INTERNAL_ERROR', 500);
    return ok(page(url.includes('state=active') ? chases.active : chases.ended));
  });
  const r = renderWithQuery(
    <MyChases money={(n) => formatMoney(n, 'NPR')} currency="NPR" gameName={(c) => (c === 'LOTT_VN_1M' ? 'Fast 1 min' : c)} />,
  );
  return { api, ...r };
}

describe('MyChases', () => {
  test('lists an active chase with its progress, stake and every draw, placed or to come', async () => {
    renderChases({ active: [ACTIVE], ended: [] }, () => ok(CANCELLED));
    const card = await screen.findByTestId('my-chase');
    expect(card).toHaveTextContent('Fast 1 min');
    expect(within(card).getByTestId('my-chase-status')).toHaveTextContent('In progress');
    expect(within(card).getByTestId('my-chase-progress')).toHaveTextContent('1 of 3 draws placed');
    expect(within(card).getByTestId('my-chase-staked')).toHaveTextContent('Rs 3.00');
    expect(
      within(card)
        .getAllByTestId('chase-draw-outcome')
        .map((o) => o.textContent),
    ).toEqual(['Waiting for the draw', 'To come', 'To come']);
    expect(card).toHaveTextContent('Stops on the first win');
  });

  test('cancels the remaining draws after asking, then shows the refund and reads the chases again', async () => {
    const user = userEvent.setup();
    const chases = { active: [ACTIVE], ended: [] as LotteryChase[] };
    const { api, client } = renderChases(chases, () => {
      Object.assign(chases, { active: [], ended: [CANCELLED] });
      return ok(CANCELLED);
    });
    await user.click(await screen.findByRole('button', { name: 'Cancel remaining draws (chase 7)' }));
    const dialog = await screen.findByRole('dialog', { name: 'Cancel the remaining draws?' });
    expect(dialog).toHaveTextContent('Chase 7 will play no more draws (2 draws still to come).');
    expect(dialog).toHaveTextContent('The stake of its draw still taking bets, Rs 3.00, comes back to your balance.');
    await user.click(within(dialog).getByTestId('chase-cancel-confirm'));
    expect(await screen.findByTestId('chase-cancelled')).toHaveTextContent(
      'Chase 7 cancelled: Rs 3.00 refunded to your balance.',
    );
    expect(screen.queryByRole('dialog')).toBeNull();
    expect(api.calls.filter((c) => c.method === 'POST').map((c) => c.url)).toEqual(['/lgw/vn/chases/7/cancel']);
    await screen.findByText(/No chase is running/);
    await user.click(screen.getByRole('tab', { name: 'Ended' }));
    const card = await screen.findByTestId('my-chase');
    expect(within(card).getByTestId('my-chase-status')).toHaveTextContent('Cancelled');
    expect(
      within(card)
        .getAllByTestId('chase-draw-outcome')
        .map((o) => o.textContent),
    ).toEqual(['Refunded', 'Cancelled', 'Cancelled']);
    expect(client.getQueryState([...MY_CHASES_KEY, 'active'])?.dataUpdateCount).toBeGreaterThan(1);
  });

  test('explains a refused cancel in the dialog (the chase ended meanwhile)', async () => {
    const user = userEvent.setup();
    renderChases({ active: [ACTIVE], ended: [] }, () => fail('LOTTERY_CHASE_ENDED', 409));
    await user.click(await screen.findByRole('button', { name: 'Cancel remaining draws (chase 7)' }));
    const dialog = await screen.findByRole('dialog');
    await user.click(within(dialog).getByTestId('chase-cancel-confirm'));
    await waitFor(() =>
      expect(within(dialog).getByTestId('chase-cancel-error')).toHaveTextContent(
        'This chase has already ended: it has no draws left to cancel.',
      ),
    );
  });

  test('says when there is no chase', async () => {
    renderChases({ active: [], ended: [] }, () => ok(null));
    expect(await screen.findByText('No chase is running. Tick “Chase the next draws” on the slip to start one.')).toBeVisible();
  });

  test('shows a failed list with a retry', async () => {
    renderChases(null, () => ok(null));
    expect(await screen.findByRole('alert')).toHaveTextContent('Something went wrong on our side. Please try again.');
    expect(screen.getByRole('button', { name: 'Try again' })).toBeVisible();
  });
});
