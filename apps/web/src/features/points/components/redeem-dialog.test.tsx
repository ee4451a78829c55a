import { fireEvent, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MemoryRouter } from 'react-router';
import { describe, expect, test, vi } from 'vitest';
import '@/test/i18n-point-mall';
import { BALANCE_KEY } from '@/lib/queries/balance-key';
import { REWARDS_KEY } from '@/lib/queries/rewards-key';
import { fail } from '@/test/mock-api';
import { renderWithQuery } from '@/test/render-with-query';
import { MEMBER_POINTS_KEY } from '../api/keys';
import { CASH_50, mallApi, T_SHIRT, type MallState } from '../points.fixtures';
import { PointMallPage } from './point-mall-page';

// The payment password travels encrypted; here the body is looked at as it would be encrypted.
vi.mock('@jade/contract/crypto-encrypt', () => ({ encryptPayload: async (body: unknown) => body }));

/** A member's mall against a stub server; `post` may refuse or hold the redemption. */
function renderMall(post?: (url: string) => Response | Promise<Response> | undefined, items = [CASH_50]) {
  const state: MallState = { points: 60_000, balance: 100_000, items };
  const api = mallApi(state, post);
  const r = renderWithQuery(
    <MemoryRouter>
      <PointMallPage
        token="token"
        viewer="member"
        currency="NPR"
        imageHost="/"
        securityPath="/member?page=securityCenter"
        onNeedLogin={vi.fn()}
        onTrialBlocked={vi.fn()}
      />
    </MemoryRouter>,
  );
  return { api, state, ...r, user: userEvent.setup() };
}

const posts = (api: ReturnType<typeof mallApi>) => api.calls.filter((c) => c.method === 'POST');

/** Opens the item's redeem dialog once the member's points are known. */
async function openRedeem(user: ReturnType<typeof userEvent.setup>, name: string) {
  await vi.waitFor(() => expect(screen.getByTestId('points-balance')).toHaveTextContent('60,000'));
  await user.click(screen.getByRole('button', { name: `Redeem ${name}` }));
  return screen.findByRole('dialog', { name: `Redeem ${name}` });
}

