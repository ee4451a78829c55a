import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, test } from 'vitest';
import '@/test/i18n-play';
import { dealOrder, View } from './baccarat';
import { preferReducedMotion, testProps, testRound } from './view-kit-testing';
import { View as DragonTigerView } from './dragon-tiger';

let restore: () => void;
beforeEach(() => {
  restore = preferReducedMotion();
});
afterEach(() => restore());

const coup = { player: [1, 13, 4], banker: [5, 2], playerTotal: 5, bankerTotal: 7, outcome: 'banker' };

describe('Baccarat', () => {
  test('chips placed on the spots build the bet, and the deal shows the coup and its outcome', async () => {
    const user = userEvent.setup();
    const { props, play } = testProps('baccarat');
    play.mockResolvedValue(testRound(coup, { stake: 1100, win: 1950 }));
    render(<View {...props} />);

    expect(screen.getByTestId('deal')).toBeDisabled();
    await user.click(screen.getByRole('radio', { name: '5.00' }));
    await user.click(screen.getByTestId('place-banker'));
    await user.click(screen.getByTestId('place-banker'));
    await user.click(screen.getByRole('radio', { name: '1.00' }));
    await user.click(screen.getByTestId('place-player'));
    expect(screen.getByTestId('place-banker')).toHaveAccessibleName('Banker, pays 0.95:1, your bet 10.00');
    expect(screen.getByTestId('total-stake')).toHaveTextContent('11.00');

    await user.click(screen.getByTestId('deal'));
    expect(play).toHaveBeenCalledWith({ player: 100, banker: 1000, tie: 0 });
    expect(await screen.findByTestId('round-result')).toHaveTextContent('Banker wins');
    expect(screen.getByTestId('round-win')).toHaveTextContent('19.50');
    expect(screen.getAllByRole('img', { name: /^Card / })).toHaveLength(5);
    expect(screen.getByText('Total 7')).toBeInTheDocument();
    expect(within(screen.getByRole('region', { name: 'Last rounds' })).getByText('Banker 5–7')).toBeInTheDocument();
    expect(screen.getByTestId('deal')).toBeEnabled();
  });

  test('the bets stay after a refused deal, and clear empties the table', async () => {
    const user = userEvent.setup();
    const { props, play } = testProps('baccarat');
    play.mockRejectedValue(new Error('refused'));
    render(<View {...props} />);
    await user.click(screen.getByTestId('place-tie'));
    await user.click(screen.getByTestId('deal'));
    expect(play).toHaveBeenCalledWith({ player: 0, banker: 0, tie: 100 });
    expect(screen.getByTestId('deal')).toBeEnabled();
    expect(screen.queryByTestId('round-result')).toBeNull();
    await user.click(screen.getByRole('button', { name: 'Clear bets' }));
    expect(screen.getByTestId('total-stake')).toHaveTextContent('0.00');
    expect(screen.getByTestId('deal')).toBeDisabled();
  });

  test('a chip that would pass the table limit is refused', async () => {
    const user = userEvent.setup();
    const { props } = testProps('baccarat', { maxBet: 1500, stakeLevels: [1000] });
    render(<View {...props} />);
    await user.click(screen.getByTestId('place-player'));
    await user.click(screen.getByTestId('place-banker'));
    expect(screen.getByTestId('total-stake')).toHaveTextContent('10.00');
    expect(screen.getByText(/table limit of 15\.00/)).toBeInTheDocument();
  });

  test('cards are dealt in the tableau order', () => {
    expect(dealOrder({ player: [1, 2, 3], banker: [4, 5, 6], playerTotal: 6, bankerTotal: 5, outcome: 'player' })).toEqual([
      { side: 'player', rank: 1 },
      { side: 'banker', rank: 4 },
      { side: 'player', rank: 2 },
      { side: 'banker', rank: 5 },
      { side: 'player', rank: 3 },
      { side: 'banker', rank: 6 },
    ]);
  });
});

describe('Dragon tiger', () => {
  test('bets on dragon and tie, then shows both cards and the outcome', async () => {
    const user = userEvent.setup();
    const { props, play } = testProps('dragontiger');
    play.mockResolvedValue(testRound({ dragon: 12, tiger: 3, outcome: 'dragon' }, { stake: 200, win: 200 }));
    render(<DragonTigerView {...props} />);
    await user.click(screen.getByTestId('place-dragon'));
    await user.click(screen.getByTestId('place-tie'));
    await user.click(screen.getByTestId('deal'));
    expect(play).toHaveBeenCalledWith({ dragon: 100, tiger: 0, tie: 100 });
    expect(await screen.findByTestId('round-result')).toHaveTextContent('Dragon wins');
    expect(screen.getByRole('img', { name: 'Card Q' })).toBeInTheDocument();
    expect(screen.getByRole('img', { name: 'Card 3' })).toBeInTheDocument();
    expect(screen.getByTestId('round-win')).toHaveTextContent('2.00');
  });
});
