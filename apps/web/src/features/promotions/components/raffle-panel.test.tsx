import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, test, vi } from 'vitest';
import '@/test/i18n-promotions';
import { BALANCE_KEY } from '@/lib/queries/balance-key';
import { formatMoney } from '@/lib/money';
import { fail, mockApi, ok } from '@/test/mock-api';
import { renderWithQuery } from '@/test/render-with-query';
import { REWARDS_KEY } from '../api/keys';
import { REWARD } from '../promotions.fixtures';
import { RafflePanel } from './raffle-panel';

const money = (minor: number) => formatMoney(minor, 'NPR', 'en');
const HASH = 'a3f1'.repeat(16);
const SEED = '9c0d'.repeat(16);
/** The board as the server sends it (ticketCounts: the draw's input, when the contract has it). */
const board = (over: Record<string, unknown> = {}) => ({
  seedHash: HASH,
  seed: null,
  totalTickets: 120,
  ticketCounts: null,
  myTickets: 8,
  drawn: false,
  winners: [],
  ...over,
});
const winner = (prize: number, name: string, ticket: number, mine = false, claimed = false) => ({
  prize,
  name,
  ticket,
  mine,
  claimed,
});
const DRAWN = board({
  seed: SEED,
  drawn: true,
  ticketCounts: [100, 12, 8],
  winners: [winner(500_000, 'ab***cd', 17), winner(100_000, 'me***me', 113, true)],
});
const RAFFLE_URL = '/wps/promotions/7/raffle';
const CLAIM_URL = '/wps/relay/MCS2_claimRafflePromotion';

type Handler = (url: string) => Response | Promise<Response> | null;

/** The panel of raffle 7 against a server answering the board with `answer` and the rest with `other`. */
function renderPanel(answer: () => Response, token: string | null = 'token', other: Handler = () => null) {
  const api = mockApi((url) => (url === RAFFLE_URL ? answer() : (other(url) ?? fail('NOT_FOUND', 404))));
  const { client } = renderWithQuery(<RafflePanel promotionId={7} token={token} money={money} />);
  return { api, client, user: userEvent.setup() };
}

const cells = (tr: HTMLElement) =>
  within(tr)
    .getAllByRole('cell')
    .map((c) => c.textContent);