describe('RedeemDialog', () => {
  test('a double click redeems once, then shows the points left and the new balance and reads them again', async () => {
    let release: (r: Response) => void = () => undefined;
    let held = true;
    const { api, state, client, user } = renderMall(() => {
      if (!held) return undefined;
      held = false;
      return new Promise<Response>((resolve) => (release = resolve));
    });
    const invalidate = vi.spyOn(client, 'invalidateQueries');
    const dialog = await openRedeem(user, 'Cash 50');
    await user.type(within(dialog).getByLabelText('Payment password'), '123456');
    const confirm = within(dialog).getByRole('button', { name: 'Confirm' });
    fireEvent.click(confirm);
    fireEvent.click(confirm);
    await vi.waitFor(() => expect(posts(api)).toHaveLength(1));
    expect(within(dialog).getByRole('button', { name: 'Redeeming…' })).toBeDisabled();
    fireEvent.click(within(dialog).getByRole('button', { name: 'Redeeming…' }));
    const sent = posts(api)[0]!.body as Record<string, unknown>;
    expect(sent).toMatchObject({ itemId: 1, quantity: 1, paymentPassword: '123456' });
    expect(sent.requestId).toMatch(/^[A-Za-z0-9_-]{8,64}$/);
    state.points = 55_000;
    state.balance = 105_000;
    const redemption = {
      id: 9,
      itemId: 1,
      name: 'Cash 50',
      kind: 'CASH',
      quantity: 1,
      points: 5_000,
      amount: 5_000,
      status: 'APPROVED',
      remark: null,
      time: '2026-03-03T10:00:00.000Z',
    };
    release(
      new Response(
        JSON.stringify({ success: true, code: 'OK', message: '', value: { redemption, points: 55_000, balance: 105_000 } }),
      ),
    );
    expect(await within(dialog).findByTestId('redeem-done')).toHaveTextContent(
      'Cash 50 redeemed: Rs 50.00 added to your balance, now Rs 1,050.00. Points left: 55,000.',
    );
    const keys = invalidate.mock.calls.map(([f]) => JSON.stringify(f?.queryKey));
    for (const key of [BALANCE_KEY, REWARDS_KEY, MEMBER_POINTS_KEY]) expect(keys).toContain(JSON.stringify(key));
    await vi.waitFor(() => expect(screen.getByTestId('points-balance')).toHaveTextContent('55,000'));
    expect(posts(api)).toHaveLength(1);
  });

  test('goods ask where to send them and the quantity stays within what the member can take', async () => {
    const { api, user } = renderMall(undefined, [{ ...T_SHIRT, available: true, minValidBet: 0 }]);
    const dialog = await openRedeem(user, 'Jade T-shirt');
    await user.clear(within(dialog).getByLabelText('Quantity'));
    await user.type(within(dialog).getByLabelText('Quantity'), '3');
    await user.type(within(dialog).getByLabelText('Payment password'), '123456');
    await user.click(within(dialog).getByRole('button', { name: 'Confirm' }));
    expect(within(dialog).getByText('Choose from 1 to 2.')).toBeInTheDocument();
    expect(within(dialog).getByText('Tell us where to send it.')).toBeInTheDocument();
    expect(posts(api).map((c) => c.url)).toEqual([]);
    await user.clear(within(dialog).getByLabelText('Quantity'));
    await user.type(within(dialog).getByLabelText('Quantity'), '2');
    expect(within(dialog).getByTestId('redeem-total')).toHaveTextContent('40,000');
    await user.type(within(dialog).getByLabelText('Where to send it (name, phone, address)'), 'Ram, 98000, Kathmandu');
    await user.type(within(dialog).getByLabelText('Payment password'), '123456');
    await user.click(within(dialog).getByRole('button', { name: 'Confirm' }));
    expect(await within(dialog).findByTestId('redeem-done')).toHaveTextContent(
      'it will be sent to you once the operator approves',
    );
    expect(posts(api)[0]!.body).toMatchObject({ itemId: 3, quantity: 2, delivery: 'Ram, 98000, Kathmandu' });
  });

  test('a wrong payment password is said, and the retry of the same redemption keeps its request id', async () => {
    let wrong = true;
    const { api, user } = renderMall(() =>
      wrong ? fail('PAYMENT_PASSWORD_WRONG', 403, [{ path: 'paymentPassword', message: 'wrong' }]) : undefined,
    );
    const dialog = await openRedeem(user, 'Cash 50');
    await user.type(within(dialog).getByLabelText('Payment password'), '000000');
    await user.click(within(dialog).getByRole('button', { name: 'Confirm' }));
    expect(await within(dialog).findByTestId('redeem-error')).toHaveTextContent(/payment password/i);
    expect(screen.getByTestId('points-balance')).toHaveTextContent('60,000');
    wrong = false;
    await user.type(within(dialog).getByLabelText('Payment password'), '123456');
    await user.click(within(dialog).getByRole('button', { name: 'Confirm' }));
    expect(await within(dialog).findByTestId('redeem-done')).toBeInTheDocument();
    const [first, second] = posts(api).map((c) => (c.body as { requestId: string }).requestId);
    expect(second).toBe(first);
  });

  test('without a payment password the member is sent to set one', async () => {
    const { user } = renderMall(() => fail('PAYMENT_PASSWORD_NOT_SET', 409));
    const dialog = await openRedeem(user, 'Cash 50');
    await user.type(within(dialog).getByLabelText('Payment password'), '123456');
    await user.click(within(dialog).getByRole('button', { name: 'Confirm' }));
    const alert = await within(dialog).findByTestId('redeem-error');
    expect(alert).toHaveTextContent('Set a payment password before you redeem or convert points.');
    expect(within(alert).getByRole('link', { name: 'Set it in My account' })).toHaveAttribute(
      'href',
      '/member?page=securityCenter',
    );
  });
});
