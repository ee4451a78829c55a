import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, test } from 'vitest';
import type { LotteryBetLine } from '@jade/contract/lottery';
import { DEFAULT_ODDS } from '@jade/engines/lottery/odds';
import { clearSession, setToken } from '@/lib/session';
import { fail, mockApi, ok } from '@/test/mock-api';
import { renderWithQuery } from '@/test/render-with-query';
import '@/test/i18n-lottery';
import { chaseOf } from '../chase.fixtures';
import { SlipPanel } from './slip-panel';

const LIMITS = { minUnit: 10, maxUnit: 1_000_000, minTotal: 100, maxTotal: 10_000_000, maxPayoutPerNumber: 100_000_000 };
const LINES: LotteryBetLine[] = [
  { type: 'LO2', picks: [['12', '34', '56']] },
  { type: 'DE', picks: [['07']] },
];

/**
 * The slip of a signed-in member of prize `level` on an open draw (null: the level never comes),
 * with the server answering the odds, the limits, the level and the bets by `bet`.
 */
function renderSlip(bet: (n: number) => Response, level: number | null = 10_000) {
  let bets = 0;
  const api = mockApi((url) => {
    if (url.startsWith('/lgw/vn/odds/')) return ok({ family: 'VN_NORTH', odds: DEFAULT_ODDS.VN_NORTH, isDefault: true });
    if (url === '/lgw/vn/limits') return ok(LIMITS);
    if (url === '/lgw/vn/prize-level')
      return level === null ? new Promise<Response>(() => undefined) : ok({ level, max: 10_000, min: 9000 });
    bets += 1;
    return bet(bets);
  });
  renderWithQuery(
    <SlipPanel
      family="VN_NORTH"
      gameCode="LOTT_VN_1M"
      drawNo="20261127-0100"
      currency="NPR"
      lines={LINES}
      onLines={() => undefined}
    />,
  );
  return api;
}
const posts = (api: ReturnType<typeof mockApi>) => api.calls.filter((c) => c.method === 'POST');

