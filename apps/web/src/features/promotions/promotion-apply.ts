import { PROMOTION_LIMITS } from '@jade/contract/promotions';
import { ApiError } from '@/lib/api-client';

export const REMARK_MAX = PROMOTION_LIMITS.applicationRemarkMaxChars;
export const IMAGES_MAX = PROMOTION_LIMITS.applicationImagesMax;

export type ApplyProblems = { remark?: 'required' | 'tooLong' | 'invalid'; images?: 'tooFew' | 'invalid' };

/** The remark's length as the server counts it: trimmed. */
export const remarkLength = (remark: string) => remark.trim().length;

/**
 * What the server would refuse in an application, checked before sending: a remark of 1 to 140
 * characters once trimmed, and at least the images the promotion requires.
 */
export function applyProblems(remark: string, images: number, imagesRequired: number): ApplyProblems {
  const problems: ApplyProblems = {};
  const length = remarkLength(remark);
  if (length === 0) problems.remark = 'required';
  else if (length > REMARK_MAX) problems.remark = 'tooLong';
  if (images < imagesRequired) problems.images = 'tooFew';
  return problems;
}

/**
 * The fields a VALIDATION_FAILED refusal names: `remark`, and `uploadIds` or `uploadIds.N` (an
 * image that is not the member's own) as the images.
 */
export function serverProblems(err: unknown): ApplyProblems {
  if (!(err instanceof ApiError) || err.code !== 'VALIDATION_FAILED') return {};
  const problems: ApplyProblems = {};
  for (const issue of err.issues) {
    if (issue.path === 'remark') problems.remark = 'invalid';
    if (issue.path === 'uploadIds' || issue.path.startsWith('uploadIds.')) problems.images = 'invalid';
  }
  return problems;
}

export type Attempt = { key: string; id: string };

/**
 * The request id of a submit: the same when the member retries the same application (so the
 * server records it once), a new one when anything in it changed.
 */
export function attemptFor(previous: Attempt | null, key: string, make = () => crypto.randomUUID().replace(/-/g, '')): Attempt {
  return previous && previous.key === key ? previous : { key, id: make() };
}
