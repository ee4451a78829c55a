import { render } from '@testing-library/react';
import { describe, expect, test } from 'vitest';
import { PICTURES } from './slot-pictures';
import { SlotSymbol } from './slot-symbol';
import { PICTURE_NAMES, THEME_NAMES } from './slot-theme';

const KEYS = ['W', 'S', 'H1', 'H2', 'H3', 'H4', 'L1', 'L2', 'L3', 'L4', 'L5'];

describe('slot symbols', () => {
  test('draw every picture as an SVG and every rank as plain letters, never as an emoji glyph', () => {
    for (const theme of THEME_NAMES)
      for (const key of KEYS) {
        const { container, unmount } = render(<SlotSymbol theme={theme} symbol={key} label={key} />);
        const cell = container.firstElementChild!;
        if (key.startsWith('L')) {
          expect(cell.querySelector('svg'), `${theme} ${key}`).toBeNull();
          expect(cell.textContent, `${theme} ${key}`).toMatch(/^(A|K|Q|J|10)$/);
        } else {
          const svg = cell.querySelector('svg');
          expect(svg, `${theme} ${key}`).not.toBeNull();
          expect(svg!.querySelectorAll('circle, ellipse, rect, path').length, `${theme} ${key}`).toBeGreaterThan(0);
          expect(cell.textContent, `${theme} ${key}`).toBe('');
        }
        unmount();
      }
  });

  test('keep the accessible name on the cell and the drawing out of the accessibility tree', () => {
    const { getByRole } = render(<SlotSymbol theme="dragon" symbol="H1" label="Dragon" />);
    const cell = getByRole('img', { name: 'Dragon' });
    expect(cell.querySelector('svg')).toHaveAttribute('aria-hidden', 'true');
  });

  test('have a drawing for every picture a theme names, and no drawing no theme uses', () => {
    expect(Object.keys(PICTURES).sort()).toEqual([...PICTURE_NAMES, 'wild', 'scatter'].sort());
  });
});
