import { z } from 'zod';

/** The pattern families a registration field may be held to (spec, register field settings). */
export const PATTERN_IDS = [
  'ANY',
  'LETTER_FIRST_ALNUM',
  'CHINESE_DIGITS',
  'EMAIL',
  'ALNUM',
  'LETTERS_AND_DIGITS',
  'DIGITS',
  'ALNUM_ONE_UPPER',
  'ENGLISH_SPACES',
  'NO_SPACES',
  'CHINESE_PUNCT',
  'DATE_YMD',
  'DATE_MDY',
  'KOREAN',
  'THAI',
  'THAI_ENGLISH_SPACES',
  'UPPER_SPACES',
  'LETTERS_DIGITS_SYMBOLS',
  'STRONG_PASSWORD',
  'FULL_NAME',
  'FULLWIDTH_JAPANESE',
  'UPPER_NO_SPACES',
] as const;
export type PatternId = (typeof PATTERN_IDS)[number];

/** The `acceptedPattern` that lets any content through; only the length is then checked. */
export const ANY_CONTENT = '*';

/**
 * Each family's whole-value regex (anchored, never global or sticky, so `test` keeps no state) and
 * an English description for logs and operators; users see the localized message instead.
 * "Letters" and "digits" mean ASCII ones unless a script is named; `null` accepts anything.
 */
