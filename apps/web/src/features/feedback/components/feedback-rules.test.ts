import { describe, expect, test } from 'vitest';
import { lengthOk, missingFields } from './feedback-rules';

describe('feedback rules', () => {
  test('lists every empty field in the form order, whitespace counting as empty', () => {
    expect(missingFields({ type: '', content: '  ', captcha: '' })).toEqual(['type', 'content', 'captcha']);
    expect(missingFields({ type: '0', content: 'x', captcha: ' ' })).toEqual(['captcha']);
    expect(missingFields({ type: '4', content: 'x', captcha: 'ab12' })).toEqual([]);
  });

  test('accepts 20 to 200 characters after trimming', () => {
    expect(lengthOk(`  ${'a'.repeat(19)}  `)).toBe(false);
    expect(lengthOk('a'.repeat(20))).toBe(true);
    expect(lengthOk('a'.repeat(200))).toBe(true);
    expect(lengthOk('a'.repeat(201))).toBe(false);
    expect(lengthOk('जम्मा भएन कृपया जाँच गर्नुहोस्')).toBe(true);
  });
});
