import { isCommonPassword } from './common-passwords';
import { checkField, type FieldProblem, type FieldRule } from './patterns';

/**
 * The default login-password rule: 8-32 letters, digits and symbols, no spaces. Guessable ones are
 * refused by the common-password list rather than by forcing character classes.
 */
export const DEFAULT_PASSWORD_RULE: FieldRule = {
  enabled: true,
  required: true,
  acceptedPattern: 'LETTERS_DIGITS_SYMBOLS',
  patternId: 'LETTERS_DIGITS_SYMBOLS',
  minLength: 8,
  maxLength: 32,
};

export type PasswordProblem =
  | { path: 'newPassword'; key: 'required' | 'pattern'; problem: FieldProblem }
  | { path: 'newPassword'; key: 'common' | 'same' }
  | { path: 'confirmNewPassword'; key: 'required' | 'inconsistent' };

/**
 * Checks a new password and its confirmation, the same way on the web (as the user types) and
 * the server (authoritative): the rule, the common-password list, "inconsistent twice".
 */
export function checkNewPassword(
  password: string,
  confirm: string,
  opts: { rule?: FieldRule; old?: string | undefined } = {},
): PasswordProblem | null {
  const problem = checkField(password, opts.rule ?? DEFAULT_PASSWORD_RULE);
  if (problem) return { path: 'newPassword', key: problem.key, problem };
  if (isCommonPassword(password)) return { path: 'newPassword', key: 'common' };
  if (opts.old !== undefined && opts.old === password) return { path: 'newPassword', key: 'same' };
  if (confirm === '') return { path: 'confirmNewPassword', key: 'required' };
  if (confirm !== password) return { path: 'confirmNewPassword', key: 'inconsistent' };
  return null;
}
