import { render, screen, within } from '@testing-library/react';
import { describe, expect, test } from 'vitest';
import '@/test/i18n-lottery';
import { ResultBoard } from './result-board';

const drawn = [
  '12345',
  '23456',
  '34567',
  '45678',
  '56789',
  '67890',
  '78901',
  '89012',
  '90123',
  '01234',
  '1234',
  '2345',
  '3456',
  '4567',
  '5678',
  '6789',
  '7890',
  '8901',
  '9012',
  '0123',
  '123',
  '234',
  '345',
  '12',
  '23',
  '34',
  '45',
];

describe('ResultBoard', () => {
  test('lays a northern draw out in its prize rows, special first, with the hit lô marked', () => {
    render(<ResultBoard family="VN_NORTH" numbers={drawn} caption="Draw" hits={[drawn[0]!.slice(-2)]} />);
    const rows = screen.getAllByRole('row');
    expect(rows.map((r) => within(r).getByRole('rowheader').textContent)).toEqual([
      'Special',
      'First',
      'Second',
      'Third',
      'Fourth',
      'Fifth',
      'Sixth',
      'Seventh',
    ]);
    expect(rows[0]).toHaveTextContent(drawn[0]!);
    expect(within(rows[3]!).getByRole('cell').children).toHaveLength(6);
    expect(within(rows[0]!).getByText(drawn[0]!).className).toMatch(/hit/);
  });
});
