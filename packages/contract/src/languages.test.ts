import { describe, expect, test } from 'vitest';
import { LANGUAGE_CODES, LanguageCodeSchema, canonicalLanguage } from './languages';

describe('language codes', () => {
  test('are read in any case and with either separator', () => {
    expect(canonicalLanguage('EN')).toBe('en');
    expect(canonicalLanguage(' Ne ')).toBe('ne');
    expect(canonicalLanguage('zh_cn')).toBe('zh-CN');
    expect(canonicalLanguage('ZH-tw')).toBe('zh-TW');
    expect(canonicalLanguage('xx')).toBeNull();
    for (const code of LANGUAGE_CODES) expect(canonicalLanguage(code.toUpperCase())).toBe(code);
  });

  test('the wire schema answers our spelling and refuses unknown codes', () => {
    expect(LanguageCodeSchema.parse('FIL')).toBe('fil');
    expect(LanguageCodeSchema.safeParse('english').success).toBe(false);
    expect(LanguageCodeSchema.safeParse(7).success).toBe(false);
  });
});
