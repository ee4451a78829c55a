import { describe, expect, test } from 'vitest';
import {
  ANY_CONTENT,
  checkField,
  FieldRule,
  PATTERN_IDS,
  PATTERNS,
  patternMessageParams,
  RegisterSettings,
  type PatternId,
} from './patterns';

const rule = (patternId: PatternId, overrides: Partial<FieldRule> = {}): FieldRule => ({
  enabled: true,
  required: true,
  acceptedPattern: patternId,
  patternId,
  minLength: 1,
  maxLength: 100,
  ...overrides,
});

const EXAMPLES: Record<PatternId, { good: string[]; bad: string[] }> = {
  ANY: { good: ['any thing at all! नमस्ते 😀'], bad: [] },
  LETTER_FIRST_ALNUM: { good: ['ram123', 'Ram'], bad: ['1ram', 'ram_123', 'ram 12'] },
  CHINESE_DIGITS: { good: ['张伟88', '张伟'], bad: ['张伟abc', '张伟 88'] },
  EMAIL: {
    good: ['ram.sharma+jade@mail.example.com.np'],
    bad: ['ram@', 'ram@example', 'ram sharma@example.com', '@example.com'],
  },
  ALNUM: { good: ['abc123', 'ABC', '123'], bad: ['abc-123', 'abc 123', 'नमस्ते'] },
  LETTERS_AND_DIGITS: { good: ['abc123', '1a'], bad: ['abcdef', '123456', 'abc12!'] },
  DIGITS: { good: ['9841234567'], bad: ['98412a', '९८४१', '-1'] },
  ALNUM_ONE_UPPER: { good: ['abcD12', 'ABC'], bad: ['abcd12', 'Abc_12'] },
  ENGLISH_SPACES: { good: ['Ram Bahadur'], bad: ['Ram1', 'Ram-Bahadur', 'राम'] },
  NO_SPACES: { good: ['ram@नमस्ते!'], bad: ['ram sharma', 'ram\tsharma', ' ram'] },
  CHINESE_PUNCT: { good: ['张伟，你好。', '阿·不都'], bad: ['张伟1', '张伟 你好', 'zhang'] },
  DATE_YMD: { good: ['1990-12-31', '2000-02-29'], bad: ['12-31-1990', '1990-13-01', '1990-1-5', '2023-02-29', '1990-04-31'] },
  DATE_MDY: { good: ['12-31-1990', '02-29-2024'], bad: ['1990-12-31', '13-01-1990', '02-29-2023', '2-3-1990'] },
  KOREAN: { good: ['김민준'], bad: ['김 민준', 'kim', '김민준1'] },
  THAI: { good: ['สมชาย'], bad: ['สมชาย ใจดี', 'somchai', 'สมชาย1'] },
  THAI_ENGLISH_SPACES: { good: ['สมชาย Jaidee'], bad: ['สมชาย1', 'สมชาย-ใจดี'] },
  UPPER_SPACES: { good: ['RAM BAHADUR'], bad: ['Ram Bahadur', 'RAM1'] },
  LETTERS_DIGITS_SYMBOLS: { good: ['ram_123!@#', 'abc'], bad: ['ram 123', 'राम123'] },
  STRONG_PASSWORD: {
    good: ['Secret@123', '1aA~'],
    bad: ['secret@123', 'SECRET@123', 'Secret@abc', 'Secret123', 'Secret @123', 'Secret@१२३'],
  },
  FULL_NAME: {
    good: ['Ram Bahadur Thapa', 'राम थापा', 'Nguyễn Văn An', '张 伟'],
    bad: ['Ram', 'Ram  Thapa', ' Ram Thapa', 'Ram Thapa ', 'Ram Th4pa', "Ram O'Neil"],
  },
  FULLWIDTH_JAPANESE: { good: ['山田　太郎', 'ヤマダタロウ', 'やまだ', 'ＡＢＣ１２３'], bad: ['ﾔﾏﾀﾞ', 'yamada', '山田 太郎'] },
  UPPER_NO_SPACES: { good: ['RAM'], bad: ['RAM BAHADUR', 'Ram', 'RAM1'] },
};