describe('SlipPanel', () => {
  beforeEach(() => setToken('member-token'));
  afterEach(() => clearSession());

  test('shows the tickets, stake, total and potential win before the bet, and follows the unit and multiplier', async () => {
    const user = userEvent.setup();
    renderSlip(() => ok(null));
    expect(screen.getByTestId('slip-tickets')).toHaveTextContent('4');
    expect(screen.getByTestId('slip-total')).toHaveTextContent('Rs 4.00');
    // One winning lô (3.5×) and one đề (95×) at 1.00.
    await waitFor(() => expect(screen.getByTestId('slip-potential')).toHaveTextContent('Rs 98.50'));
    await user.clear(screen.getByLabelText('Stake per ticket'));
    await user.type(screen.getByLabelText('Stake per ticket'), '2.50');
    await user.clear(screen.getByLabelText('Multiplier'));
    await user.type(screen.getByLabelText('Multiplier'), '3');
    expect(screen.getByTestId('slip-total')).toHaveTextContent('Rs 30.00');
    expect(screen.getByTestId('slip-potential')).toHaveTextContent('Rs 738.75');
    expect(screen.getByTestId('slip-confirm')).toHaveTextContent('Confirm bet · Rs 30.00');
    expect(screen.queryByTestId('slip-level')).toBeNull();
  });

  test("pays the potential win at the member's prize level and names the level", async () => {
    renderSlip(() => ok(null), 9700);
    // At 97.0 %: lô 3.5× → 3.39×, đề 95× → 92.15× (each rounded down to the hundredth).
    await waitFor(() => expect(screen.getByTestId('slip-potential')).toHaveTextContent('Rs 95.54'));
    expect(screen.getByTestId('slip-level')).toHaveTextContent('Your prize level: 97.0 %');
    expect(screen.getAllByTestId('slip-line').map((li) => li.textContent)).toEqual([
      expect.stringContaining('One winning ticket pays Rs 3.39'),
      expect.stringContaining('One winning ticket pays Rs 92.15'),
    ]);
  });

  test('shows no potential win while the level is unknown', async () => {
    const api = renderSlip(() => fail('GS_WALLET_UNAVAILABLE', 503), null);
    await waitFor(() => expect(api.calls.map((c) => c.url)).toContain('/lgw/vn/prize-level'));
    expect(screen.getByTestId('slip-potential')).toHaveTextContent('—');
  });

  test('sends the slip with one key, the same again on a retry of the same terms and a new one when they change', async () => {
    const user = userEvent.setup();
    const api = renderSlip(() => fail('GS_WALLET_UNAVAILABLE', 503));
    await user.click(screen.getByTestId('slip-confirm'));
    await screen.findByText('Your wallet did not answer; nothing was taken. Please try again.');
    await user.click(screen.getByTestId('slip-confirm'));
    await waitFor(() => expect(posts(api)).toHaveLength(2));
    const [first, second] = posts(api).map((c) => c.body as { clientKey: string; unit: number; lines: unknown });
    expect(first).toMatchObject({ gameCode: 'LOTT_VN_1M', drawNo: '20261127-0100', unit: 100, multiplier: 1, lines: LINES });
    expect(first!.clientKey).toMatch(/^[a-f0-9]{32}$/);
    expect(second!.clientKey).toBe(first!.clientKey);
    await user.clear(screen.getByLabelText('Multiplier'));
    await user.type(screen.getByLabelText('Multiplier'), '2');
    await user.click(screen.getByTestId('slip-confirm'));
    await waitFor(() => expect(posts(api)).toHaveLength(3));
    expect((posts(api)[2]!.body as { clientKey: string }).clientKey).not.toBe(first!.clientKey);
  });

  test('starts a chase of the same lines over the next draws with the plan’s multipliers, instead of a single bet', async () => {
    const user = userEvent.setup();
    const answer = chaseOf({
      chaseId: 9,
      lines: LINES,
      staked: 400,
      draws: [{ slipId: 41, drawNo: '20261127-0100', multiplier: 1, status: 'OPEN', total: 400, win: null }],
    });

    const api = renderSlip(() => ok(answer));
    await user.click(screen.getByLabelText('Chase the next draws'));
    await user.clear(screen.getByLabelText('Number of draws'));
    await user.type(screen.getByLabelText('Number of draws'), '3');
    await user.click(screen.getByRole('radio', { name: 'Multiply it' }));
    await user.click(screen.getByLabelText('Stop on the first win'));
    // Doubling every draw from the slip's multiplier 1: 4 tickets of Rs 1.00 × 1, 2, 4.
    expect(screen.getAllByTestId('chase-plan-draw').map((li) => li.textContent)).toEqual([
      'Draw 1×1Rs 4.00',
      'Draw 2×2Rs 8.00',
      'Draw 3×4Rs 16.00',
    ]);
    expect(screen.getByTestId('chase-first')).toHaveTextContent('Rs 4.00');
    expect(screen.getByTestId('chase-total')).toHaveTextContent('Rs 28.00');
    expect(screen.getByTestId('slip-confirm')).toHaveTextContent('Start chase · 3 draws · Rs 28.00');
    await user.click(screen.getByTestId('slip-confirm'));
    await screen.findByText('Chase 9 started: the first of its 3 draws is placed. Good luck!');
    expect(posts(api)).toHaveLength(1);
    expect(posts(api)[0]!.url).toBe('/lgw/vn/chases');
    expect(posts(api)[0]!.body).toMatchObject({
      gameCode: 'LOTT_VN_1M',
      drawNo: '20261127-0100',
      unit: 100,
      multipliers: [1, 2, 4],
      stopOnWin: true,
      lines: LINES,
    });
  });

  test('names a chase plan the server would refuse and does not send it', async () => {
    const user = userEvent.setup();
    const api = renderSlip(() => ok(null));
    await user.click(screen.getByLabelText('Chase the next draws'));
    await user.clear(screen.getByLabelText('Number of draws'));
    await user.type(screen.getByLabelText('Number of draws'), '1');
    expect(screen.getByTestId('chase-problem')).toHaveTextContent('Choose from 2 to 120 draws.');
    expect(screen.getByTestId('slip-confirm')).toBeDisabled();
    await user.clear(screen.getByLabelText('Number of draws'));
    await user.type(screen.getByLabelText('Number of draws'), '20');
    await user.click(screen.getByRole('radio', { name: 'Multiply it' }));
    expect(screen.getByTestId('chase-problem')).toHaveTextContent(
      'Draw 15 would play a multiplier over 10,000: choose fewer draws or a smaller factor.',
    );
    expect(screen.getByTestId('slip-confirm')).toBeDisabled();
    await user.click(screen.getByRole('radio', { name: 'Same multiplier' }));
    expect(screen.queryByTestId('chase-problem')).toBeNull();
    expect(screen.getByTestId('slip-confirm')).toBeEnabled();
    expect(posts(api)).toHaveLength(0);
  });

  test.each([
    ['LOTTERY_DRAW_CLOSED', 409, 'This draw has just closed. Your slip was not placed: confirm again for the next draw.'],
    ['LOTTERY_STAKE_BELOW_MIN', 400, 'The stake is too low: at least Rs 0.10 per ticket and Rs 1.00 per slip.'],
    ['LOTTERY_STAKE_ABOVE_MAX', 400, 'The stake is too high: at most Rs 10,000.00 per ticket and Rs 100,000.00 per slip.'],
    ['LOTTERY_SOLD_OUT', 409, 'A number on your slip is sold out for this draw. Remove it or bet less on it.'],
    ['WALLET_INSUFFICIENT_BALANCE', 409, 'Your balance is not enough for this slip. Deposit or lower the stake.'],
    ['VENDOR_MAINTENANCE', 409, 'This lottery is under maintenance: no bets for now.'],
  ])('explains the refusal %s in its own words', async (code, status, text) => {
    const user = userEvent.setup();
    renderSlip(() => fail(code, status));
    await waitFor(() => expect(screen.getByTestId('slip-potential')).toHaveTextContent('Rs'));
    await user.click(screen.getByTestId('slip-confirm'));
    await waitFor(() => expect(screen.getByTestId('slip-error')).toHaveTextContent(text));
  });
});
