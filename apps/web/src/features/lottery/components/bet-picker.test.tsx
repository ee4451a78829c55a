import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, test, vi } from 'vitest';
import '@/test/i18n-lottery';
import { BetPicker } from './bet-picker';

const SOLD_OUT = {
  gameCode: 'LOTT_VN_1M',
  drawNo: '20261127-0100',
  numbers: [{ type: 'LO2', position: null, group: 0, pick: '13' }],
};

describe('BetPicker', () => {
  test('reads typed picks and ranges, names what is not a number of the bet, and adds the line', async () => {
    const user = userEvent.setup();
    const onAdd = vi.fn();
    render(<BetPicker family="VN_NORTH" soldOut={undefined} onAdd={onAdd} />);
    await user.type(screen.getByLabelText('Type numbers'), '12 34, 10-11 7 abc');
    await user.click(screen.getByRole('button', { name: 'Add' }));
    expect(screen.getByRole('alert')).toHaveTextContent('Not numbers of this bet: 7 abc');
    expect(screen.getByTestId('picker-summary')).toHaveTextContent('4 tickets');
    expect(screen.getByRole('button', { name: '10' })).toHaveAttribute('aria-pressed', 'true');
    await user.click(screen.getByTestId('add-to-slip'));
    expect(onAdd).toHaveBeenCalledWith({ type: 'LO2', picks: [['10', '11', '12', '34']] });
  });

  test('quick picks fill the board except sold-out numbers, which are greyed', async () => {
    const user = userEvent.setup();
    render(<BetPicker family="VN_NORTH" soldOut={SOLD_OUT} onAdd={vi.fn()} />);
    expect(screen.getByRole('button', { name: '13' })).toBeDisabled();
    await user.click(screen.getByRole('button', { name: 'Odd' }));
    expect(screen.getByTestId('picker-summary')).toHaveTextContent('49 tickets');
    await user.click(screen.getByRole('button', { name: 'Clear' }));
    expect(screen.getByTestId('picker-summary')).toHaveTextContent('Pick at least 1 number.');
  });

  test('a combination bet asks for enough numbers and counts its combinations', async () => {
    const user = userEvent.setup();
    render(<BetPicker family="VN_NORTH" soldOut={undefined} onAdd={vi.fn()} />);
    await user.click(screen.getByRole('radio', { name: 'Xiên 3' }));
    await user.click(screen.getByRole('button', { name: '01' }));
    expect(screen.getByTestId('picker-summary')).toHaveTextContent('Pick at least 3 numbers.');
    expect(screen.getByTestId('add-to-slip')).toBeDisabled();
    for (const n of ['02', '03', '04']) await user.click(screen.getByRole('button', { name: n }));
    expect(screen.getByTestId('picker-summary')).toHaveTextContent('4 tickets');
  });

  test('a five-digit straight star has one board per position', async () => {
    const user = userEvent.setup();
    const onAdd = vi.fn();
    render(<BetPicker family="FAST_5D" soldOut={undefined} onAdd={onAdd} />);
    await user.click(screen.getByRole('radio', { name: '2 stars' }));
    const [tens, units] = screen.getAllByTestId('number-board');
    await user.click(tens!.querySelectorAll('button')[1]!);
    await user.click(units!.querySelectorAll('button')[2]!);
    await user.click(units!.querySelectorAll('button')[3]!);
    expect(screen.getByTestId('picker-summary')).toHaveTextContent('2 tickets');
    await user.click(screen.getByTestId('add-to-slip'));
    expect(onAdd).toHaveBeenCalledWith({ type: 'STAR2', picks: [['1'], ['2', '3']] });
  });

  test('the bet types are a radio group the arrow keys move through', async () => {
    const user = userEvent.setup();
    render(<BetPicker family="VN_NORTH" soldOut={undefined} onAdd={vi.fn()} />);
    await user.tab();
    expect(screen.getByRole('radio', { name: 'Lô 2 digits' })).toHaveFocus();
    await user.keyboard('{ArrowRight}');
    expect(screen.getByRole('radio', { name: 'Đề (special)' })).toHaveAttribute('aria-checked', 'true');
    expect(screen.getByRole('radio', { name: 'Đề (special)' })).toHaveFocus();
    await user.keyboard('{ArrowLeft}{ArrowLeft}');
    expect(screen.getByRole('radio', { name: 'Lô trượt 10' })).toHaveAttribute('aria-checked', 'true');
  });

  test('three dice: big sums in one click, and any triple as its one choice', async () => {
    const user = userEvent.setup();
    const onAdd = vi.fn();
    render(<BetPicker family="DICE_3" soldOut={undefined} onAdd={onAdd} />);
    await user.click(screen.getByRole('button', { name: 'Big' }));
    await user.click(screen.getByTestId('add-to-slip'));
    expect(onAdd).toHaveBeenLastCalledWith({ type: 'SUM', picks: [['11', '12', '13', '14', '15', '16', '17']] });
    await user.click(screen.getByRole('radio', { name: 'Any triple' }));
    await user.click(screen.getByRole('button', { name: 'Any triple' }));
    await user.click(screen.getByTestId('add-to-slip'));
    expect(onAdd).toHaveBeenLastCalledWith({ type: 'ANY_TRIPLE', picks: [['ANY']] });
  });
});

describe('BetPicker, 3 càng', () => {
  test('builds numbers from a row of digits per position and adds them to the picks', async () => {
    const user = userEvent.setup();
    const onAdd = vi.fn();
    render(<BetPicker family="VN_NORTH" soldOut={undefined} onAdd={onAdd} />);
    await user.click(screen.getByRole('radio', { name: '3 càng' }));
    const rows = screen.getAllByRole('group', { name: /^Digit \d$/ });
    expect(rows).toHaveLength(3);
    const press = async (row: number, digit: string) => user.click(within(rows[row]!).getByRole('button', { name: digit }));
    await press(0, '1');
    await press(1, '2');
    await press(1, '3');
    await press(2, '9');
    expect(screen.getByText('2 numbers')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Add these numbers' }));
    expect(screen.getByTestId('typed-picks')).toHaveTextContent('129 139');
    expect(screen.getByText('0 numbers')).toBeInTheDocument();
    await user.click(screen.getByTestId('add-to-slip'));
    expect(onAdd).toHaveBeenCalledWith({ type: 'CANG3', picks: [['129', '139']] });
  });
});