export const PATTERNS: Record<PatternId, { regex: RegExp | null; description: string }> = {
  ANY: { regex: null, description: 'Any characters' },
  LETTER_FIRST_ALNUM: { regex: /^[A-Za-z][A-Za-z0-9]*$/, description: 'Letters and digits, starting with a letter' },
  CHINESE_DIGITS: { regex: /^[\p{Script=Han}0-9]+$/u, description: 'Chinese characters and digits' },
  EMAIL: {
    regex: /^[A-Za-z0-9._%+-]+@[A-Za-z0-9-]+(?:\.[A-Za-z0-9-]+)*\.[A-Za-z]{2,}$/,
    description: 'An email address',
  },
  ALNUM: { regex: /^[A-Za-z0-9]+$/, description: 'Letters and digits' },
  LETTERS_AND_DIGITS: {
    regex: /^(?=[^A-Za-z]*[A-Za-z])(?=\D*\d)[A-Za-z0-9]+$/,
    description: 'Letters and digits, at least one of each',
  },
  DIGITS: { regex: /^[0-9]+$/, description: 'Digits' },
  ALNUM_ONE_UPPER: {
    regex: /^(?=[^A-Z]*[A-Z])[A-Za-z0-9]+$/,
    description: 'Letters and digits, at least one uppercase letter',
  },
  ENGLISH_SPACES: { regex: /^[A-Za-z ]+$/, description: 'English letters and spaces' },
  NO_SPACES: { regex: /^\S+$/u, description: 'Any characters except whitespace' },
  CHINESE_PUNCT: { regex: /^[\p{Script=Han}\p{P}]+$/u, description: 'Chinese characters and punctuation' },
  DATE_YMD: { regex: /^\d{4}-(?:0[1-9]|1[0-2])-(?:0[1-9]|[12]\d|3[01])$/, description: 'A date as yyyy-MM-dd' },
  DATE_MDY: { regex: /^(?:0[1-9]|1[0-2])-(?:0[1-9]|[12]\d|3[01])-\d{4}$/, description: 'A date as MM-dd-yyyy' },
  KOREAN: { regex: /^\p{Script=Hangul}+$/u, description: 'Korean (Hangul) characters' },
  THAI: { regex: /^\p{Script=Thai}+$/u, description: 'Thai characters' },
  THAI_ENGLISH_SPACES: { regex: /^[\p{Script=Thai}A-Za-z ]+$/u, description: 'Thai or English letters and spaces' },
  UPPER_SPACES: { regex: /^[A-Z ]+$/, description: 'Uppercase letters and spaces' },
  LETTERS_DIGITS_SYMBOLS: { regex: /^[!-~]+$/, description: 'Letters, digits and symbols (printable ASCII, no spaces)' },
  STRONG_PASSWORD: {
    regex: /^(?=[^A-Z]*[A-Z])(?=[^a-z]*[a-z])(?=\D*\d)(?=[A-Za-z0-9]*[!-/:-@[-`{-~])[!-~]+$/,
    description: 'At least one uppercase letter, one lowercase letter, one digit and one symbol (printable ASCII, no spaces)',
  },
  FULL_NAME: {
    regex: /^[\p{L}\p{M}]+(?: [\p{L}\p{M}]+)+$/u,
    description: 'Two or more names of letters in any script, separated by single spaces',
  },
  FULLWIDTH_JAPANESE: {
    // Hiragana, katakana (not the half-width forms), kanji, CJK punctuation and the full-width ASCII forms.
    regex: /^[\u3000-\u303F\u3041-\u309F\u30A0-\u30FF\u31F0-\u31FF\p{Script=Han}\uFF01-\uFF5E]+$/u,
    description: 'Full-width Japanese characters',
  },
  UPPER_NO_SPACES: { regex: /^[A-Z]+$/, description: 'Uppercase letters, no spaces' },
};

export const isPatternId = (value: string): value is PatternId => (PATTERN_IDS as readonly string[]).includes(value);

export const FieldRule = z
  .object({
    enabled: z.boolean(),
    required: z.boolean(),
    /** '*' accepts any content; any other value enforces the family of `patternId`. */
    acceptedPattern: z.string().refine((v): boolean => v === ANY_CONTENT || isPatternId(v), { message: 'Unknown pattern' }),
    /** The family checked, and the message shown when a value breaks the rule. */
    patternId: z.enum(PATTERN_IDS),
    minLength: z.number().int().min(0),
    maxLength: z.number().int().min(1),
  })
  .refine((r) => r.minLength <= r.maxLength, { message: 'minLength exceeds maxLength', path: ['maxLength'] });
export type FieldRule = z.infer<typeof FieldRule>;

/** Rules of the registration form's fields, by field name. */
export const RegisterFieldConfig = z.record(z.string(), FieldRule);
export type RegisterFieldConfig = z.infer<typeof RegisterFieldConfig>;

export const RegisterSettings = z.object({
  fields: RegisterFieldConfig,
  minimumAge: z.number().int(),
  usernameRule: FieldRule,
  passwordRule: FieldRule,
});
export type RegisterSettings = z.infer<typeof RegisterSettings>;

/** What is wrong with a value, with what the localized message needs. */
export type FieldProblem = { key: 'required' | 'pattern'; patternId: PatternId; min: number; max: number };

/** Code points, not UTF-16 units: an emoji counts once, as users and the server's database count it. */
const lengthOf = (value: string) => [...value].length;

/** The regexes admit 2023-02-31; a date field must also name a day that exists. */
const isCalendarDate = (year: number, month: number, day: number) => {
  const date = new Date(Date.UTC(2000, month - 1, day));
  date.setUTCFullYear(year);
  return date.getUTCFullYear() === year && date.getUTCMonth() === month - 1 && date.getUTCDate() === day;
};

const DATE_PARTS: Partial<Record<PatternId, (value: string) => [number, number, number]>> = {
  DATE_YMD: (v) => [Number(v.slice(0, 4)), Number(v.slice(5, 7)), Number(v.slice(8, 10))],
  DATE_MDY: (v) => [Number(v.slice(6, 10)), Number(v.slice(0, 2)), Number(v.slice(3, 5))],
};

const matchesFamily = (value: string, patternId: PatternId) => {
  const { regex } = PATTERNS[patternId];
  if (regex && !regex.test(value)) return false;
  const parts = DATE_PARTS[patternId];
  return parts ? isCalendarDate(...parts(value)) : true;
};

/**
 * Checks one registration field the same way on the web and the server. The value is checked as
 * given (callers trim if they mean to); only the emptiness test trims.
 */
export const checkField = (value: string, rule: FieldRule): FieldProblem | null => {
  if (!rule.enabled) return null;
  const problem = (key: FieldProblem['key']): FieldProblem => ({
    key,
    patternId: rule.patternId,
    min: rule.minLength,
    max: rule.maxLength,
  });
  if (value.trim() === '') return rule.required ? problem('required') : null;
  const length = lengthOf(value);
  if (length < rule.minLength || length > rule.maxLength) return problem('pattern');
  if (rule.acceptedPattern === ANY_CONTENT) return null;
  return matchesFamily(value, rule.patternId) ? null : problem('pattern');
};

/** The placeholders of the localized pattern messages: `{{range}}` reads "6-16", or "10" when fixed. */
export const patternMessageParams = ({ min, max }: FieldProblem): { min: number; max: number; range: string } => ({
  min,
  max,
  range: min === max ? String(min) : `${min}-${max}`,
});
