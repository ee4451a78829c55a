import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, test } from 'vitest';
import '@/test/i18n-play';
import { RED_NUMBERS, ROULETTE_SHAPES } from '@jade/engines/roulette';
import { preferReducedMotion, testProps, testRound } from './view-kit-testing';
import { View } from './roulette';
import { wheelTurn, WHEEL_ORDER } from './roulette-wheel';

let restore: () => void;
beforeEach(() => {
  restore = preferReducedMotion();
});
afterEach(() => restore());

describe('Roulette', () => {
  test('outside and straight chips carry the engine numbers; the spin shows the pocket and the winning chips', async () => {
    const user = userEvent.setup();
    const { props, play } = testProps('roulette');
    play.mockResolvedValue(testRound({ pocket: 14, wins: [200, 0, 300, 3600] }, { stake: 400, win: 4100 }));
    render(<View {...props} />);

    await user.click(screen.getByTestId('place-red'));
    await user.click(screen.getByTestId('place-column-1'));
    await user.click(screen.getByTestId('place-dozen-2'));
    await user.click(screen.getByTestId('place-14'));
    await user.click(screen.getByTestId('place-red'));
    expect(screen.getByTestId('place-red')).toHaveAccessibleName('Red, your bet 2.00');

    await user.click(screen.getByTestId('spin'));
    expect(play).toHaveBeenCalledWith({
      chips: [
        { kind: 'red', numbers: [...RED_NUMBERS], amount: 200 },
        { kind: 'column', numbers: [...ROULETTE_SHAPES.column[0]!], amount: 100 },
        { kind: 'dozen', numbers: Array.from({ length: 12 }, (_, i) => 13 + i), amount: 100 },
        { kind: 'straight', numbers: [14], amount: 100 },
      ],
    });
    expect(await screen.findByTestId('round-result')).toHaveTextContent('14 Red');
    expect(screen.getByTestId('round-win')).toHaveTextContent('41.00');
    expect(within(screen.getByTestId('roulette-chip-0')).getByText('Paid 2.00')).toBeInTheDocument();
    expect(within(screen.getByTestId('roulette-chip-1')).queryByText(/Paid/)).toBeNull();
    expect(within(screen.getByTestId('roulette-chip-3')).getByText('Paid 36.00')).toBeInTheDocument();
  });

  test('split, street and corner bets from clicks on the numbers; a chip can be removed', async () => {
    const user = userEvent.setup();
    const { props, play } = testProps('roulette');
    play.mockRejectedValue(new Error('refused'));
    render(<View {...props} />);

    await user.click(screen.getByRole('button', { name: 'Split' }));
    await user.click(screen.getByTestId('place-1'));
    await user.click(screen.getByTestId('place-2'));
    await user.click(screen.getByRole('button', { name: 'Street' }));
    await user.click(screen.getByTestId('place-8'));
    await user.click(screen.getByRole('button', { name: 'Corner' }));
    for (const n of [5, 6, 8, 9]) await user.click(screen.getByTestId(`place-${n}`));
    await user.click(screen.getByRole('button', { name: 'Split' }));
    await user.click(screen.getByTestId('place-1'));
    await user.click(screen.getByTestId('place-9'));
    expect(screen.getByText(/do not form a Split bet/)).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Remove Street 7–8–9' }));

    await user.click(screen.getByTestId('spin'));
    expect(play).toHaveBeenCalledWith({
      chips: [
        { kind: 'split', numbers: [1, 2], amount: 100 },
        { kind: 'corner', numbers: [5, 6, 8, 9], amount: 100 },
      ],
    });
    expect(screen.getByTestId('spin')).toBeEnabled();
  });

  test('the wheel turn brings the pocket under the pointer', () => {
    for (const pocket of [0, 17, 26]) {
      const turn = wheelTurn(1234, pocket);
      const index = WHEEL_ORDER.indexOf(pocket as (typeof WHEEL_ORDER)[number]);
      expect(turn).toBeGreaterThan(1234);
      expect((((turn + (index * 360) / 37) % 360) + 360) % 360).toBeCloseTo(0, 6);
    }
  });
});
