import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, test } from 'vitest';
import '@/test/i18n-play';
import { minesWin, multiplierBp } from '@jade/engines/mines';
import { asResult, preferReducedMotion, testProps, testRound } from './view-kit-testing';
import { formatBp, View } from './mines';

let restore: () => void;
beforeEach(() => {
  restore = preferReducedMotion();
});
afterEach(() => restore());

const open = (revealed: number[], over: object = {}) =>
  testRound({ mines: 3, revealed, over: false, multiplierBp: 0 }, { roundId: 7, status: 'OPEN', ...over });

describe('Mines', () => {
  test('start, reveal a tile, then cash out: every mine is shown at the end', async () => {
    const user = userEvent.setup();
    const { props, play, mines } = testProps('mines');
    play.mockResolvedValue(open([]));
    mines.reveal.mockResolvedValue(open([12]));
    const bp = multiplierBp(3, 1);
    mines.cashout.mockResolvedValue(
      testRound(
        { mines: 3, revealed: [12], over: true, multiplierBp: bp, minePositions: [0, 4, 20] },
        { roundId: 7, win: minesWin(100, bp) },
      ),
    );
    render(<View {...props} />);
    expect(mines.open).toHaveBeenCalled();

    await user.click(screen.getByTestId('bet'));
    expect(play).toHaveBeenCalledWith({ stake: 100, mines: 3 });
    expect(await screen.findByTestId('mines-cashout')).toBeDisabled();
    expect(screen.getByTestId('mines-tile-12')).toHaveAccessibleName('Tile 13, hidden');

    await user.click(screen.getByTestId('mines-tile-12'));
    expect(mines.reveal).toHaveBeenCalledWith(7, 12);
    expect(screen.getByTestId('mines-tile-12')).toHaveAccessibleName('Tile 13, safe');
    expect(screen.getByTestId('mines-multiplier')).toHaveTextContent(formatBp(bp));
    expect(screen.getByTestId('mines-next')).toHaveTextContent(formatBp(multiplierBp(3, 2)));

    await user.click(screen.getByTestId('mines-tile-12'));
    expect(mines.reveal).toHaveBeenCalledTimes(1);

    await user.click(screen.getByTestId('mines-cashout'));
    expect(mines.cashout).toHaveBeenCalledWith(7);
    expect(await screen.findByTestId('round-result')).toHaveTextContent(`Cashed out at ${formatBp(bp)}`);
    expect(screen.getByTestId('round-win')).toHaveTextContent('1.12');
    for (const tile of [0, 4, 20])
      expect(screen.getByTestId(`mines-tile-${tile}`)).toHaveAccessibleName(`Tile ${tile + 1}, mine`);
    expect(screen.queryByTestId('mines-cashout')).toBeNull();
    expect(screen.getByTestId('bet')).toBeEnabled();
  });

  test('a mine ends the round with nothing', async () => {
    const user = userEvent.setup();
    const { props, play, mines } = testProps('mines');
    play.mockResolvedValue(open([]));
    mines.reveal.mockResolvedValue(
      testRound({ mines: 3, revealed: [4], over: true, multiplierBp: 0, minePositions: [4, 9, 10] }, { roundId: 7 }),
    );
    render(<View {...props} />);
    await user.click(screen.getByTestId('bet'));
    await user.click(await screen.findByTestId('mines-tile-4'));
    expect(await screen.findByTestId('round-result')).toHaveTextContent('You hit a mine');
    expect(screen.getByTestId('mines-tile-9')).toHaveAccessibleName('Tile 10, mine');
    expect(screen.getByTestId('round-win')).toHaveTextContent('0.00');
  });

  test('an open round is resumed on mount', async () => {
    const user = userEvent.setup();
    const { props, mines } = testProps('mines');
    mines.open.mockResolvedValue(asResult(open([3, 8], { stake: 500 })));
    mines.reveal.mockRejectedValue(new Error('refused'));
    render(<View {...props} />);
    expect(await screen.findByTestId('mines-cashout')).toBeEnabled();
    expect(screen.getByTestId('mines-tile-3')).toHaveAccessibleName('Tile 4, safe');
    expect(screen.getByText('Your unfinished round is back. Pick a tile or cash out.')).toBeInTheDocument();
    await user.click(screen.getByTestId('mines-tile-0'));
    expect(mines.reveal).toHaveBeenCalledWith(7, 0);
    expect(screen.getByTestId('mines-cashout')).toBeEnabled();
  });
});
