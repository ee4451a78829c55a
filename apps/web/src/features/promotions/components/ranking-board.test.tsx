import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, test } from 'vitest';
import type { RankingBoard as Board } from '@jade/contract/promotions';
import '@/test/i18n-promotions';
import { formatMoney } from '@/lib/money';
import { fail, mockApi, ok } from '@/test/mock-api';
import { renderWithQuery } from '@/test/render-with-query';
import { RankingBoard } from './ranking-board';

const money = (minor: number) => formatMoney(minor, 'NPR', 'en');
const row = (rank: number, name: string, validBet: number, prize: number) => ({ rank, name, validBet, prize });
const TOP: Board['list'] = [
  row(1, 'ab***cd', 900_000, 500_000),
  row(2, 'ef***gh', 400_000, 200_000),
  row(3, 'ij***kl', 50_000, 0),
];

/** The board of promotion 6 against a server answering `answer` (read at each call). */
function renderBoard(answer: () => Response, token: string | null = 'token') {
  const api = mockApi((url) => (url === '/wps/promotions/6/ranking' ? answer() : fail('NOT_FOUND', 404)));
  renderWithQuery(<RankingBoard promotionId={6} token={token} money={money} />);
  return { api, user: userEvent.setup() };
}

const cells = (tr: HTMLElement) =>
  within(tr)
    .getAllByRole('cell')
    .map((c) => c.textContent);

describe('RankingBoard', () => {
  test('lists rank, masked name, valid bet and prize, live until final', async () => {
    renderBoard(() => ok({ list: TOP, me: null, final: false }), null);
    const rows = await screen.findAllByTestId('ranking-row');
    expect(rows.map(cells)).toEqual([
      ['1', 'ab***cd', 'Rs 9,000.00', 'Rs 5,000.00'],
      ['2', 'ef***gh', 'Rs 4,000.00', 'Rs 2,000.00'],
      ['3', 'ij***kl', 'Rs 500.00', '—'],
    ]);
    expect(screen.getByTestId('ranking-status')).toHaveTextContent('Live standings');
    expect(screen.queryByTestId('ranking-me')).toBeNull();
    expect(rows.some((r) => r.getAttribute('aria-current'))).toBe(false);
  });

  test('marks the member’s own row when it is on the board', async () => {
    renderBoard(() => ok({ list: TOP, me: TOP[1], final: false }));
    const rows = await screen.findAllByTestId('ranking-row');
    expect(rows.map((r) => r.getAttribute('aria-current'))).toEqual([null, 'true', null]);
    expect(rows[1]).toHaveTextContent('You');
    expect(screen.queryByTestId('ranking-me')).toBeNull();
  });

  test('shows the member’s own place below the board when outside it, and the final results', async () => {
    renderBoard(() => ok({ list: TOP, me: row(27, 'mm***nn', 1_000, 0), final: true }));
    const mine = await screen.findByTestId('ranking-me');
    expect(mine).toHaveTextContent('Your place');
    const own = within(mine).getByTestId('ranking-row');
    expect(cells(own)).toEqual(['27', 'mm***nnYou', 'Rs 10.00', '—']);
    expect(own).toHaveAttribute('aria-current', 'true');
    expect(screen.getAllByTestId('ranking-row')).toHaveLength(4);
    expect(screen.getByTestId('ranking-status')).toHaveTextContent('Final results: the prizes have been paid');
  });

  test('says no one yet on an empty board', async () => {
    renderBoard(() => ok({ list: [], me: null, final: false }));
    expect(await screen.findByText('No one yet: join and be the first on the board.')).toBeInTheDocument();
    expect(screen.queryByRole('table')).toBeNull();
  });

  test('shows the error and reads again on retry', async () => {
    let failing = true;
    const { api, user } = renderBoard(() => (failing ? fail('INTERNAL_ERROR', 500) : ok({ list: TOP, me: null, final: false })));
    expect(await screen.findByRole('alert')).toBeInTheDocument();
    failing = false;
    await user.click(screen.getByRole('button', { name: 'Try again' }));
    expect(await screen.findAllByTestId('ranking-row')).toHaveLength(3);
    expect(api.calls).toHaveLength(2);
  });
});
