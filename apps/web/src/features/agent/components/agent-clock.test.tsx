import { describe, expect, test } from 'vitest';
import { gmtOffset } from './agent-clock';

describe('gmtOffset', () => {
  test('writes the offset east of UTC with sign, hours and minutes', () => {
    expect(gmtOffset(345)).toBe('GMT+05:45');
    expect(gmtOffset(0)).toBe('GMT+00:00');
    expect(gmtOffset(-210)).toBe('GMT-03:30');
  });
});