describe('RafflePanel', () => {
  test('before the draw: the member’s tickets, the total, the commitment, and how to verify', async () => {
    renderPanel(() => ok(board()));
    expect(await screen.findByTestId('raffle-my-tickets')).toHaveTextContent('8');
    expect(screen.getByTestId('raffle-total')).toHaveTextContent('120');
    expect(screen.getByTestId('raffle-hash')).toHaveTextContent(HASH);
    expect(screen.getByTestId('raffle-hash').tagName).toBe('CODE');
    expect(screen.queryByTestId('raffle-seed')).toBeNull();
    expect(screen.getByTestId('raffle-status')).toHaveTextContent('The draw takes place when the promotion ends.');
    expect(screen.queryByRole('table')).toBeNull();
    expect(screen.queryByTestId('raffle-claim')).toBeNull();
    expect(screen.getByText('How to verify the draw')).toBeInTheDocument();
    expect(screen.getByText(/HMAC-SHA256\(seed, "7:i:try"\)/)).toBeInTheDocument();
  });

  test('asks a guest to log in for their tickets, and says no tickets yet', async () => {
    renderPanel(() => ok(board({ myTickets: null, totalTickets: 0 })), null);
    expect(await screen.findByTestId('raffle-my-tickets')).toHaveTextContent('Log in to see yours');
    expect(screen.getByTestId('raffle-status')).toHaveTextContent('No tickets yet: join and play to earn the first.');
  });

  test('after the draw: the seed and the winners, the member’s own marked, with Claim my prize', async () => {
    renderPanel(() => ok(DRAWN));
    const rows = await screen.findAllByTestId('raffle-winner');
    expect(rows.map(cells)).toEqual([
      ['Rs 5,000.00', 'ab***cd', '17', 'Not yet'],
      ['Rs 1,000.00', 'me***meYou', '113', 'Not yet'],
    ]);
    expect(rows.map((r) => r.getAttribute('aria-current'))).toEqual([null, 'true']);
    expect(screen.getByTestId('raffle-seed')).toHaveTextContent(SEED);
    expect(screen.getByTestId('raffle-claim')).toHaveTextContent('Claim my prize');
  });

  test('shows each prize claimed or not, and no Claim once the member’s own is claimed', async () => {
    renderPanel(() =>
      ok(
        board({ ...DRAWN, winners: [winner(500_000, 'ab***cd', 17, false, true), winner(100_000, 'me***me', 113, true, true)] }),
      ),
    );
    const rows = await screen.findAllByTestId('raffle-winner');
    expect(rows.map((r) => cells(r)[3])).toEqual(['Claimed', 'Claimed']);
    expect(screen.getByRole('columnheader', { name: 'Claimed' })).toBeInTheDocument();
    expect(screen.queryByTestId('raffle-claim')).toBeNull();
  });

  test('offers no claim when none of the winners is the member’s', async () => {
    renderPanel(() => ok(board({ ...DRAWN, winners: [winner(500_000, 'ab***cd', 17)] })));
    expect(await screen.findAllByTestId('raffle-winner')).toHaveLength(1);
    expect(screen.queryByTestId('raffle-claim')).toBeNull();
  });

  test('says so when the draw is over with no tickets', async () => {
    renderPanel(() => ok(board({ seed: SEED, drawn: true, totalTickets: 0, myTickets: 0 })));
    expect(await screen.findByTestId('raffle-status')).toHaveTextContent('no prize was drawn');
    expect(screen.queryByTestId('raffle-claim')).toBeNull();
  });

  test('claims once on a double click, then reads the board, the reward centre and the balance again', async () => {
    let release: (r: Response) => void = () => {};
    const held = new Promise<Response>((resolve) => (release = resolve));
    let paid = false;
    const claimedBoard = { ...DRAWN, winners: [winner(500_000, 'ab***cd', 17), winner(100_000, 'me***me', 113, true, true)] };
    const { api, client, user } = renderPanel(
      () => ok(paid ? claimedBoard : DRAWN),
      'token',
      (url) => (url === CLAIM_URL ? held : null),
    );
    const invalidate = vi.spyOn(client, 'invalidateQueries');
    await user.dblClick(await screen.findByTestId('raffle-claim'));
    paid = true;
    release(ok({ claimed: [{ ...REWARD, id: 21, source: 'PROMOTION', promotionId: 7, amount: 100_000 }], balance: 250_000 }));
    expect(await screen.findByTestId('raffle-claimed')).toHaveTextContent('Claimed: Rs 1,000.00 is in your wallet');
    const claims = api.calls.filter((c) => c.url === CLAIM_URL);
    expect(claims).toEqual([{ url: CLAIM_URL, method: 'POST', body: { promotionId: 7 } }]);
    const keys = invalidate.mock.calls.map(([filters]) => JSON.stringify(filters?.queryKey));
    expect(keys).toEqual(expect.arrayContaining([JSON.stringify(REWARDS_KEY), JSON.stringify(BALANCE_KEY)]));
    await waitFor(() => expect(api.calls.filter((c) => c.url === RAFFLE_URL)).toHaveLength(2));
    // The board read again marks the prize claimed; what was claimed stays said, with no button.
    await waitFor(() => expect(cells(screen.getAllByTestId('raffle-winner')[1]!)[3]).toBe('Claimed'));
    expect(screen.getByTestId('raffle-claimed')).toBeInTheDocument();
    expect(screen.queryByTestId('raffle-claim')).toBeNull();
  });

  test('says nothing is left to claim when the server refuses, and lets the member try again', async () => {
    const { api, user } = renderPanel(
      () => ok(DRAWN),
      'token',
      (url) => (url === CLAIM_URL ? fail('REWARD_NOT_CLAIMABLE', 409) : null),
    );
    await user.click(await screen.findByTestId('raffle-claim'));
    expect(await screen.findByRole('alert')).toHaveTextContent('Nothing left to claim');
    await user.click(screen.getByTestId('raffle-claim'));
    await waitFor(() => expect(api.calls.filter((c) => c.url === CLAIM_URL)).toHaveLength(2));
  });

  test('shows the error and reads again on retry', async () => {
    let failing = true;
    const { api, user } = renderPanel(() => (failing ? fail('INTERNAL_ERROR', 500) : ok(board())));
    expect(await screen.findByRole('alert')).toBeInTheDocument();
    failing = false;
    await user.click(screen.getByRole('button', { name: 'Try again' }));
    expect(await screen.findByTestId('raffle-hash')).toHaveTextContent(HASH);
    expect(api.calls).toHaveLength(2);
  });
});
