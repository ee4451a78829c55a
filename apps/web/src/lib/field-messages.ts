import type { TFunction } from 'i18next';
import type { PasswordProblem } from '@jade/contract/passwords';
import { patternMessageParams, type FieldProblem } from '@jade/contract/patterns';

/** The localized message of a field rule problem: the pattern text with its length range. */
export function fieldProblemText(t: TFunction, problem: FieldProblem): string {
  if (problem.key === 'required') return t('form.required');
  return t(`patterns.${problem.patternId}`, patternMessageParams(problem));
}

export function passwordProblemText(t: TFunction, p: PasswordProblem): string {
  if ('problem' in p) return fieldProblemText(t, p.problem);
  if (p.key === 'required') return t('form.required');
  return t(`form.issues.${p.key}`);
}

const ISSUE_KEYS = [
  'common',
  'same',
  'inconsistent',
  'wrong',
  'taken',
  'invalid',
  'expired',
  'wrong_length',
  'not_digits',
  'unknown_country',
  'failed',
];

/** Server issue messages that name a rule the web has words for. */
export function issueText(t: TFunction, message: string): string {
  if (message === 'required') return t('form.required');
  if (ISSUE_KEYS.includes(message)) return t(`form.issues.${message as 'common'}`);
  return message;
}