describe('patterns', () => {
  test('has one family for each pattern id, none global or sticky', () => {
    expect(Object.keys(PATTERNS).sort()).toEqual([...PATTERN_IDS].sort());
    expect(new Set(PATTERN_IDS).size).toBe(PATTERN_IDS.length);
    for (const [id, { regex, description }] of Object.entries(PATTERNS)) {
      expect(description, id).not.toBe('');
      if (regex) expect(regex.global || regex.sticky, id).toBe(false);
    }
  });

  test.each(PATTERN_IDS)('%s accepts its good examples and refuses its bad ones', (id) => {
    for (const good of EXAMPLES[id].good) expect(checkField(good, rule(id)), `${id} ${good}`).toBeNull();
    for (const bad of EXAMPLES[id].bad) expect(checkField(bad, rule(id))?.key, `${id} ${bad}`).toBe('pattern');
  });

  test('gives the same answer when the same value is checked twice', () => {
    for (const id of PATTERN_IDS) {
      const [good] = EXAMPLES[id].good;
      expect(checkField(good!, rule(id))).toBeNull();
      expect(checkField(good!, rule(id))).toBeNull();
    }
  });

  test('reports the family and its length bounds in a problem', () => {
    expect(checkField('1ram', rule('LETTER_FIRST_ALNUM', { minLength: 6, maxLength: 16 }))).toEqual({
      key: 'pattern',
      patternId: 'LETTER_FIRST_ALNUM',
      min: 6,
      max: 16,
    });
  });

  test('substitutes a range, or a single number when the bounds are equal', () => {
    expect(patternMessageParams({ key: 'pattern', patternId: 'ALNUM', min: 6, max: 16 })).toEqual({
      min: 6,
      max: 16,
      range: '6-16',
    });
    expect(patternMessageParams({ key: 'pattern', patternId: 'DIGITS', min: 10, max: 10 })).toEqual({
      min: 10,
      max: 10,
      range: '10',
    });
  });

  test('refuses a value outside the length bounds even when its content fits', () => {
    const bounded = rule('ALNUM', { minLength: 6, maxLength: 8 });
    expect(checkField('abc12', bounded)?.key).toBe('pattern');
    expect(checkField('abc123', bounded)).toBeNull();
    expect(checkField('abc12345', bounded)).toBeNull();
    expect(checkField('abc123456', bounded)?.key).toBe('pattern');
  });

  test("accepts any content within the length bounds when the accepted pattern is '*'", () => {
    const open = rule('ALNUM', { acceptedPattern: ANY_CONTENT, minLength: 2, maxLength: 10 });
    expect(checkField('राम @ 😀!', open)).toBeNull();
    expect(checkField('x', open)?.key).toBe('pattern');
    expect(checkField('x'.repeat(11), open)).toEqual({ key: 'pattern', patternId: 'ALNUM', min: 2, max: 10 });
  });

  test('accepts anything within the length bounds for the ANY family', () => {
    expect(checkField('  spaced out ', rule('ANY', { maxLength: 20 }))).toBeNull();
    expect(checkField('x'.repeat(21), rule('ANY', { maxLength: 20 }))?.key).toBe('pattern');
  });

  test('never reports a disabled field', () => {
    const disabled = rule('DIGITS', { enabled: false });
    expect(checkField('', disabled)).toBeNull();
    expect(checkField('abc', disabled)).toBeNull();
  });

  test('reports an empty or blank required field as required', () => {
    expect(checkField('', rule('DIGITS', { minLength: 10, maxLength: 10 }))).toEqual({
      key: 'required',
      patternId: 'DIGITS',
      min: 10,
      max: 10,
    });
    expect(checkField('   ', rule('DIGITS'))?.key).toBe('required');
  });

  test('accepts an empty optional field but still checks one that is filled in', () => {
    const optional = rule('DIGITS', { required: false });
    expect(checkField('', optional)).toBeNull();
    expect(checkField(' \t', optional)).toBeNull();
    expect(checkField('12a', optional)?.key).toBe('pattern');
  });

  test('counts length in code points, so combining marks count and an emoji counts once', () => {
    // न म स ् त े: six code points, three graphemes.
    expect(checkField('नमस्ते', rule('ANY', { minLength: 6, maxLength: 6 }))).toBeNull();
    expect(checkField('नमस्ते', rule('ANY', { minLength: 1, maxLength: 5 }))?.key).toBe('pattern');
    // Two UTF-16 units each, one code point each.
    expect('😀😀'.length).toBe(4);
    expect(checkField('😀😀', rule('ANY', { minLength: 1, maxLength: 2 }))).toBeNull();
    expect(checkField('😀😀', rule('ANY', { minLength: 3, maxLength: 4 }))?.key).toBe('pattern');
    expect(checkField('राम थापा', rule('FULL_NAME', { minLength: 8, maxLength: 8 }))).toBeNull();
  });

  test('parses a rule and refuses unknown patterns or inverted bounds', () => {
    expect(FieldRule.safeParse(rule('EMAIL')).success).toBe(true);
    expect(FieldRule.safeParse(rule('EMAIL', { acceptedPattern: '*' })).success).toBe(true);
    expect(FieldRule.safeParse(rule('EMAIL', { acceptedPattern: '^.*$' })).success).toBe(false);
    expect(FieldRule.safeParse({ ...rule('EMAIL'), patternId: 'NOPE' }).success).toBe(false);
    expect(FieldRule.safeParse(rule('EMAIL', { minLength: 9, maxLength: 8 })).success).toBe(false);
  });

  test('parses register settings with per-field rules', () => {
    const settings = {
      fields: { mobile: rule('DIGITS', { minLength: 10, maxLength: 10 }), realName: rule('FULL_NAME', { required: false }) },
      minimumAge: 18,
      usernameRule: rule('LETTER_FIRST_ALNUM', { minLength: 6, maxLength: 16 }),
      passwordRule: rule('STRONG_PASSWORD', { minLength: 8, maxLength: 20 }),
    };
    expect(RegisterSettings.parse(settings)).toEqual(settings);
    expect(RegisterSettings.safeParse({ ...settings, fields: { mobile: { enabled: true } } }).success).toBe(false);
  });
});
