import type { TFunction } from 'i18next';
import { issueNumber } from '@jade/contract/issues';
import { ApiError } from './api-client';
import { formatDateTime } from './dates';
import i18n from './i18n';
import { formatMoney } from './money';

/** The user's-language text of a failed call: the catalogue code's message, with its details. */
export function errorText(t: TFunction, err: unknown): string {
  if (!(err instanceof ApiError)) return t('errors.NETWORK_ERROR');
  if (err.code === 'AUTH_THROTTLED') {
    return t('errors.AUTH_THROTTLED', { minutes: issueNumber(err.issues, 'retryAfterMinutes') ?? 5 });
  }
  if (err.code === 'PROTECTION_ON_BREAK') {
    const until = fieldIssue(err, 'until');
    return t('errors.PROTECTION_ON_BREAK', { time: until ? formatDateTime(until, i18n.language) : '' });
  }
  if (err.code === 'PROTECTION_DEPOSIT_LIMIT') {
    return t('errors.PROTECTION_DEPOSIT_LIMIT', { left: formatMoney(issueNumber(err.issues, 'amount') ?? 0) });
  }
  const key = `errors.${err.code}` as const;
  const text = t(key as 'errors.INTERNAL_ERROR', { defaultValue: '' });
  return text || t('errors.INTERNAL_ERROR');
}

/** The number a failed call carries under `path` (`numberIssue` on the server), or null. */
export function errorNumber(err: unknown, path: string): number | null {
  return err instanceof ApiError ? issueNumber(err.issues, path) : null;
}

/** The message of a failed call for one field (`captcha`, `username`, …), if the server named it. */
export function fieldIssue(err: unknown, path: string): string | undefined {
  return err instanceof ApiError ? err.issues.find((i) => i.path === path)?.message : undefined;
}
