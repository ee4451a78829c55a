/**
 * Characters no free-text input may carry: NUL (PostgreSQL refuses it in text, so it would surface
 * as a 500), the bidirectional overrides and isolates (U+202A–U+202E, U+2066–U+2069) and marks
 * (U+200E, U+200F, U+061C), which make a name or message read differently to an operator than what
 * was stored, and the line and paragraph separators (U+2028, U+2029), which split a log line.
 */
// eslint-disable-next-line no-control-regex
export const UNSAFE_TEXT = /[\u0000\u061C\u200E\u200F\u2028\u2029\u202A-\u202E\u2066-\u2069]/;

/** What is wrong with one unsafe character, for the validation issue. */
export function unsafeTextMessage(s: string): string {
  return s.includes('\u0000') ? 'must not contain a NUL character' : 'must not contain bidirectional control characters';
}

/**
 * The first string (value or object key) in a parsed input that carries an unsafe character, as
 * a validation issue naming its dotted path; null when the input is clean.
 */
export function findUnsafeText(value: unknown, path: string[] = []): { path: string; message: string } | null {
  if (typeof value === 'string') {
    return UNSAFE_TEXT.test(value) ? { path: path.join('.') || '(root)', message: unsafeTextMessage(value) } : null;
  }
  if (Array.isArray(value)) {
    for (let i = 0; i < value.length; i++) {
      const found = findUnsafeText(value[i], [...path, String(i)]);
      if (found) return found;
    }
    return null;
  }
  if (value && typeof value === 'object') {
    for (const [key, v] of Object.entries(value)) {
      if (UNSAFE_TEXT.test(key)) return { path: [...path, key].join('.'), message: unsafeTextMessage(key) };
      const found = findUnsafeText(v, [...path, key]);
      if (found) return found;
    }
  }
  return null;
}
