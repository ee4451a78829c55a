import { describe, expect, test } from 'vitest';
import { marqueeItems, marqueeSeconds } from './marquee';

describe('notice marquee text', () => {
  test('trims titles to one line, drops empty ones and repeats', () => {
    expect(
      marqueeItems([
        { id: 1, title: '  Weekend\n bonus ' },
        { id: 2, title: '   ' },
        { id: 1, title: 'again' },
        { id: 3, title: 'Maintenance at 02:00' },
      ]),
    ).toEqual([
      { id: 1, title: 'Weekend bonus' },
      { id: 3, title: 'Maintenance at 02:00' },
    ]);
  });

  test('scrolls longer text for longer, never faster than the minimum', () => {
    expect(marqueeSeconds([{ id: 1, title: 'Hi' }])).toBe(12);
    const long = Array.from({ length: 10 }, (_, id) => ({ id, title: 'x'.repeat(60) }));
    expect(marqueeSeconds(long)).toBe(83);
  });
});
