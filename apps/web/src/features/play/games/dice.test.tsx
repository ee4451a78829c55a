import { fireEvent, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, test } from 'vitest';
import '@/test/i18n-play';
import { View as CrashView } from './crash';
import { View as DiceView } from './dice';
import { preferReducedMotion, testProps, testRound } from './view-kit-testing';
import { View as LimboView } from './limbo';
import { parseMultiplier } from './limbo-target';
import { View as PlinkoView } from './plinko';

let restore: () => void;
beforeEach(() => {
  restore = preferReducedMotion();
});
afterEach(() => restore());

describe('Dice', () => {
  test('target, direction and stake make the bet; chance and multiplier follow the engine', async () => {
    const user = userEvent.setup();
    const { props, play } = testProps('dice');
    play.mockResolvedValue(testRound({ roll: 1234, target: 2500, over: false, hit: true }, { stake: 500, win: 1980 }));
    render(<DiceView {...props} />);
    const input = screen.getByRole('textbox', { name: 'Target' });
    await user.clear(input);
    await user.type(input, '25{Enter}');
    await user.click(screen.getByRole('button', { name: 'Roll under' }));
    await user.selectOptions(screen.getByRole('combobox', { name: 'Stake' }), '5.00');
    expect(screen.getByTestId('win-chance')).toHaveTextContent('25.00%');
    expect(screen.getByTestId('multiplier')).toHaveTextContent('3.9600×');
    await user.click(screen.getByTestId('roll'));
    expect(play).toHaveBeenCalledWith({ stake: 500, target: 2500, over: false });
    expect(await screen.findByTestId('round-result')).toHaveTextContent('Rolled 12.34 – you win');
    expect(screen.getByTestId('round-win')).toHaveTextContent('19.80');
  });

  test('the slider moves the target within the engine bounds', () => {
    const { props } = testProps('dice');
    render(<DiceView {...props} />);
    fireEvent.change(screen.getByRole('slider'), { target: { value: '9800' } });
    expect(screen.getByTestId('win-chance')).toHaveTextContent('1.99%');
  });
});

describe('Limbo and crash', () => {
  test('limbo bets the target and shows the result multiplier', async () => {
    const user = userEvent.setup();
    const { props, play } = testProps('limbo');
    play.mockResolvedValue(testRound({ point: 137, target: 300, hit: false }));
    render(<LimboView {...props} />);
    const input = screen.getByRole('textbox', { name: 'Target multiplier' });
    await user.clear(input);
    await user.type(input, '3x{Enter}');
    expect(screen.getByTestId('win-chance')).toHaveTextContent('33.00%');
    await user.click(screen.getByTestId('bet'));
    expect(play).toHaveBeenCalledWith({ stake: 100, target: 300 });
    expect(await screen.findByTestId('round-result')).toHaveTextContent('1.37× – below the target');
  });

  test('crash shows the cash-out at the target when the point passes it', async () => {
    const user = userEvent.setup();
    const { props, play } = testProps('crash');
    play.mockResolvedValue(testRound({ point: 512, target: 200, hit: true }, { win: 200 }));
    render(<CrashView {...props} />);
    await user.click(screen.getByTestId('bet'));
    expect(play).toHaveBeenCalledWith({ stake: 100, target: 200 });
    expect(await screen.findByTestId('round-result')).toHaveTextContent('Cashed out at 2.00× – crashed at 5.12×');
    expect(screen.getByTestId('round-win')).toHaveTextContent('2.00');
  });

  test('multiplier text is read in hundredths and clamped', () => {
    expect(parseMultiplier('2.5')).toBe(250);
    expect(parseMultiplier('1')).toBe(101);
    expect(parseMultiplier('99999')).toBe(1_000_000);
    expect(parseMultiplier('abc')).toBeNull();
  });
});

describe('Plinko', () => {
  test('rows and risk make the bet; the landing slot is highlighted', async () => {
    const user = userEvent.setup();
    const { props, play } = testProps('plinko');
    play.mockResolvedValue(testRound({ path: [1, 1, 1, 1, 1, 1, 1, 1], slot: 8, multiplier: 2900 }, { win: 2900 }));
    render(<PlinkoView {...props} />);
    await user.selectOptions(screen.getByRole('combobox', { name: 'Rows' }), '8');
    await user.selectOptions(screen.getByRole('combobox', { name: 'Risk' }), 'high');
    expect(screen.getByTestId('plinko-slot-0')).toHaveTextContent('29×');
    await user.click(screen.getByTestId('drop'));
    expect(play).toHaveBeenCalledWith({ stake: 100, rows: 8, risk: 'high' });
    expect(await screen.findByTestId('round-result')).toHaveTextContent('Landed on 29×');
    expect(screen.getByTestId('plinko-slot-8').className).toMatch(/landed/);
  });
});
