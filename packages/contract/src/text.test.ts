import { describe, expect, test } from 'vitest';
import { findUnsafeText } from './text';

describe('unsafe text', () => {
  test('names the first field, key or array item carrying NUL or a bidirectional control', () => {
    expect(findUnsafeText({ a: 'ok', b: ['fine', { c: 'x\u0000' }] })).toEqual({
      path: 'b.1.c',
      message: 'must not contain a NUL character',
    });
    expect(findUnsafeText({ ['k\u2067']: 1 })?.path).toBe('k\u2067');
    for (const c of [
      '\u202A',
      '\u202B',
      '\u202C',
      '\u202D',
      '\u202E',
      '\u2066',
      '\u2067',
      '\u2068',
      '\u2069',
      '\u200E',
      '\u200F',
      '\u061C',
      '\u2028',
      '\u2029',
    ])
      expect(findUnsafeText(`name${c}`)?.message).toBe('must not contain bidirectional control characters');
  });

  test('accepts ordinary text in any script, numbers and nulls', () => {
    expect(findUnsafeText({ name: 'राम बहादुर', note: 'مرحبا', n: 1, z: null, emoji: '🎉' })).toBeNull();
  });
});
