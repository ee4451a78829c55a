import type { TFunction } from 'i18next';
import { REFERRAL_LIMITS } from '@jade/contract/referrals';

/** The problem with a label as typed (trimmed), in the reader's language, or null. */
export function labelProblem(t: TFunction, label: string): string | null {
  const trimmed = label.trim();
  if (!trimmed) return t('referral.links.required');
  if (trimmed.length > REFERRAL_LIMITS.labelMax) return t('referral.links.tooLong', { max: REFERRAL_LIMITS.labelMax });
  return null;
}

/** A link's full address on this site (the server gives it relative to the site). */
export const absoluteUrl = (url: string) => `${window.location.origin}${url}`;
