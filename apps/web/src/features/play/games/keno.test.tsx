import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, test } from 'vitest';
import '@/test/i18n-play';
import { preferReducedMotion, testProps, testRound } from './view-kit-testing';
import { View } from './keno';

let restore: () => void;
beforeEach(() => {
  restore = preferReducedMotion();
});
afterEach(() => restore());

describe('Keno', () => {
  test('an eleventh number cannot be picked', async () => {
    const user = userEvent.setup();
    const { props, play } = testProps('keno');
    play.mockRejectedValue(new Error('refused'));
    render(<View {...props} />);
    for (let n = 1; n <= 11; n++) await user.click(screen.getByTestId(`keno-number-${n}`));
    expect(screen.getByTestId('keno-number-10')).toHaveAttribute('aria-pressed', 'true');
    expect(screen.getByTestId('keno-number-11')).toHaveAttribute('aria-pressed', 'false');
    expect(screen.getByTestId('keno-number-11')).toBeDisabled();
    expect(screen.getByTestId('keno-picked')).toHaveTextContent('10 numbers picked');
    await user.click(screen.getByTestId('play'));
    expect(play).toHaveBeenCalledWith({ stake: 100, picks: [1, 2, 3, 4, 5, 6, 7, 8, 9, 10] });
    await user.click(screen.getByTestId('keno-number-3'));
    expect(screen.getByTestId('keno-number-11')).toBeEnabled();
  });

  test('the draw marks hits and shows the pay for the pick count', async () => {
    const user = userEvent.setup();
    const { props, play } = testProps('keno');
    const drawn = [5, 17, 2, 33, 40, 8, 21, 11, 30, 1];
    play.mockResolvedValue(testRound({ drawn, hits: [5, 17], multiplier: 450 }, { stake: 100, win: 450 }));
    render(<View {...props} />);
    await user.click(screen.getByTestId('keno-number-5'));
    await user.click(screen.getByTestId('keno-number-17'));
    expect(screen.getByRole('heading', { name: 'Paytable for 2 picks' })).toBeInTheDocument();
    await user.click(screen.getByTestId('play'));
    expect(play).toHaveBeenCalledWith({ stake: 100, picks: [5, 17] });
    expect(await screen.findByTestId('round-result')).toHaveTextContent('2 of 2 hit');
    expect(screen.getByTestId('round-win')).toHaveTextContent('4.50');
    expect(screen.getByTestId('keno-number-17')).toHaveAccessibleName('Number 17, drawn – a hit');
    expect(screen.getByTestId('keno-number-33')).toHaveAccessibleName('Number 33, drawn');
    expect(within(screen.getByRole('list', { name: 'Drawn numbers' })).getAllByRole('listitem')).toHaveLength(10);
  });

  test('quick pick chooses ten distinct numbers; clear empties the board', async () => {
    const user = userEvent.setup();
    const { props } = testProps('keno');
    render(<View {...props} />);
    await user.click(screen.getByRole('button', { name: 'Quick pick' }));
    const pressed = screen.getAllByRole('button', { pressed: true });
    expect(pressed).toHaveLength(10);
    await user.click(screen.getByRole('button', { name: 'Clear' }));
    expect(screen.queryAllByRole('button', { pressed: true })).toHaveLength(0);
    expect(screen.getByTestId('play')).toBeDisabled();
  });
});
