import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MemoryRouter } from 'react-router';
import { describe, expect, test, vi } from 'vitest';
import '@/test/i18n-point-mall';
import { fail, mockApi, ok } from '@/test/mock-api';
import { renderWithQuery } from '@/test/render-with-query';
import type { Viewer } from '../point-rules';
import { CASH_50, CONFIG, mallApi, T_SHIRT, type MallState } from '../points.fixtures';
import { PointMallPage } from './point-mall-page';

/** The page for `viewer` against a stub server holding `state`. */
function renderMall(viewer: Viewer, state: MallState = { points: 60_000, balance: 100_000, items: [CASH_50, T_SHIRT] }) {
  const api = mallApi(state);
  const handlers = { onNeedLogin: vi.fn(), onTrialBlocked: vi.fn() };
  renderWithQuery(
    <MemoryRouter initialEntries={['/pointMall']}>
      <PointMallPage
        token={viewer === 'guest' ? null : 'token'}
        viewer={viewer}
        currency="NPR"
        imageHost="/"
        securityPath="/member?page=securityCenter"
        {...handlers}
      />
    </MemoryRouter>,
  );
  return { api, ...handlers, user: userEvent.setup() };
}

describe('PointMallPage', () => {
  test('a guest sees the items and is asked to log in to redeem, without a member call', async () => {
    const { api, user, onNeedLogin } = renderMall('guest', { points: 0, balance: 0, items: [{ ...CASH_50, available: false }] });
    const card = await screen.findByTestId('point-item');
    expect(within(card).getByRole('heading', { name: 'Cash 50' })).toBeInTheDocument();
    expect(card).toHaveTextContent('Points5,000');
    expect(card).toHaveTextContent('ValueRs 50.00');
    expect(card).toHaveTextContent('LeftUnlimited');
    expect(within(card).getByTestId('item-reason')).toHaveTextContent('Log in to redeem.');
    expect(card.querySelector('img')).toHaveAttribute('src', '/img/banners/cash-50.svg');
    expect(screen.getByTestId('points-sign-in')).toHaveTextContent('Log in to see your points and redeem items.');
    expect(screen.getAllByRole('tab').map((t) => t.textContent)).toEqual(['Mall', 'Rules']);
    await user.click(within(card).getByRole('button', { name: 'Redeem Cash 50' }));
    expect(onNeedLogin).toHaveBeenCalledOnce();
    expect(screen.queryByRole('dialog')).toBeNull();
    expect(api.calls.some((c) => c.url.includes('MCS2_getPointBalance'))).toBe(false);
  });

  test('a trial account gets the real-account prompt', async () => {
    const { user, onTrialBlocked } = renderMall('trial');
    await user.click(await screen.findByRole('button', { name: 'Redeem Cash 50' }));
    expect(onTrialBlocked).toHaveBeenCalledOnce();
  });

  test('a member sees their points, what each item asks and why one cannot be redeemed', async () => {
    renderMall('member');
    await vi.waitFor(() => expect(screen.getByTestId('points-balance')).toHaveTextContent('60,000'));
    const [cash, shirt] = await screen.findAllByTestId('point-item');
    expect(within(cash!).getByRole('button', { name: 'Redeem Cash 50' })).toBeEnabled();
    expect(shirt).toHaveTextContent('Left100');
    expect(shirt).toHaveTextContent('Limit0 of 2 redeemed');
    expect(shirt).toHaveTextContent('Valid bet neededRs 50,000.00');
    expect(within(shirt!).getByTestId('item-reason')).toHaveTextContent('Your total valid bet must reach Rs 50,000.00 first.');
    expect(within(shirt!).getByRole('button', { name: 'Redeem Jade T-shirt' })).toBeDisabled();
    expect(screen.getAllByRole('tab').map((t) => t.textContent)).toEqual([
      'Mall',
      'Convert',
      'Points details',
      'Redeem history',
      'Rules',
    ]);
  });

  test('the history shows each state with its remark, and the details every movement', async () => {
    const { user } = renderMall('member');
    await user.click(await screen.findByRole('tab', { name: 'Redeem history' }));
    const history = await screen.findByTestId('redeem-history');
    const rejected = within(history).getByRole('row', { name: /Jade T-shirt/ });
    expect(within(rejected).getByTestId('redeem-status')).toHaveTextContent('Rejected');
    expect(rejected).toHaveTextContent('Out of size M');
    expect(within(history).getByRole('row', { name: /Cash 50/ })).toHaveTextContent('Approved');
    await user.click(screen.getByRole('tab', { name: 'Points details' }));
    const details = await screen.findByTestId('point-movements');
    expect(within(details).getByRole('row', { name: /Redeemed/ })).toHaveTextContent('-5,00035,000');
    expect(within(details).getByRole('row', { name: /Refunded/ })).toHaveTextContent('+20,000');
  });

  test('the rules show the earning rate and the exchange-rate table', async () => {
    const { user } = renderMall('guest');
    await user.click(await screen.findByRole('tab', { name: 'Rules' }));
    const rules = await screen.findByTestId('point-rules');
    expect(rules).toHaveTextContent('Every Rs 100.00 of valid bet earns 1 points');
    const rows = within(screen.getByTestId('exchange-table')).getAllByRole('row');
    expect(rows.map((r) => r.textContent)).toEqual([
      'Points converted at onceMoney per 100 points',
      '100 or moreRs 1.00',
      '1,000 or moreRs 1.20',
      '10,000 or moreRs 1.50',
    ]);
    expect(within(rules).getByText(CONFIG.rules.replace(/<\/?p>/g, ''))).toBeInTheDocument();
  });

  test('says so when the mall is empty', async () => {
    renderMall('guest', { points: 0, balance: 0, items: [] });
    expect(await screen.findByText('The mall has no items right now.')).toBeInTheDocument();
  });

  test('a failed list shows the error and reads again on retry', async () => {
    mockApi(() => fail('INTERNAL_ERROR', 500));
    const user = userEvent.setup();
    renderWithQuery(
      <MemoryRouter>
        <PointMallPage
          token={null}
          viewer="guest"
          currency="NPR"
          imageHost="/"
          securityPath="/"
          onNeedLogin={vi.fn()}
          onTrialBlocked={vi.fn()}
        />
      </MemoryRouter>,
    );
    expect(await screen.findByRole('alert')).toHaveTextContent('Something went wrong');
    mockApi(() => ok({ list: [CASH_50] }));
    await user.click(screen.getByRole('button', { name: 'Try again' }));
    expect(await screen.findAllByTestId('point-item')).toHaveLength(1);
  });
});
